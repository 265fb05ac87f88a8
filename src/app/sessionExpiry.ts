/** The message of issue 13, shown when a call answers 401 to the signed-in user's token. */
export const SESSION_EXPIRED_MESSAGE = 'Your session expired. Log in again.';

/** DOM event the HTTP client raises after signing out; SessionExpiredNotice shows it. */
export const SESSION_EXPIRED_EVENT = 'dc:session-expired';

/** Announces an expired session to the page (no-op outside the browser). */
export function announceSessionExpired() {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(SESSION_EXPIRED_EVENT));
}
