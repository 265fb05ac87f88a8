import { refuse } from '../esignature/errors';

/**
 * A view request's `returnUrl`: an absolute http(s) URL (the spec says `format: uri`, which
 * `javascript:` also is; the ceremony navigates to it, so only web addresses are taken).
 */
export function checkedReturnUrl(value: unknown): string {
  const text = typeof value === 'string' ? value.trim() : '';
  let url: URL | undefined;
  try {
    url = new URL(text);
  } catch {
    url = undefined;
  }
  if (!url || !['http:', 'https:'].includes(url.protocol) || text.length > 2000) {
    throw refuse(
      400,
      'INVALID_REQUEST_PARAMETER',
      'returnUrl must be an absolute http or https URL (at most 2000 characters).',
    );
  }
  return text;
}

/**
 * The events a session ends with, as the platform names them in `returnUrl?event=`: the
 * recipient view's, and `Cancel` for leaving a read-only sender or correct view.
 */
export type SigningEvent =
  | 'signing_complete'
  | 'decline'
  | 'cancel'
  | 'ttl_expired'
  | 'session_timeout'
  | 'viewing_complete'
  | 'Cancel';

/** The return URL with the outcome added, as the platform adds it (its own query kept). */
export function withEvent(returnUrl: string, event: SigningEvent): string {
  const url = new URL(returnUrl);
  url.searchParams.set('event', event);
  return url.toString();
}
