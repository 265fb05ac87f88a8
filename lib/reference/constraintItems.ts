import type { SchemaModel } from './model';

/** A constraint as shown: "min: 1", "pattern: ^a$", "enum: a, b". */
export interface ConstraintItem {
  label: string;
  value: string;
}

const show = (value: unknown): string =>
  typeof value === 'string' ? value : JSON.stringify(value);

/** The labelled constraints of a schema, in reading order. */
export function constraintItems(schema: SchemaModel): ConstraintItem[] {
  const c = schema.constraints ?? {};
  const items: ConstraintItem[] = [];
  const add = (label: string, value: unknown) => {
    if (value !== undefined) items.push({ label, value: show(value) });
  };
  // OpenAPI 3.0 marks exclusivity with a boolean beside minimum; 3.1 gives the bound itself.
  if (typeof c.exclusiveMinimum === 'number') add('exclusive min', c.exclusiveMinimum);
  else add(c.exclusiveMinimum ? 'exclusive min' : 'min', c.minimum);
  if (typeof c.exclusiveMaximum === 'number') add('exclusive max', c.exclusiveMaximum);
  else add(c.exclusiveMaximum ? 'exclusive max' : 'max', c.maximum);
  add('multiple of', c.multipleOf);
  add('min length', c.minLength);
  add('max length', c.maxLength);
  add('pattern', c.pattern);
  add('min items', c.minItems);
  add('max items', c.maxItems);
  if (c.uniqueItems) add('unique items', true);
  if (schema.const !== undefined) items.push({ label: 'const', value: show(schema.const) });
  else if (schema.enum?.length) add('enum', schema.enum.map(show).join(', '));
  add('default', schema.default);
  if (schema.examples?.length)
    items.push({ label: 'examples', value: schema.examples.map(show).join(', ') });
  else add('example', schema.example);
  return items;
}
