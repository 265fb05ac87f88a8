import type { SchemaModel } from './model';

/** The keywords whose value is one subschema applied conditionally or negated. */
export const CONDITIONALS = ['not', 'if', 'then', 'else'] as const;

/**
 * The schemas directly below a node: its properties', items, additionalProperties, variants,
 * tuple items, pattern properties and conditionals.
 */
export function childSchemas(schema: SchemaModel): SchemaModel[] {
  return [
    ...(schema.properties ?? []).map((property) => property.schema),
    ...(schema.items ? [schema.items] : []),
    ...(typeof schema.additionalProperties === 'object' ? [schema.additionalProperties] : []),
    ...(schema.oneOf ?? []),
    ...(schema.anyOf ?? []),
    ...(schema.allOf ?? []),
    ...(schema.prefixItems ?? []),
    ...(schema.patternProperties ?? []).map((entry) => entry.schema),
    ...CONDITIONALS.flatMap((key) => schema[key] ?? []),
  ];
}
