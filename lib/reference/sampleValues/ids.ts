import type { SchemaModel } from '../model';
import { COUNTED_IDS, NUMBERED_IDS, SANDBOX_ACCOUNT_ID } from './names';
import { fitsPattern, keyOf, lastOf, wordsOf, type ValuePlace } from './place';
import { seededDigits, seededGuid } from './seeded';
import { thingOf } from './things';

const ID_WORDS = new Set(['id', 'ids', 'guid', 'uuid']);
const ACCOUNT_IDS = new Set(['accountid', 'accountidguid', 'defaultaccountid']);

/**
 * Whether a name holds an id: its last word is id (`envelopeId`, `account_id`, `id`), or the
 * one before a `default` (`senderBrandIdDefault`).
 */
export function isIdName(name: string | undefined): boolean {
  const words = wordsOf(name);
  return (
    ID_WORDS.has(lastOf(words) ?? '') ||
    (lastOf(words) === 'default' && ID_WORDS.has(lastOf(words, 2) ?? ''))
  );
}

/** Which id a name holds, told apart by what owns a bare `id` (a user's, an organization's). */
function idKey(place: ValuePlace): string {
  const key = keyOf(place.name);
  if (key !== 'id') return key;
  return `${keyOf(lastOf(place.trail))}.id`;
}

/**
 * An id as the platform writes it: the seeded account's id for an account, "1" (a carbon copy's
 * recipient "2") for what eSignature counts, a number for a numbered id or an integer, else a
 * GUID; each made from the seed and the name, so one page shows one envelopeId throughout. A
 * pattern picks the first shape it accepts.
 */
export function idValue(node: SchemaModel, place: ValuePlace): string | number {
  const key = keyOf(place.name);
  const counted = COUNTED_IDS.has(key)
    ? key === 'recipientid' && thingOf({ ...place, name: undefined })?.email === 'cc@example.com'
      ? 2
      : 1
    : undefined;
  const numbered = Number(seededDigits(place.seed, idKey(place), 5));
  if (node.type === 'integer' || node.type === 'number') {
    const max = node.constraints.maximum;
    const value = counted ?? numbered;
    return max !== undefined && value > max ? Math.max(1, Math.floor(max)) : value;
  }
  const guid = seededGuid(place.seed, idKey(place));
  const uuid = node.format === 'uuid' || node.format === 'guid';
  const shapes = [
    ...(ACCOUNT_IDS.has(key) ? [SANDBOX_ACCOUNT_ID] : []),
    ...(uuid ? [guid] : []),
    ...(counted !== undefined ? [String(counted)] : []),
    ...(NUMBERED_IDS.has(key) ? [String(numbered)] : []),
    guid,
    String(numbered),
    '1',
  ];
  const pattern = node.constraints.pattern;
  return shapes.find((shape) => fitsPattern(pattern, shape)) ?? shapes[0];
}
