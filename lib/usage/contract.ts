// The API usage center's data (docs/behaviour.md §2, /tools/api-usage-center): what the platform
// records per API call, as its management API answers it and GET /api/usage passes it on.

/** One recorded day of one integration key's calls to one operation with one status. */
export interface UsageRow {
  /** YYYY-MM-DD, in UTC. */
  day: string;
  /** The integration key (the token's client_id) the calls were made with. */
  integrationKey: string;
  /** The key's name; null once the key has been deleted. */
  integrationKeyName: string | null;
  /** The API's display name, e.g. "eSignature REST API". */
  api: string;
  /** "Envelopes: create", or "GET (no such operation)" for a path the API does not have. */
  operation: string;
  method: string;
  status: number;
  calls: number;
  totalMs: number;
  maxMs: number;
}

/** Where the account stands against one of the platform's API limits now. */
export interface LimitUse {
  limit: number;
  used: number;
  remaining: number;
  /** Epoch seconds when the count starts again from zero. */
  resetAt: number;
}

/** One integration key's share of the account's counts, this hour and in the last 30 seconds. */
export interface KeyLimitUse {
  integrationKey: string;
  integrationKeyName: string | null;
  hourly: number;
  burst: number;
}

/**
 * The account's hourly and burst limits (the platform counts every key of the account together)
 * and the keys that called this hour, the busiest first.
 */
export interface UsageLimits {
  hourly: LimitUse;
  burst: LimitUse;
  keys: KeyLimitUse[];
}

/** GET /management/v1/accounts/{accountId}/usage and GET /api/usage. */
export interface UsageReport {
  accountId: string;
  from: string;
  to: string;
  /** `account`: every call of the account (an administrator); `user`: the caller's own calls. */
  scope: 'account' | 'user';
  rows: UsageRow[];
  /** Where the account stands now; absent from a platform that does not say. */
  limits?: UsageLimits;
}

/** A report covers at most this many days; without dates, the last 30. */
export const USAGE_MAX_DAYS = 90;
export const USAGE_DEFAULT_DAYS = 30;

export const DAY_PATTERN = '^\\d{4}-\\d{2}-\\d{2}$';
const DAY_MS = 24 * 3600 * 1000;

/** The UTC day of a moment, YYYY-MM-DD. */
export const dayOf = (moment: number | Date) => new Date(moment).toISOString().slice(0, 10);

/** A real calendar day written YYYY-MM-DD (`2025-02-30` is not one). */
export function isDay(value: string): boolean {
  return (
    new RegExp(DAY_PATTERN).test(value) && dayOf(Date.parse(`${value}T00:00:00Z`) || 0) === value
  );
}

export const addDays = (day: string, days: number) =>
  dayOf(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS);

/** Days from `from` to `to`, both included. */
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;

/**
 * The period of a request: both days given, or the default period ending today; a problem names
 * the field (`from`, `to`) that makes it wrong.
 */
export function usagePeriod(
  query: { from?: string; to?: string },
  today = dayOf(Date.now()),
): { from: string; to: string } | { field: 'from' | 'to'; message: string } {
  const to = query.to ?? today;
  if (!isDay(to)) return { field: 'to', message: 'to must be a day written YYYY-MM-DD' };
  const from = query.from ?? addDays(to, 1 - USAGE_DEFAULT_DAYS);
  if (!isDay(from)) return { field: 'from', message: 'from must be a day written YYYY-MM-DD' };
  if (from > to) return { field: 'from', message: 'from must not be after to' };
  if (daysBetween(from, to) > USAGE_MAX_DAYS) {
    return { field: 'from', message: `a period covers at most ${USAGE_MAX_DAYS} days` };
  }
  return { from, to };
}
