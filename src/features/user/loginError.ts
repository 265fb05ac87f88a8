/** The query flag the server adds to the return path when sign-in did not complete. */
export const LOGIN_ERROR_PARAM = 'login_error';

// The flag is part of the address, so anyone can write any value into a link: the toast shows a
// fixed sentence per known code and never the value itself.
const PLEASE_RETRY = 'Please try again.';
const SITE_NOT_SET_UP = 'This site could not sign you in: its sign-in settings were refused.';

/**
 * Codes the server puts in the flag: the platform's OAuth error on the callback (RFC 6749 and
 * OpenID Connect), `missing_code`, the token endpoint's error on the code exchange, and the
 * kind of platform failure (server/routes/auth.ts).
 */
export const LOGIN_ERROR_TEXTS: Readonly<Record<string, string>> = {
  access_denied: 'Sign-in was cancelled or refused.',
  login_required: 'Please sign in to continue.',
  consent_required: `Sign-in needs your consent for this site. ${PLEASE_RETRY}`,
  interaction_required: `Sign-in needs a step on the sign-in page. ${PLEASE_RETRY}`,
  invalid_request: `The sign-in request was not valid. ${PLEASE_RETRY}`,
  server_error: `The sign-in service had a problem. ${PLEASE_RETRY}`,
  temporarily_unavailable: 'The sign-in service is busy or down for maintenance. Please try later.',
  missing_code: `Sign-in did not complete. ${PLEASE_RETRY}`,
  invalid_grant: `The sign-in had expired or was already used. ${PLEASE_RETRY}`,
  invalid_client: SITE_NOT_SET_UP,
  unauthorized_client: SITE_NOT_SET_UP,
  unsupported_grant_type: SITE_NOT_SET_UP,
  unsupported_response_type: SITE_NOT_SET_UP,
  invalid_scope: SITE_NOT_SET_UP,
  unavailable: 'The sign-in service could not be reached. Please try later.',
  timeout: `The sign-in service did not answer in time. ${PLEASE_RETRY}`,
  failed: `The sign-in service answered with an error. ${PLEASE_RETRY}`,
};

/** For any other code, or none. */
export const LOGIN_ERROR_GENERIC_TEXT = `Sign-in failed. ${PLEASE_RETRY}`;

/** Reads the sign-in failure flag and takes it out of the address, so a reload is quiet. */
export function takeLoginError(win: Window = window): string | null {
  const url = new URL(win.location.href);
  const reason = url.searchParams.get(LOGIN_ERROR_PARAM);
  if (reason === null) return null;
  url.searchParams.delete(LOGIN_ERROR_PARAM);
  win.history.replaceState(win.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  return reason || 'unknown_error';
}

/** The toast text for a sign-in failure code. */
export function loginErrorText(reason: string): string {
  // Own keys only: `constructor` or `toString` in the address must not reach the prototype.
  return Object.prototype.hasOwnProperty.call(LOGIN_ERROR_TEXTS, reason)
    ? LOGIN_ERROR_TEXTS[reason]
    : LOGIN_ERROR_GENERIC_TEXT;
}
