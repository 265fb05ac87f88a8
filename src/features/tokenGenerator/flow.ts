/** Name part that identifies the token generator's own integration key. */
export const TOKEN_GENERATOR_NAME = 'Developer Center Token Generator';
export const TOKEN_GENERATOR_PATH = '/token-generator/';
/** Masked secrets begin with 12 asterisks (docs/behaviour.md §9). */
export const MASKED_SECRET_PREFIX = '************';
export const OAUTH_STATE_STORAGE_KEY = 'tokenGenerator.oauthState';
export const MISSING_REDIRECT_URI = 'missing_redirect_uri';
export const MISSING_REDIRECT_URI_TEXT = 'Redirect URI missing from Integration Key';
export const STATE_MISMATCH_TEXT =
  'The sign-in answer did not match this page’s request. Generate the token again.';

/** The page's own address is the redirect URI the key must hold. */
export const tokenGeneratorBasePath = (origin: string) => `${origin}${TOKEN_GENERATOR_PATH}`;

export function authorizationUrl(origin: string, clientId: string, state: string): string {
  const query = new URLSearchParams({
    response_type: 'code',
    client_id: clientId,
    redirect_uri: tokenGeneratorBasePath(origin),
    scope: 'signature',
    state,
  });
  const authBase = process.env.GATSBY_PLATFORM_AUTH_URL || `${origin}/sandbox/oauth/auth`;
  return `${authBase}?${query.toString()}`;
}

/**
 * Browser effects behind one object, so sagas stay testable: tests replace these members.
 * The OAuth state lives in sessionStorage only for the round trip; the token never does.
 */
export const browser = {
  origin: (): string => window.location.origin,
  navigate: (url: string): void => window.location.assign(url),
  newState: (): string => {
    const bytes = new Uint8Array(16);
    window.crypto.getRandomValues(bytes);
    return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  },
  storeState: (state: string): void =>
    window.sessionStorage.setItem(OAUTH_STATE_STORAGE_KEY, state),
  takeState: (): string | null => {
    const state = window.sessionStorage.getItem(OAUTH_STATE_STORAGE_KEY);
    window.sessionStorage.removeItem(OAUTH_STATE_STORAGE_KEY);
    return state;
  },
};
