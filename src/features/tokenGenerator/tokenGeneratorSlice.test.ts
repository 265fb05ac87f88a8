import { makeStore } from '../../app/store';
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
      receivedUserInfo: true,
    });
  });
});
