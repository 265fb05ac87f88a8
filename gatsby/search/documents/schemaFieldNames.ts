import type { OperationModel, SchemaModel } from '../../../lib/reference/model';

/**
 * Depth of nested objects whose property names are indexed: deep enough for the tabs of an
 * envelope's recipients (envelopeDefinition → recipients → signers → tabs → signHereTabs).
 */
const FIELD_DEPTH = 5;
const FIELD_LIMIT = 600;

/**
 * Property names of a schema to a small depth. Named schemas left as references (`refName`
 * without properties) are looked up in `schemas`; each named schema is walked once.
 */
export function schemaFieldNames(
  root: SchemaModel | undefined,
  schemas: Record<string, SchemaModel>,
  names: Set<string> = new Set(),
): Set<string> {
  const visited = new Set<string>();
  const walk = (schema: SchemaModel | undefined, depth: number) => {
    if (!schema || depth > FIELD_DEPTH || names.size >= FIELD_LIMIT) return;
    let node = schema;
    if (node.refName && !node.properties && !node.items) {
      if (visited.has(node.refName)) return;
      visited.add(node.refName);
      node = schemas[node.refName] ?? node;
    }
    for (const property of node.properties ?? []) {
      names.add(property.name);
      walk(property.schema, depth + 1);
    }
    walk(node.items, depth);
    for (const part of [...(node.allOf ?? []), ...(node.oneOf ?? []), ...(node.anyOf ?? [])]) {
      walk(part, depth);
    }
  };
  walk(root, 1);
  return names;
}

/** Field names of an operation's request body and responses, and those of its request. */
export function operationFieldNames(
  operation: OperationModel,
  schemas: Record<string, SchemaModel>,
): { fields: string[]; requestFields: string[] } {
  const request = new Set<string>();
  for (const media of operation.requestBody?.content ?? []) {
    schemaFieldNames(media.schema, schemas, request);
  }
  const names = new Set(request);
  for (const response of operation.responses) {
    for (const media of response.content) schemaFieldNames(media.schema, schemas, names);
  }
  return { fields: [...names], requestFields: [...request] };
}
