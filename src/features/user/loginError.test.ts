import {
  LOGIN_ERROR_GENERIC_TEXT,
  LOGIN_ERROR_TEXTS,
  loginErrorText,
  takeLoginError,
} from './loginError';

describe('loginErrorText', () => {
  it.each([
    ['access_denied', 'Sign-in was cancelled or refused.'],
    ['login_required', 'Please sign in to continue.'],
    [
      'temporarily_unavailable',
      'The sign-in service is busy or down for maintenance. Please try later.',
    ],
    ['unavailable', 'The sign-in service could not be reached. Please try later.'],
  ])('%s has its own sentence', (code, text) => {
    expect(loginErrorText(code)).toBe(text);
  });

  it('knows the OAuth codes and every code server/routes/auth.ts sends', () => {
    const codes = [
      // OAuth 2.0 / OpenID Connect authorization errors
      'access_denied',
      'login_required',
      'consent_required',
      'interaction_required',
      'invalid_request',
      'server_error',
      'temporarily_unavailable',
      // the server: no code on the callback, the token endpoint's errors, platform failures
      'missing_code',
      'invalid_grant',
      'invalid_client',
      'unauthorized_client',
      'unsupported_grant_type',
      'unavailable',
      'timeout',
      'failed',
    ];
    for (const code of codes) {
      expect(LOGIN_ERROR_TEXTS).toHaveProperty([code]);
      expect(loginErrorText(code)).not.toBe(LOGIN_ERROR_GENERIC_TEXT);
      expect(loginErrorText(code)).not.toContain(code);
    }
  });

  it('an unknown code gets the generic sentence and is never shown', () => {
    const planted = 'Your account is locked. Call +1 555 0100 to unlock it';
    expect(loginErrorText(planted)).toBe(LOGIN_ERROR_GENERIC_TEXT);
    expect(loginErrorText('unknown_error')).toBe(LOGIN_ERROR_GENERIC_TEXT);
  });

  it('names of object properties are unknown codes too', () => {
    expect(loginErrorText('constructor')).toBe(LOGIN_ERROR_GENERIC_TEXT);
    expect(loginErrorText('__proto__')).toBe(LOGIN_ERROR_GENERIC_TEXT);
    expect(loginErrorText('toString')).toBe(LOGIN_ERROR_GENERIC_TEXT);
  });
});

describe('takeLoginError', () => {
  afterEach(() => window.history.replaceState({}, '', '/'));

  it('returns the flag and removes it from the address, keeping the rest', () => {
    window.history.replaceState({}, '', '/docs/?tab=2&login_error=access_denied#scopes');
    expect(takeLoginError()).toBe('access_denied');
    expect(window.location.pathname + window.location.search + window.location.hash).toBe(
      '/docs/?tab=2#scopes',
    );
  });

  it('an empty flag is an unknown error, and is removed too', () => {
    window.history.replaceState({}, '', '/docs/?login_error=');
    expect(takeLoginError()).toBe('unknown_error');
    expect(window.location.search).toBe('');
  });

  it('no flag: nothing to report, the address is left alone', () => {
    window.history.replaceState({}, '', '/docs/?tab=2');
    expect(takeLoginError()).toBeNull();
    expect(window.location.search).toBe('?tab=2');
  });
});
