import { randomBytes } from 'node:crypto';
import { isMultiSiteId } from '../../../lib/search/searchContract';

/**
 * The headers of the external web-search contract (GET /api/bingsearch), whichever answers it
 * (the local index or the configured multi-site search). They follow that API: the client id
 * travels in X-MSEdge-ClientID and is echoed (or one is issued when the request has none), the
 * market in BingAPIs-Market, a trace id in BingAPIs-TraceId. X-MSEdge-ClientIP and
 * X-Search-Location are accepted and not used: the local index is the same everywhere.
 */
export const CLIENT_ID_HEADER = 'x-msedge-clientid';
const MARKET = /^[a-z]{2}-[A-Z]{2}$/;
export const DEFAULT_MARKET = 'en-US';

/** The client id a request sent, when it is one (the service's format). */
export function sentClientId(header: string | string[] | undefined): string | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  return isMultiSiteId(value) ? value : undefined;
}

/** The client id a request sent, else a new one. */
export function clientIdFrom(header: string | string[] | undefined): string {
  return sentClientId(header) ?? randomBytes(16).toString('hex').toUpperCase();
}

/** The market: `mkt` if well formed, else the first Accept-Language tag, else en-US. */
export function marketFrom(mkt: string | undefined, acceptLanguage: string | undefined): string {
  if (mkt && MARKET.test(mkt)) return mkt;
  const first = acceptLanguage?.split(',')[0]?.split(';')[0]?.trim() ?? '';
  return MARKET.test(first) ? first : DEFAULT_MARKET;
}

export function traceId(): string {
  return randomBytes(16).toString('hex').toUpperCase();
}
