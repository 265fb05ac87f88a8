import { NUMBER_CONSTRAINTS, type SchemaModel } from '../../../lib/reference';

export type JsonSchema = Record<string, unknown>;

function uniqueValues(values: unknown[]): unknown[] {
  const seen = new Set<string>();
  return values.filter((value) => {
    const key = JSON.stringify(value);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * The reference model's schema back as JSON Schema for Ajv. A named schema is a $ref into the
 * API's definitions (`{apiId}#/definitions/{name}`), so recursion stays finite. Only what the
 * model knows is checked; unknown properties are allowed unless the spec forbids them.
 */
export function toJsonSchema(
  node: SchemaModel,
  apiId: string,
  known: (name: string) => boolean,
  root = false,
): JsonSchema {
  if (!root && node.refName && known(node.refName)) {
    return { $ref: `${apiId}#/definitions/${encodeURIComponent(node.refName)}` };
  }
  if (node.unknown || node.type === 'file') return {};
  const out: JsonSchema = {};
  const child = (schema: SchemaModel) => toJsonSchema(schema, apiId, known);
  if (
    node.type &&
    ['object', 'array', 'string', 'integer', 'number', 'boolean', 'null'].includes(node.type)
  ) {
    out.type = node.nullable ? [node.type, 'null'] : node.type;
  }
  if (node.format && node.type === 'string' && node.format !== 'binary' && node.format !== 'byte') {
    out.format = node.format;
  }
  // Specs repeat enum values (a nullable enum that lists null too); Ajv refuses duplicates.
  if (node.enum) out.enum = uniqueValues(node.nullable ? [...node.enum, null] : node.enum);
  if (node.properties) {
    out.properties = Object.fromEntries(node.properties.map((p) => [p.name, child(p.schema)]));
    const required = node.properties
      .filter((p) => p.required && !p.schema.readOnly)
      .map((p) => p.name);
    if (required.length > 0) out.required = required;
  }
  if (node.additionalProperties === false) out.additionalProperties = false;
  else if (node.additionalProperties && typeof node.additionalProperties === 'object') {
    out.additionalProperties = child(node.additionalProperties);
  }
  if (node.items) out.items = child(node.items);
  if (node.oneOf) out.anyOf = node.oneOf.map(child); // anyOf: overlapping specs stay usable
  if (node.anyOf) out.anyOf = node.anyOf.map(child);
  if (node.allOf) out.allOf = node.allOf.map(child);
  const c = node.constraints ?? {};
  for (const key of [...NUMBER_CONSTRAINTS, 'uniqueItems'] as const) {
    if (c[key] !== undefined) out[key] = c[key];
  }
  if (typeof c.exclusiveMinimum === 'number') out.exclusiveMinimum = c.exclusiveMinimum;
  else if (c.exclusiveMinimum === true && c.minimum !== undefined) {
    out.exclusiveMinimum = c.minimum;
    delete out.minimum;
  }
  if (typeof c.exclusiveMaximum === 'number') out.exclusiveMaximum = c.exclusiveMaximum;
  else if (c.exclusiveMaximum === true && c.maximum !== undefined) {
    out.exclusiveMaximum = c.maximum;
    delete out.maximum;
  }
  if (c.pattern) out.pattern = c.pattern;
  return out;
}
