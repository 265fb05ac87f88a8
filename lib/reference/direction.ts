import type { PropertyModel } from './model';

/**
 * Which body a schema is shown for: a request hides readOnly fields, a response hides
 * writeOnly ones (docs/behaviour.md §2.1); parameters and unknown uses show both. One rule for
 * the method page and its markdown twin.
 */
export type SchemaDirection = 'request' | 'response' | 'any';

/** The properties a body of that direction shows, those it hides, and the flag hiding them. */
export function byDirection<T extends Pick<PropertyModel, 'schema'>>(
  properties: T[],
  direction: SchemaDirection,
): { shown: T[]; hidden: T[]; flag: 'readOnly' | 'writeOnly' } {
  const flag = direction === 'request' ? 'readOnly' : 'writeOnly';
  const hidden = direction === 'any' ? [] : properties.filter((p) => p.schema[flag]);
  const shown = hidden.length === 0 ? properties : properties.filter((p) => !p.schema[flag]);
  return { shown, hidden, flag };
}

/** The sentence naming the hidden fields under the list. */
export function hiddenFieldsNote(
  hidden: Pick<PropertyModel, 'name'>[],
  direction: SchemaDirection,
  flag: 'readOnly' | 'writeOnly',
): string {
  const why = flag === 'readOnly' ? 'read only' : 'write only';
  return `Not shown in the ${direction}: ${hidden.map((p) => p.name).join(', ')} (${why}).`;
}
