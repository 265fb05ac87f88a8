/**
 * The API limits of the platform's developer (demo) environment, per account: 3,000 calls an
 * hour, counted from the top of the hour, and a burst limit of 200 calls in 30 seconds (500 is
 * production's). The polling limit is off unless given (README: why).
 */
export interface ApiLimits {
  /** Calls per account and clock hour (X-RateLimit-Limit). */
  hourly: number;
  /** Calls per account in any 30-second span (X-BurstLimit-Limit). */
  burst: number;
  /**
   * Seconds an integration key must wait before polling the same envelope's status again; 0 does
   * not check (the default). The platform's guideline is 900 (once every 15 minutes).
   */
  pollingIntervalSeconds: number;
}

export const DEMO_API_LIMITS: ApiLimits = { hourly: 3000, burst: 200, pollingIntervalSeconds: 0 };

export const BURST_WINDOW_MS = 30_000;
export const HOUR_MS = 3600_000;

/** The demo values, with what was given instead (unset: the demo's); a wrong one is named. */
export function apiLimits(given: Partial<ApiLimits> = {}): ApiLimits {
  const set = Object.entries(given).filter(([, value]) => value !== undefined);
  const limits: ApiLimits = { ...DEMO_API_LIMITS, ...Object.fromEntries(set) };
  for (const [name, min] of [
    ['hourly', 1],
    ['burst', 1],
    ['pollingIntervalSeconds', 0],
  ] as const) {
    if (!Number.isInteger(limits[name]) || limits[name] < min) {
      throw new Error(`sandbox apiLimits.${name} must be an integer of ${min} or more`);
    }
  }
  return limits;
}
