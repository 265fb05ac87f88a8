// Dates in examples fall on the day of the build, so a reader never copies a date years old.
// The day is fixed when the module loads: one build (pages, then their markdown twins in
// onPostBuild, in the same process) never straddles two days, and a build of the same day
// makes the same examples again.

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The UTC day of a moment, YYYY-MM-DD. */
export const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * The day examples fall on: SOURCE_DATE_EPOCH's when it is set (the reproducible-builds
 * convention, seconds since 1970), else today's, in UTC. Read through globalThis so the browser
 * (which has no `process`) gets today's.
 */
export function sampleDay(now = Date.now()): string {
  const env = (globalThis as { process?: { env?: Record<string, string | undefined> } }).process
    ?.env;
  const epoch = Number(env?.SOURCE_DATE_EPOCH);
  return dayOf(Number.isFinite(epoch) && epoch > 0 ? epoch * 1000 : now);
}

/** This process's sample day (see sampleDay). */
export const SAMPLE_DAY = sampleDay();

/** When a sampled day starts: mid-morning, a time of day a reader recognises as made up. */
const START = { hours: 10, minutes: 15 };

/**
 * A date-time `minutes` after the sample day's start, as ISO 8601 in UTC, with the number of
 * fraction digits the API writes (eSignature: seven, "2026-11-28T10:15:00.0000000Z").
 */
export function sampleDateTime(day: string, minutes: number, fractionDigits: number): string {
  const base = Date.parse(`${DAY.test(day) ? day : SAMPLE_DAY}T00:00:00Z`);
  const at = new Date(base + (START.hours * 60 + START.minutes + minutes) * 60_000);
  const whole = at.toISOString().slice(0, 19);
  return fractionDigits > 0 ? `${whole}.${'0'.repeat(fractionDigits)}Z` : `${whole}Z`;
}

/** The calendar day `minutes` after the sample day's start, YYYY-MM-DD. */
export const sampleDate = (day: string, minutes: number) =>
  sampleDateTime(day, minutes, 0).slice(0, 10);
