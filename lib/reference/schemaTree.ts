import type { SchemaModel } from './model';

/** The schemas directly below a node: its properties', items, additionalProperties, variants. */
export function childSchemas(schema: SchemaModel): SchemaModel[] {
  return [
    ...(schema.properties ?? []).map((property) => property.schema),
    ...(schema.items ? [schema.items] : []),
    ...(typeof schema.additionalProperties === 'object' ? [schema.additionalProperties] : []),
    ...(schema.oneOf ?? []),
    ...(schema.anyOf ?? []),
    ...(schema.allOf ?? []),
  ];
}
