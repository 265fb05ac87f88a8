import { makeStore } from '../../app/store';
import { ADMIN_SETTINGS, ADMIN_USER } from '../../test-utils/fixtures';
import { mockHttp, settle } from '../../test-utils/mockHttp';
import { initialUserState, userActions } from '../user/userSlice';
import { tokenGeneratorActions as tokens } from './tokenGeneratorSlice';

describe('tokenGenerator slice', () => {
  it('auth failure sets the flag', () => {
    const store = makeStore();
    store.dispatch(tokens.authFailed('missing_redirect_uri'));
    expect(store.getState().tokenGenerator.authFailed).toBe(true);
    expect(store.getState().tokenGenerator.error).toBe('missing_redirect_uri');
  });

  it('setting the key id clears authFailed', () => {
    const store = makeStore();
    store.dispatch(tokens.authFailed(undefined));
    store.dispatch(tokens.integrationKeyIdSet('ik-1'));
    expect(store.getState().tokenGenerator.authFailed).toBe(false);
    expect(store.getState().tokenGenerator.integrationKeyId).toBe('ik-1');
  });

  it('token success replaces the state', () => {
    const store = makeStore();
    store.dispatch(tokens.integrationKeyIdSet('old'));
    store.dispatch(tokens.authFailed('boom'));
    const accessTokenData = { access_token: 'abc', expires_in: 3600 };
    store.dispatch(tokens.tokenSucceeded({ integrationKeyId: 'ik-2', accessTokenData }));
    expect(store.getState().tokenGenerator).toEqual({
      integrationKeyId: 'ik-2',
      accessTokenData,
      authFailed: false,
      error: null,
      receivedUserInfo: false,
    });
  });

  it('knows the user info has come once the session loads it, and forgets it on logout', async () => {
    const network = mockHttp({
      'GET /api/user': { status: 200, data: ADMIN_USER },
      'GET /api/user/settings': { status: 200, data: ADMIN_SETTINGS },
    });
    try {
      const store = makeStore({ user: { ...initialUserState, token: 'tok' } });
      expect(store.getState().tokenGenerator.receivedUserInfo).toBe(false);
      store.dispatch(userActions.profileRequested());
      for (let i = 0; i < 5; i += 1) await settle();
      expect(store.getState().tokenGenerator.receivedUserInfo).toBe(true);
      // A token later on does not change what is known about the user.
      const accessTokenData = { access_token: 'abc', expires_in: 3600 };
      store.dispatch(tokens.tokenSucceeded({ integrationKeyId: 'ik', accessTokenData }));
      expect(store.getState().tokenGenerator.receivedUserInfo).toBe(true);
      store.dispatch(userActions.loggedOut());
      expect(store.getState().tokenGenerator.receivedUserInfo).toBe(false);
    } finally {
      network.restore();
    }
  });

  it('a failed user info load (an expired token, say) marks it not received', async () => {
    const network = mockHttp({
      'GET /api/user': { status: 401, statusText: 'Unauthorized' },
      'GET /api/user/settings': { status: 401, statusText: 'Unauthorized' },
    });
    try {
      const earlier = makeStore().getState().tokenGenerator;
      const store = makeStore({
        user: { ...initialUserState, token: 'tok' },
        tokenGenerator: { ...earlier, receivedUserInfo: true },
      });
      store.dispatch(userActions.profileRequested());
      for (let i = 0; i < 5; i += 1) await settle();
      expect(store.getState().user.token).toBeNull();
      expect(store.getState().tokenGenerator.receivedUserInfo).toBe(false);
    } finally {
      network.restore();
    }
  });
});
