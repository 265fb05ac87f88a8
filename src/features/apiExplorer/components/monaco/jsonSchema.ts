import type { SchemaConstraints, SchemaModel } from '../../../../../lib/reference/model';
import { childSchemas } from '../../../../../lib/reference/schemaTree';
import { htmlToText } from '../../../../../lib/htmlText';

/** A plain JSON Schema (draft-07 subset), as Monaco's JSON language service reads it. */
export interface JsonSchema extends SchemaConstraints {
  type?: string | string[];
  format?: string;
  title?: string;
  description?: string;
  deprecationMessage?: string;
  readOnly?: boolean;
  writeOnly?: boolean;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: JsonSchema | boolean;
  items?: JsonSchema;
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  default?: unknown;
  examples?: unknown[];
  $ref?: string;
  definitions?: Record<string, JsonSchema>;
}

/** Named schemas that the page left out (truncated nodes), by name, once they are loaded. */
export type SchemaDefinitions = Record<string, SchemaModel>;

// Definition keys stay plain JSON-pointer segments whatever the spec named its schemas.
const definitionKey = (name: string) => name.replace(/[^\w.-]/g, '_');

// A pattern the browser cannot compile would make the language service fail on the whole body.
function usablePattern(pattern: string): boolean {
  try {
    new RegExp(pattern, 'u');
    return true;
  } catch {
    return false;
  }
}

function typeOf(schema: SchemaModel): string | string[] | undefined {
  // A "file" in a JSON body is its content as a string (e.g. base64).
  const type = schema.type === 'file' ? 'string' : schema.type;
  if (type === undefined) return undefined;
  return schema.nullable && type !== 'null' ? [type, 'null'] : type;
}

function convert(schema: SchemaModel, definitions: SchemaDefinitions): JsonSchema {
  if (schema.unknown) return {};
  if (schema.truncated) {
    // Left open when its chunk is not loaded: no false warnings for what the page cannot see.
    return schema.refName !== undefined && definitions[schema.refName] !== undefined
      ? { $ref: `#/definitions/${definitionKey(schema.refName)}` }
      : {};
  }
  const step = (child: SchemaModel) => convert(child, definitions);
  const result: JsonSchema = {};
  const type = typeOf(schema);
  if (type !== undefined) result.type = type;
  if (schema.format) result.format = schema.format;
  if (schema.title) result.title = schema.title;
  // Hover text is plain: Monaco shows `description` as text, so the reference's HTML is flattened.
  if (schema.descriptionHtml) result.description = htmlToText(schema.descriptionHtml);
  if (schema.deprecated) result.deprecationMessage = 'Deprecated.';
  // read by openapi-sampler for generated examples (gatsby/pages/apiReference/generatedExamples.ts)
  if (schema.readOnly) result.readOnly = true;
  if (schema.writeOnly) result.writeOnly = true;
  if (schema.enum) result.enum = schema.enum;
  if (schema.default !== undefined) result.default = schema.default;
  if (schema.example !== undefined) result.examples = [schema.example];
  const { pattern, ...constraints } = schema.constraints;
  Object.assign(result, constraints);
  if (pattern !== undefined && usablePattern(pattern)) result.pattern = pattern;
  if (schema.properties) {
    result.properties = Object.fromEntries(
      schema.properties.map((property) => [property.name, step(property.schema)]),
    );
    const required = schema.properties.filter((p) => p.required).map((p) => p.name);
    if (required.length > 0) result.required = required;
  }
  if (schema.additionalProperties !== undefined) {
    result.additionalProperties =
      typeof schema.additionalProperties === 'boolean'
        ? schema.additionalProperties
        : step(schema.additionalProperties);
  } else if (schema.properties?.length && !schema.allOf && !schema.oneOf && !schema.anyOf) {
    // The reference lists every field of a plain object, so another name is most likely a typo:
    // flagged (Monaco shows schema problems as warnings, which do not block Send). Composed
    // objects stay open, since each part would reject the other parts' fields.
    result.additionalProperties = false;
  }
  if (schema.items) result.items = step(schema.items);
  if (schema.oneOf) result.oneOf = schema.oneOf.map(step);
  if (schema.anyOf) result.anyOf = schema.anyOf.map(step);
  if (schema.allOf) result.allOf = schema.allOf.map(step);
  return result;
}

/**
 * The request body's schema as a plain JSON Schema for Monaco's validation and completion.
 * Truncated nodes point into `definitions` (the loaded chunks, converted the same way), so
 * recursive schemas stay finite; those not loaded are left open (`{}`).
 */
export function toJsonSchema(schema: SchemaModel, definitions: SchemaDefinitions = {}): JsonSchema {
  const result = convert(schema, definitions);
  const names = Object.keys(definitions);
  if (names.length > 0) {
    result.definitions = Object.fromEntries(
      names.map((name) => [definitionKey(name), convert(definitions[name], definitions)]),
    );
  }
  return result;
}

/** Names of the truncated nodes in a schema: the chunks to load for a complete JSON Schema. */
export function truncatedNames(schema: SchemaModel, found = new Set<string>()): Set<string> {
  if (schema.truncated && schema.refName !== undefined) found.add(schema.refName);
  for (const child of childSchemas(schema)) truncatedNames(child, found);
  return found;
}
