import type { SchemaModel } from '../../../lib/reference/model';

/** A short type label: "string (email)", "array of Signer", "Recipients", "unknown schema". */
export function schemaLabel(schema: SchemaModel): string {
  if (schema.unknown) return 'unknown schema';
  if (schema.type === 'array')
    return `array of ${schema.items ? schemaLabel(schema.items) : 'any'}`;
  if (schema.refName && (schema.type === 'object' || !schema.type)) return schema.refName;
  const base = schema.type ?? (schema.oneOf ? 'one of' : schema.anyOf ? 'any of' : 'object');
  const withFormat = schema.format ? `${base} (${schema.format})` : base;
  return schema.nullable ? `${withFormat} | null` : withFormat;
}

/** Whether a schema has something to expand: properties, object items, variants or a chunk. */
export function hasChildren(schema: SchemaModel): boolean {
  if (schema.truncated) return true;
  if (schema.properties?.length) return true;
  if (schema.prefixItems?.length || schema.patternProperties?.length) return true;
  if (schema.not || schema.if || schema.discriminator) return true;
  if (schema.items) return hasChildren(schema.items);
  if (typeof schema.additionalProperties === 'object') return true;
  return Boolean(schema.oneOf?.length || schema.anyOf?.length || schema.allOf?.length);
}
