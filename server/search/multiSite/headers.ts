import { randomBytes } from 'node:crypto';

/**
 * The headers of the external web-search contract (GET /api/bingsearch), whichever answers it
 * (the local index or the configured multi-site search). They follow that API: the client id
 * travels in X-MSEdge-ClientID and is echoed (or one is issued when the request has none), the
 * market in BingAPIs-Market, a trace id in BingAPIs-TraceId. X-MSEdge-ClientIP and
 * X-Search-Location are accepted and not used: the local index is the same everywhere.
 */
export const CLIENT_ID_HEADER = 'x-msedge-clientid';
const CLIENT_ID = /^[A-Za-z0-9_-]{1,64}$/;
const MARKET = /^[a-z]{2}-[A-Z]{2}$/;
export const DEFAULT_MARKET = 'en-US';

export function clientIdFrom(header: string | string[] | undefined): string {
  const value = Array.isArray(header) ? header[0] : header;
  return value && CLIENT_ID.test(value) ? value : randomBytes(16).toString('hex').toUpperCase();
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
