import type { SchemaModel } from '../../../lib/reference/model';

const MAX_DEPTH = 4;

/** A sample value for a schema: its example, default or first enum value, else one by type. */
export function sampleValue(schema: SchemaModel, depth = 0): unknown {
  if (schema.example !== undefined) return schema.example;
  if (schema.default !== undefined) return schema.default;
  if (schema.enum?.length) return schema.enum[0];
  const variant = schema.oneOf?.[0] ?? schema.anyOf?.[0];
  if (variant) return sampleValue(variant, depth);
  switch (schema.type) {
    case 'string':
      return schema.format === 'date-time' ? '2026-01-01T00:00:00Z' : 'string';
    case 'integer':
    case 'number':
      return schema.constraints?.minimum ?? 0;
    case 'boolean':
      return true;
    case 'array':
      return depth < MAX_DEPTH && schema.items ? [sampleValue(schema.items, depth + 1)] : [];
  }
  if (schema.truncated || schema.unknown || depth >= MAX_DEPTH) return {};
  const result: Record<string, unknown> = {};
  const properties = [
    ...(schema.allOf ?? []).flatMap((part) => part.properties ?? []),
    ...(schema.properties ?? []),
  ];
  for (const property of properties) {
    if (property.schema.readOnly) continue;
    result[property.name] = sampleValue(property.schema, depth + 1);
  }
  return result;
}
