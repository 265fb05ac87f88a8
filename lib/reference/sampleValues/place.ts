/** Where a sampled value sits: what the value rules (names.ts) read to pick it. */
export interface ValuePlace {
  /** The property's or parameter's name, when it has one. */
  name?: string;
  /** The names above it, nearest last: properties and the named schemas they hold. */
  trail: readonly string[];
  /** What keeps made-up ids stable (seeded.ts): the operation, or '' */
  seed: string;
  /** The day dates fall on, YYYY-MM-DD (dates.ts). */
  day: string;
  /** The API the values are for (its conventions: eSignature's seven-digit date-times). */
  api?: string;
}

/** The words of a name, lower case: `emailBlurb`, `email_blurb`, `email-blurb` → email, blurb. */
export function wordsOf(name: string | undefined): string[] {
  if (!name) return [];
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word.toLowerCase());
}

/** The item `back` from the end of a list (1: the last); Array.prototype.at is not in every browser. */
export const lastOf = <T>(list: readonly T[], back = 1): T | undefined => list[list.length - back];

/** A name as the tables key it: its words run together (`email_blurb` → emailblurb). */
export const keyOf = (name: string | undefined) => wordsOf(name).join('');

/** Whether a value fits a schema's pattern (one JavaScript cannot read lets any value stand). */
export function fitsPattern(pattern: string | undefined, value: string): boolean {
  if (!pattern) return true;
  try {
    return new RegExp(pattern, 'u').test(value);
  } catch {
    return true;
  }
}
