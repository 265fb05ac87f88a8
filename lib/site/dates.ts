// docs/behaviour.md §9: the default locale is en-US. Every date the site shows is written here,
// on UTC, so a page reads the same whatever the time zone of the machine that built it.

export const DEFAULT_LOCALE = 'en-US';

const LONG = new Intl.DateTimeFormat(DEFAULT_LOCALE, { dateStyle: 'long', timeZone: 'UTC' });
const DATE_TIME = new Intl.DateTimeFormat(DEFAULT_LOCALE, {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'UTC',
});

/** ICU writes thin and narrow no-break spaces in ranges and times; pages use plain spaces. */
const plainSpaces = (text: string) => text.replace(/[\u2009\u202f]/g, ' ');
const day = (iso: string) => new Date(`${iso.slice(0, 10)}T00:00:00Z`);

/** `2025-03-01` (or a timestamp) → "March 1, 2025"; an unreadable value is shown as given. */
export function formatDate(iso: string): string {
  const date = day(iso);
  return Number.isNaN(date.getTime()) ? iso : LONG.format(date);
}

/** "January 21, 2027", or "February 12 – 14, 2027" for an item over several days. */
export function formatDateRange(date: string, end?: string): string {
  if (!end || end === date) return formatDate(date);
  return plainSpaces(LONG.formatRange(day(date), day(end)));
}

/** A moment with its time, in UTC: "March 1, 2025 at 2:05 PM UTC". */
export function formatDateTime(moment: Date): string {
  return `${plainSpaces(DATE_TIME.format(moment))} UTC`;
}
