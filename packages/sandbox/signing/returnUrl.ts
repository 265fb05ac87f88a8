import { cspSource } from '@developer-center/http';
import { refuse } from '../esignature/errors';

/**
 * A view request's `returnUrl`: an absolute http(s) URL (the spec says `format: uri`, which
 * `javascript:` also is; the ceremony navigates to it, so only web addresses are taken) whose host
 * is a host name or an IP address. The URL parser keeps `;`, `,`, `'` or `*` in a host
 * (`http://app;script-src*`), and the return URL's origin goes into the signing pages'
 * Content-Security-Policy: such a host is refused here, and the policy takes the parsed origin
 * only (`cspSource`). Answered as the URL parser writes it.
 */
export function checkedReturnUrl(value: unknown): string {
  const text = typeof value === 'string' ? value.trim() : '';
  const url = text.length <= 2000 && URL.canParse(text) ? new URL(text) : undefined;
  if (!url || !cspSource(url)) {
    throw refuse(
      400,
      'INVALID_REQUEST_PARAMETER',
      'returnUrl must be an absolute http or https URL with a host name or IP address (at most 2000 characters).',
    );
  }
  return url.href;
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
