import type { OperationModel, SchemaModel } from '../../../lib/reference';

const MAX_DEPTH = 8;

/**
 * A sample value for a schema: its example, default or first enum value, else one built from
 * its type (named schemas resolved through `schemas`, recursion cut at a small depth).
 */
export function sampleOf(
  node: SchemaModel | undefined,
  schemas: Record<string, SchemaModel>,
  depth = 0,
): unknown {
  if (!node) return {};
  if (node.example !== undefined) return node.example;
  if (node.default !== undefined) return node.default;
  if (node.enum && node.enum.length > 0) return node.enum[0];
  const named = node.refName ? schemas[node.refName] : undefined;
  if (named && named !== node && !node.properties && !node.type) {
    return depth >= MAX_DEPTH ? {} : sampleOf(named, schemas, depth + 1);
  }
  const variant = node.oneOf?.[0] ?? node.anyOf?.[0];
  if (variant) return sampleOf(variant, schemas, depth + 1);
  if (node.allOf) {
    return Object.assign({}, ...node.allOf.map((part) => sampleOf(part, schemas, depth + 1)));
  }
  switch (node.type) {
    case 'string':
      if (node.format === 'date-time') return '2026-01-01T00:00:00.0000000Z';
      if (node.format === 'date') return '2026-01-01';
      if (node.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
      if (node.format === 'email') return 'pat.jones@example.com';
      if (node.format === 'uri') return 'https://example.com/';
      return 'string';
    case 'integer':
    case 'number':
      return node.constraints?.minimum ?? 0;
    case 'boolean':
      return true;
    case 'array':
      return depth >= MAX_DEPTH || !node.items ? [] : [sampleOf(node.items, schemas, depth + 1)];
    default: {
      if (depth >= MAX_DEPTH || !node.properties) return {};
      return Object.fromEntries(
        node.properties
          .filter((property) => !property.schema.writeOnly)
          .map((property) => [property.name, sampleOf(property.schema, schemas, depth + 1)]),
      );
    }
  }
}

/** The success answer of an operation: its status and media (first 2xx, else 200 with nothing). */
export function successResponse(operation: OperationModel) {
  const response =
    operation.responses.find((candidate) => /^2\d\d$/.test(candidate.status)) ??
    operation.responses.find((candidate) => candidate.status === '2XX');
  const status = response && /^\d{3}$/.test(response.status) ? Number(response.status) : 200;
  const media = response?.content.find((m) => /json/i.test(m.contentType)) ?? response?.content[0];
  return { status, media };
}
