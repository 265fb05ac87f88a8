import { makeStore } from '../../app/store';
import { ADMIN_SETTINGS, ADMIN_USER } from '../../test-utils/fixtures';
import { globalUserActions } from '../globalUser/globalUserSlice';
import { selectIsAccountAdmin } from './selectors';
import { userActions } from './userSlice';

describe('user slice', () => {
  it('a new token forgets the previous profile and settings', () => {
    const store = makeStore();
    store.dispatch(userActions.profileLoaded({ userInfo: ADMIN_USER, settings: ADMIN_SETTINGS }));
    store.dispatch(userActions.tokenReceived('new-token'));
    const { user } = store.getState();
    expect(user.token).toBe('new-token');
    expect(user.userInfo).toBeNull();
    expect(user.settings).toBeNull();
    expect(user.isLoggedIn).toBe(false);
  });

  it('a loaded profile signs the user in on their default account', () => {
    const store = makeStore();
    store.dispatch(userActions.profileLoaded({ userInfo: ADMIN_USER, settings: ADMIN_SETTINGS }));
    const { user } = store.getState();
    expect(user.isLoggedIn).toBe(true);
    expect(user.currentAccountInfo?.account_name).toBe('Acme Demo');
    expect(user.userUuid).toBe(ADMIN_USER.sub);
  });

  it('a failed profile load leaves the user signed out', () => {
    const store = makeStore();
    store.dispatch(userActions.profileRequested());
    store.dispatch(userActions.profileLoadFailed('Unauthorized'));
    expect(store.getState().user.isLoggedIn).toBe(false);
  });

  it('logout resets the user state but keeps the browser global id', () => {
    const store = makeStore();
    store.dispatch(globalUserActions.userUuidReceived('global-1'));
    store.dispatch(userActions.tokenReceived('t'));
    store.dispatch(userActions.profileLoaded({ userInfo: ADMIN_USER, settings: ADMIN_SETTINGS }));
    store.dispatch(userActions.loggedOut());
    const { user } = store.getState();
    expect(user.token).toBeNull();
    expect(user.userInfo).toBeNull();
    expect(user.isLoggedIn).toBe(false);
    expect(user.globalUser).toBe('global-1');
  });

  it('selectIsAccountAdmin follows the current account rights', () => {
    const store = makeStore();
    expect(selectIsAccountAdmin(store.getState())).toBe(false);
    store.dispatch(userActions.profileLoaded({ userInfo: ADMIN_USER, settings: ADMIN_SETTINGS }));
    expect(selectIsAccountAdmin(store.getState())).toBe(true);
    const member = {
      ...ADMIN_USER,
      name: 'Morgan Member',
      accounts: [{ ...ADMIN_USER.accounts[0], is_admin: false }],
    };
    store.dispatch(
      userActions.profileLoaded({ userInfo: member, settings: { userIsAdmin: false } }),
    );
    expect(selectIsAccountAdmin(store.getState())).toBe(false);
  });
});
