const PLAIN_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const US_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})( .*)?$/;

/**
 * A date as the platform's clients send it, leniently as the platform takes it: a plain date
 * (`2020-01-01`, the form its guides use), an ISO date-time, or a US date (`1/31/2020`,
 * `1/31/2020 10:00 PM`). Epoch milliseconds, or undefined for text that is no date.
 */
export function parsePlatformDate(text: unknown): number | undefined {
  if (typeof text !== 'string' || text.trim() === '') return undefined;
  const value = text.trim();
  const plain = PLAIN_DATE.exec(value);
  if (plain) return calendarDay(Number(plain[1]), Number(plain[2]), Number(plain[3]));
  const us = US_DATE.exec(value);
  if (us) {
    const day = calendarDay(Number(us[3]), Number(us[1]), Number(us[2]));
    const time = us[4] ? Date.parse(`1970-01-01 ${us[4].trim()} UTC`) : 0;
    return day === undefined ? undefined : day + (Number.isNaN(time) ? 0 : time);
  }
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? undefined : ms;
}

/** Midnight UTC of a calendar day, or undefined for a day that does not exist (2020-13-45). */
function calendarDay(year: number, month: number, day: number): number | undefined {
  const ms = Date.UTC(year, month - 1, day);
  const date = new Date(ms);
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? ms : undefined;
}

/** The platform's date-time text: ISO 8601 in UTC. */
export const platformDateTime = (ms: number | null | undefined) =>
  ms === null || ms === undefined ? undefined : new Date(Number(ms)).toISOString();
