import { makeStore } from './store';
import { globalUserActions } from '../features/globalUser/globalUserSlice';
import { signupFormActions } from '../features/signupForm/signupFormSlice';

describe('makeStore', () => {
  it('holds every client state group of the spec', () => {
    const state = makeStore().getState();
    expect(Object.keys(state)).toEqual(
      expect.arrayContaining([
        'user',
        'globalUser',
        'eloquaTracking',
        'apiExplorer',
        'bingSearchResponse',
        'blogPosts',
        'documentation',
        'opensource',
        'quickstart',
        'signupForm',
        'toasts',
        'tokenGenerator',
      ]),
    );
  });

  it('starts from a preloaded state', () => {
    const store = makeStore({ signupForm: { isFormSubmitted: true, hasSignUpFailed: false } });
    expect(store.getState().signupForm.isFormSubmitted).toBe(true);
  });

  it('stamps every action with the global user uuid once it is known', () => {
    const store = makeStore();
    // dispatch answers with the action the reducers received, stamp included.
    expect(store.dispatch(signupFormActions.formSubmitted())).not.toHaveProperty('meta');
    store.dispatch(globalUserActions.userUuidReceived('global-7'));
    expect(store.dispatch(signupFormActions.formSubmitted())).toMatchObject({
      type: 'signupForm/formSubmitted',
      meta: { globalUserUuid: 'global-7' },
    });
  });

  it('the global user uuid also reaches the user and tracking groups', () => {
    const store = makeStore();
    store.dispatch(globalUserActions.userUuidReceived('global-8'));
    expect(store.getState().user.globalUser).toBe('global-8');
    expect(store.getState().eloquaTracking.globalUser).toBe('global-8');
  });
});
