import type { PropertyModel, SchemaModel } from '../../../lib/reference/model';

/**
 * Maps a node to the schema it stands for: a truncated node (a named schema beyond the page's
 * depth) to its loaded chunk when there is one, anything else to itself.
 */
export type ResolveSchema = (schema: SchemaModel) => SchemaModel;

export const asIs: ResolveSchema = (schema) => schema;

/** A resolver over chunks loaded by schema name. */
export function chunkResolver(chunks: ReadonlyMap<string, SchemaModel>): ResolveSchema {
  return (schema) => {
    const loaded = schema.truncated && schema.refName ? chunks.get(schema.refName) : undefined;
    return loaded ? { ...loaded, truncated: false } : schema;
  };
}

/** The properties the user may set, as the form lists them: own and allOf's, not read-only. */
export function editableProperties(schema: SchemaModel): PropertyModel[] {
  const own = schema.properties ?? [];
  const merged = (schema.allOf ?? []).flatMap((part) => part.properties ?? []);
  return [...own, ...merged].filter((property) => !property.schema.readOnly);
}

export function isObjectSchema(schema: SchemaModel): boolean {
  return (
    schema.truncated === true ||
    schema.type === 'object' ||
    (schema.properties?.length ?? 0) > 0 ||
    (schema.allOf?.length ?? 0) > 0
  );
}

/** The schema of property `name` of an object schema, if the schema names it. */
export function propertySchema(schema: SchemaModel, name: string): SchemaModel | undefined {
  const named = editableProperties(schema).find((property) => property.name === name);
  if (named) return named.schema;
  return typeof schema.additionalProperties === 'object' ? schema.additionalProperties : undefined;
}

export function isRequired(schema: SchemaModel, name: string): boolean {
  return editableProperties(schema).some((property) => property.name === name && property.required);
}
