import { appStarted } from '../../app/appEvents';
import { makeStore } from '../../app/store';
import { settle } from '../../app/testing/mockHttp';

describe('global user id', () => {
  afterEach(() => delete window.globalUserUuid);

  it('takes the id the page provides', async () => {
    window.globalUserUuid = 'from-page';
    const store = makeStore();
    store.dispatch(appStarted());
    await settle();
    expect(store.getState().globalUser.userUuid).toBe('from-page');
  });

  it('otherwise reuses the id remembered with tracking', async () => {
    const store = makeStore({
      eloquaTracking: { interest: null, globalUser: 'remembered', currentUser: null, error: null },
    });
    store.dispatch(appStarted());
    await settle();
    expect(store.getState().globalUser.userUuid).toBe('remembered');
  });

  it('otherwise makes a new random id', async () => {
    const store = makeStore();
    store.dispatch(appStarted());
    await settle();
    expect(store.getState().globalUser.userUuid).toMatch(/^[0-9a-f-]{36}$/);
  });
});
