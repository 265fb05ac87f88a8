import type { SchemaModel } from '../model';
import { dayOf } from './dates';
import { idValue, isIdName } from './ids';
import { FALSE_FLAGS, NUMBERS } from './names';
import { keyOf, lastOf, wordsOf, type ValuePlace } from './place';

/** A number by its name: the table, a count by its last word, the sample day's year. */
function byName(place: ValuePlace, key: string): number | undefined {
  if (key in NUMBERS) return NUMBERS[key];
  const last = lastOf(wordsOf(place.name)) ?? '';
  if (last in NUMBERS) return NUMBERS[last];
  if (last === 'year') return Number((place.day || dayOf(Date.now())).slice(0, 4));
  if (/^(days|hours|minutes|seconds|period|months)$/.test(last)) return 30;
  return undefined;
}

/** `value` moved inside the schema's bounds and onto its multipleOf. */
function bounded(value: number, node: SchemaModel): number {
  const { minimum, maximum, exclusiveMinimum, exclusiveMaximum, multipleOf } = node.constraints;
  const integer = node.type === 'integer';
  const step = integer ? 1 : 0.01;
  let result = value;
  const low = typeof exclusiveMinimum === 'number' ? exclusiveMinimum + step : minimum;
  const high = typeof exclusiveMaximum === 'number' ? exclusiveMaximum - step : maximum;
  if (low !== undefined && result < low) result = low;
  if (high !== undefined && result > high) result = high;
  if (multipleOf) result = Math.ceil(result / multipleOf) * multipleOf;
  return integer ? Math.round(result) : result;
}

/**
 * A number as the platform would write it at `place`: an id (never 0), a count, a position, a
 * size from the table (names.ts), else 1; always within the schema's bounds.
 */
export function numberValue(node: SchemaModel, place: ValuePlace): number {
  const key = keyOf(place.name);
  const value = isIdName(place.name) ? Number(idValue(node, place)) : (byName(place, key) ?? 1);
  return bounded(value, node);
}

/** A boolean: true, unless the name says what a sample would rather not be (`isDeleted`). */
export const booleanValue = (place: ValuePlace) => !FALSE_FLAGS.test(keyOf(place.name));
