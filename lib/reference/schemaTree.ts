import type { PropertyModel, SchemaModel } from './model';

/** The keywords whose value is one subschema applied conditionally or negated. */
const CONDITIONALS = ['not', 'if', 'then', 'else'] as const;

/** Every keyword of the model that holds subschemas, in the order the walks visit them. */
export const CHILD_KEYWORDS = [
  'properties',
  'items',
  'additionalProperties',
  'oneOf',
  'anyOf',
  'allOf',
  'prefixItems',
  'patternProperties',
  ...CONDITIONALS,
] as const;
export type ChildKeyword = (typeof CHILD_KEYWORDS)[number];

/** A node's subschemas by keyword, each turned into a `T` (a `SchemaModel` keeps the node's shape). */
export interface MappedChildren<T> {
  properties?: (Omit<PropertyModel, 'schema'> & { schema: T })[];
  items?: T;
  additionalProperties?: T;
  oneOf?: T[];
  anyOf?: T[];
  allOf?: T[];
  prefixItems?: T[];
  patternProperties?: { pattern: string; schema: T }[];
  not?: T;
  if?: T;
  then?: T;
  else?: T;
}

/** How a keyword holds its subschemas: entries with a `schema` each, a list, or one schema. */
const ENTRIES = new Set<ChildKeyword>(['properties', 'patternProperties']);
const LISTS = new Set<ChildKeyword>(['oneOf', 'anyOf', 'allOf', 'prefixItems']);

type Entry = { schema: SchemaModel };

/**
 * The one walk over what a schema holds below it: each subschema of the given keywords (all by
 * default) mapped through `step`, keyword by keyword; keywords the node lacks are left out. A
 * boolean `additionalProperties` holds no schema. Adding a keyword to the model means adding it
 * to CHILD_KEYWORDS and MappedChildren, and every walk (budget, JSON Schema, tree reads) sees it.
 */
export function mapChildSchemas<T>(
  schema: SchemaModel,
  step: (child: SchemaModel) => T,
  keywords: readonly ChildKeyword[] = CHILD_KEYWORDS,
): MappedChildren<T> {
  const out: Record<string, unknown> = {};
  for (const keyword of keywords) {
    const value = schema[keyword];
    if (value === undefined || typeof value === 'boolean') continue;
    if (ENTRIES.has(keyword))
      out[keyword] = (value as Entry[]).map((entry) => ({ ...entry, schema: step(entry.schema) }));
    else if (LISTS.has(keyword)) out[keyword] = (value as SchemaModel[]).map(step);
    else out[keyword] = step(value as SchemaModel);
  }
  return out as MappedChildren<T>;
}

/**
 * The schemas directly below a node: its properties', items, additionalProperties, variants,
 * tuple items, pattern properties and conditionals (the keywords of mapChildSchemas, read
 * without copying: the budget and the tree reads call it on every node).
 */
export function childSchemas(schema: SchemaModel): SchemaModel[] {
  const children: SchemaModel[] = [];
  for (const keyword of CHILD_KEYWORDS) {
    const value = schema[keyword];
    if (value === undefined || typeof value === 'boolean') continue;
    if (ENTRIES.has(keyword)) for (const entry of value as Entry[]) children.push(entry.schema);
    else if (LISTS.has(keyword)) children.push(...(value as SchemaModel[]));
    else children.push(value as SchemaModel);
  }
  return children;
}
