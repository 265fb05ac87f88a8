// docs/behaviour.md §9: the default locale is en-US. Every date the site shows is written here,
// on UTC, so a page reads the same whatever the time zone of the machine that built it.

export const DEFAULT_LOCALE = 'en-US';

/**
 * Made on first use, not when the module loads: every page's first script imports this module
 * (for DEFAULT_LOCALE), and making a formatter loads the locale's ICU data, the longest single
 * item of a method page's start-up on a throttled phone (docs/performance.md "Staying out of
 * the first load").
 */
function lazy(options: Intl.DateTimeFormatOptions): () => Intl.DateTimeFormat {
  let made: Intl.DateTimeFormat | undefined;
  return () => (made ??= new Intl.DateTimeFormat(DEFAULT_LOCALE, options));
}

const long = lazy({ dateStyle: 'long', timeZone: 'UTC' });
const dateTime = lazy({ dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' });

/** ICU writes thin and narrow no-break spaces in ranges and times; pages use plain spaces. */
const plainSpaces = (text: string) => text.replace(/[\u2009\u202f]/g, ' ');
const day = (iso: string) => new Date(`${iso.slice(0, 10)}T00:00:00Z`);

/** en-US's month names, as its `dateStyle: 'long'` writes them (dates.test.ts checks). */
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * `2025-03-01` (or a timestamp) → "March 1, 2025"; an unreadable value is shown as given.
 * Written without a formatter: the home page shows its latest posts' dates in its first seconds,
 * and the first `Intl.DateTimeFormat` of a page was 244–332 ms of a throttled phone's main thread
 * (loading the locale's ICU data). The same text as en-US's long date style on every day
 * the test walks (1900–2100, and the years 1000 and 9999).
 */
export function formatDate(iso: string): string {
  const date = day(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

/** "January 21, 2027", or "February 12 – 14, 2027" for an item over several days. */
export function formatDateRange(date: string, end?: string): string {
  if (!end || end === date) return formatDate(date);
  return plainSpaces(long().formatRange(day(date), day(end)));
}

/** A moment with its time, in UTC: "March 1, 2025 at 2:05 PM UTC". */
export function formatDateTime(moment: Date): string {
  return `${plainSpaces(dateTime().format(moment))} UTC`;
}
