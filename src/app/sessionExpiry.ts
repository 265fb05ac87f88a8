/** The message of docs/behaviour.md §8, shown when a call answers 401 to the signed-in user's token. */
export const SESSION_EXPIRED_MESSAGE = 'Your session expired. Log in again.';

/** DOM event the HTTP client raises after signing out; SessionExpiredNotice shows it. */
export const SESSION_EXPIRED_EVENT = 'dc:session-expired';

// On a reload the session check can answer 401 before the layout (and its notice) has mounted, so
// the announcement is also remembered until a notice takes it.
let unseenExpiry = false;

/** Announces an expired session to the page (no-op outside the browser). */
export function announceSessionExpired() {
  if (typeof window === 'undefined') return;
  unseenExpiry = true;
  window.dispatchEvent(new Event(SESSION_EXPIRED_EVENT));
}

/** True once for an expiry announced since the last call; the notice shows it on mount. */
export function takeUnseenSessionExpiry(): boolean {
  const unseen = unseenExpiry;
  unseenExpiry = false;
  return unseen;
}
