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

/** `2025-03-01` (or a timestamp) → "March 1, 2025"; an unreadable value is shown as given. */
export function formatDate(iso: string): string {
  const date = day(iso);
  return Number.isNaN(date.getTime()) ? iso : long().format(date);
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
