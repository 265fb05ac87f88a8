/**
 * What a made-up answer gives itself away by: the placeholders of schema samplers, which the
 * platform never answers. `"string"` for text, `0` for an id, the zero GUID (and the sampler's
 * seeded zero GUID), and dates of a fixed past day (2019-08-24, 0001-01-01, the epoch).
 */
export interface Placeholder {
  /** Where in the answer, as a JSON path: `$.users[0].id`. */
  at: string;
  value: unknown;
  kind: 'string' | 'zero id' | 'zero GUID' | 'old date';
}

const ZERO_GUID = /^0{8}-0{4}-[0-9a-f]0{3}-[0-9a-f]0{3}-0{12}$/i;
/** A date, with or without a time, in the ISO form answers carry (2019-08-24T14:15:22Z). */
const ISO_DATE = /^(\d{4})-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/;
/** Before this year a date in an answer is a sampler's fixed day, not something that happened. */
const FIRST_REAL_YEAR = 2020;
const ID_NAME = /(^id$|Id$|_id$|ID$)/;

/** Every placeholder in an answer, up to `limit` (an answer full of them says enough by then). */
export function placeholdersIn(answer: unknown, limit = 20): Placeholder[] {
  const found: Placeholder[] = [];
  const visit = (value: unknown, at: string, key: string, depth: number) => {
    if (found.length >= limit || depth > 12) return;
    if (Array.isArray(value)) {
      value.forEach((item, index) => visit(item, `${at}[${index}]`, key, depth + 1));
      return;
    }
    if (value && typeof value === 'object') {
      for (const [name, child] of Object.entries(value))
        visit(child, `${at}.${name}`, name, depth + 1);
      return;
    }
    // A data type named "string" (`field_data_type`, `type`) is a value, not a placeholder.
    if (value === 'string' && !/type$/i.test(key)) found.push({ at, value, kind: 'string' });
    else if (ID_NAME.test(key) && (value === 0 || value === '0'))
      found.push({ at, value, kind: 'zero id' });
    else if (typeof value === 'string' && ZERO_GUID.test(value))
      found.push({ at, value, kind: 'zero GUID' });
    else if (typeof value === 'string') {
      const date = ISO_DATE.exec(value);
      if (date && Number(date[1]) < FIRST_REAL_YEAR) found.push({ at, value, kind: 'old date' });
    }
  };
  visit(answer, '$', '', 0);
  return found;
}
