/** The query flag the server adds to the return path when sign-in did not complete. */
export const LOGIN_ERROR_PARAM = 'login_error';

/** Reads the sign-in failure flag and takes it out of the address, so a reload is quiet. */
export function takeLoginError(win: Window = window): string | null {
  const url = new URL(win.location.href);
  const reason = url.searchParams.get(LOGIN_ERROR_PARAM);
  if (reason === null) return null;
  url.searchParams.delete(LOGIN_ERROR_PARAM);
  win.history.replaceState(win.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  return reason || 'unknown_error';
}

export function loginErrorText(reason: string): string {
  return reason === 'access_denied'
    ? 'Sign-in was cancelled or refused.'
    : `Sign-in failed (${reason}). Please try again.`;
}
