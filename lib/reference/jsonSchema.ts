// The reference model's schemas back as JSON Schema (draft-07), for every consumer: the sandbox
// server's Ajv validation and the explorer's body editor (Monaco's validation, completion and
// hover). Pure and dependency-free but for
// htmlToText, so build, browser and server share it. Where those consumers legitimately need
// different output, it is an option below, each saying why; everything else is written one way.
import { htmlToText } from '../htmlText';
import { NUMBER_CONSTRAINTS, type SchemaConstraints, type SchemaModel } from './model';
import { CHILD_KEYWORDS, childSchemas, mapChildSchemas, type ChildKeyword } from './schemaTree';

/** A plain JSON Schema (draft-07 subset), as Ajv and Monaco read it. */
export interface JsonSchema extends Omit<
  SchemaConstraints,
  'exclusiveMinimum' | 'exclusiveMaximum'
> {
  type?: string | string[];
  format?: string;
  title?: string;
  description?: string;
  deprecationMessage?: string;
  readOnly?: boolean;
  writeOnly?: boolean;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: JsonSchema | boolean;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  default?: unknown;
  examples?: unknown[];
  $ref?: string;
  definitions?: Record<string, JsonSchema>;
}

export interface JsonSchemaOptions {
  /**
   * The `$ref` a named schema is written as, or undefined when there is nothing to point at.
   * The server's Ajv holds each API's definitions under an `$id` of its own and decodes a
   * percent-encoded pointer; the editor resolves `#/definitions/...` in the same document.
   */
  refTo: (name: string) => string | undefined;
  /**
   * Which named nodes become `$ref`s. `named`: every one below the root — the server's model
   * keeps named schemas as bare `refName` nodes, one level each (lib/reference/README.md).
   * `truncated`: only the stand-ins beyond a page's budget — page schemas are expanded in place,
   * and only what the page cut off lives in a schema chunk. Either way a truncated node with
   * nothing to point at is left open (`{}`): no false errors for what is not loaded.
   */
  refs: 'named' | 'truncated';
  /**
   * A Swagger 2.0 `file`. `any`: not checked, since the validator cannot tell what form a client
   * sends a file in. `string`: in a JSON body a file is its content as a string (e.g. base64),
   * which is what the editor offers and the sampler makes.
   */
  file: 'any' | 'string';
  /**
   * `checked`: only the formats a validator should enforce — string formats but `binary` and
   * `byte` (clients send those in many encodings; ajv-formats would reject most). `all`: every
   * format, which the editor shows on hover (`int64`, `byte`, `date-time`).
   */
  formats: 'checked' | 'all';
  /**
   * Title, plain-text description, deprecation message, default and example: what Monaco shows
   * on hover and offers on completion. The validator has no use for them, and flattening every
   * description of every API would only cost the server time and memory.
   */
  annotations: boolean;
  /**
   * Unknown fields of a plain object (properties, no additionalProperties, no composition) are
   * flagged. The editor only warns (Monaco's schema problems do not block Send), and there a
   * name the reference does not list is most likely a typo. The sandbox answers like the API,
   * which accepts what a spec leaves unlisted, so it rejects them only where the spec says
   * `additionalProperties: false`. Composed objects stay open either way, since each part
   * would reject the other parts' fields.
   */
  closePlainObjects: boolean;
  /**
   * Whose data it is. `request`: a readOnly field is not required (the client does not send
   * it); `response`: a writeOnly field is not; unset (one set of definitions for both
   * directions): every required field stays required, and the readOnly/writeOnly keywords
   * (written always) say which fields travel which way.
   */
  direction?: 'request' | 'response';
}

/** Named schemas loaded beside a page's schema (its truncated nodes' chunks), by name. */
export type SchemaDefinitions = Record<string, SchemaModel>;

const JSON_TYPES = new Set(['object', 'array', 'string', 'integer', 'number', 'boolean', 'null']);

function uniqueValues(values: unknown[]): unknown[] {
  const seen = new Set<string>();
  return values.filter((value) => {
    const key = JSON.stringify(value);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

// A pattern that cannot be compiled (as Ajv and the browser do, with the `u` flag) would make
// Ajv refuse the whole operation and the editor's language service fail on the whole body: it
// is dropped, and the rest is still checked.
function usablePattern(pattern: string): boolean {
  try {
    new RegExp(pattern, 'u');
    return true;
  } catch {
    return false;
  }
}

// The model joins an OpenAPI 3.1 type list as "string | integer" (null becomes `nullable`);
// only JSON Schema's own type names are written, so an odd one leaves the type unchecked.
function typeOf(schema: SchemaModel): string | string[] | undefined {
  if (schema.type === undefined) return undefined;
  const names = schema.type.split(' | ').map((name) => (name === 'file' ? 'string' : name));
  if (!names.every((name) => JSON_TYPES.has(name))) return undefined;
  if (schema.nullable && !names.includes('null')) names.push('null');
  return names.length === 1 ? names[0] : names;
}

function constraintsOf(constraints: SchemaConstraints): JsonSchema {
  const out: JsonSchema = {};
  for (const key of NUMBER_CONSTRAINTS) {
    if (constraints[key] !== undefined) out[key] = constraints[key];
  }
  if (constraints.uniqueItems !== undefined) out.uniqueItems = constraints.uniqueItems;
  // Draft-04's boolean exclusive bounds (Swagger 2.0, OAS 3.0) in draft-07's numeric form, the
  // only one Ajv accepts; Monaco reads both.
  const { exclusiveMinimum, exclusiveMaximum, pattern } = constraints;
  if (typeof exclusiveMinimum === 'number') out.exclusiveMinimum = exclusiveMinimum;
  else if (exclusiveMinimum === true && out.minimum !== undefined) {
    out.exclusiveMinimum = out.minimum;
    delete out.minimum;
  }
  if (typeof exclusiveMaximum === 'number') out.exclusiveMaximum = exclusiveMaximum;
  else if (exclusiveMaximum === true && out.maximum !== undefined) {
    out.exclusiveMaximum = out.maximum;
    delete out.maximum;
  }
  if (pattern !== undefined && usablePattern(pattern)) out.pattern = pattern;
  return out;
}

/**
 * Child keywords not written as JSON Schema: tuple items, pattern properties and the
 * conditionals are left open (any value passes), so the sandbox stays as lenient as before and
 * the editor and the generated examples as they were.
 */
const LEFT_OPEN: readonly ChildKeyword[] = [
  'prefixItems',
  'patternProperties',
  'not',
  'if',
  'then',
  'else',
];
const CONVERTED_CHILDREN = CHILD_KEYWORDS.filter((keyword) => !LEFT_OPEN.includes(keyword));

function convert(schema: SchemaModel, options: JsonSchemaOptions, root: boolean): JsonSchema {
  if (schema.unknown) return {}; // a broken $ref: any value
  const named = schema.refName !== undefined && !root;
  if (named && (schema.truncated || options.refs === 'named')) {
    const $ref = options.refTo(schema.refName as string);
    if ($ref !== undefined) return { $ref };
  }
  if (schema.truncated) return {};
  if (schema.type === 'file' && options.file === 'any') return {};
  const step = (child: SchemaModel) => convert(child, options, false);
  const out: JsonSchema = {};
  const type = typeOf(schema);
  if (type !== undefined) out.type = type;
  if (schema.format && (options.formats === 'all' || checkedFormat(schema))) {
    out.format = schema.format;
  }
  if (options.annotations) {
    if (schema.title) out.title = schema.title;
    // Hover text is plain: Monaco shows `description` as text, so the reference's HTML is flattened.
    if (schema.descriptionHtml) out.description = htmlToText(schema.descriptionHtml);
    if (schema.deprecated) out.deprecationMessage = 'Deprecated.';
    if (schema.default !== undefined) out.default = schema.default;
    if (schema.example !== undefined) out.examples = [schema.example];
  }
  if (schema.readOnly) out.readOnly = true;
  if (schema.writeOnly) out.writeOnly = true;
  // Specs repeat enum values (a nullable enum that lists null too), which Ajv refuses; a
  // nullable enum accepts null, as its type does.
  if (schema.enum) out.enum = uniqueValues(schema.nullable ? [...schema.enum, null] : schema.enum);
  Object.assign(out, constraintsOf(schema.constraints ?? {}));
  const children = mapChildSchemas(schema, step, CONVERTED_CHILDREN);
  if (schema.properties && children.properties) {
    out.properties = Object.fromEntries(
      children.properties.map((property) => [property.name, property.schema]),
    );
    const required = schema.properties
      .filter((p) => p.required && !notSentBy(p.schema, options.direction))
      .map((p) => p.name);
    if (required.length > 0) out.required = required;
  }
  if (children.additionalProperties) {
    out.additionalProperties = children.additionalProperties;
  } else if (typeof schema.additionalProperties === 'boolean') {
    out.additionalProperties = schema.additionalProperties;
  } else if (
    options.closePlainObjects &&
    schema.additionalProperties === undefined &&
    schema.properties?.length &&
    !schema.allOf &&
    !schema.oneOf &&
    !schema.anyOf
  ) {
    out.additionalProperties = false;
  }
  if (children.items) out.items = children.items;
  // oneOf is written as anyOf: spec variants often overlap (open objects, no discriminator), and
  // oneOf would then reject (Ajv) or warn about (Monaco) a value that matches two of them.
  const variants = [
    ...(children.oneOf ? [children.oneOf] : []),
    ...(children.anyOf ? [children.anyOf] : []),
  ];
  if (variants.length === 1) out.anyOf = variants[0];
  const allOf = [
    ...(variants.length === 2 ? variants.map((list) => ({ anyOf: list })) : []),
    ...(children.allOf ?? []),
  ];
  if (allOf.length > 0) out.allOf = allOf;
  return out;
}

function checkedFormat(schema: SchemaModel): boolean {
  return schema.type === 'string' && schema.format !== 'binary' && schema.format !== 'byte';
}

function notSentBy(schema: SchemaModel, direction: JsonSchemaOptions['direction']): boolean {
  if (direction === 'request') return schema.readOnly === true;
  if (direction === 'response') return schema.writeOnly === true;
  return false;
}

/**
 * A schema of the reference model as JSON Schema. Named nodes become `$ref`s as `options.refs`
 * says, the schema itself too (a body that is a named schema is its `$ref`), so recursion stays
 * finite.
 */
export function toJsonSchema(schema: SchemaModel, options: JsonSchemaOptions): JsonSchema {
  return convert(schema, options, false);
}

/** Named schemas as definitions: each converted in full, its named children as `$ref`s. */
export function jsonSchemaDefinitions(
  schemas: Record<string, SchemaModel>,
  options: JsonSchemaOptions,
  key: (name: string) => string = (name) => name,
): Record<string, JsonSchema> {
  return Object.fromEntries(
    Object.entries(schemas).map(([name, schema]) => [key(name), convert(schema, options, true)]),
  );
}

/**
 * The options of the sandbox's request validation: every named schema a `$ref` into the API's
 * definitions, which Ajv holds under the `$id` `apiId` (`{apiId}#/definitions/{name}`); files
 * and unlisted fields accepted, as the API does; no annotations.
 */
export function validationJsonSchemaOptions(
  apiId: string,
  schemas: Record<string, SchemaModel>,
): JsonSchemaOptions {
  return {
    refTo: (name) =>
      Object.hasOwn(schemas, name)
        ? `${apiId}#/definitions/${encodeURIComponent(name)}`
        : undefined,
    refs: 'named',
    file: 'any',
    formats: 'checked',
    annotations: false,
    closePlainObjects: false,
    direction: 'request',
  };
}

// Definition keys stay plain JSON-pointer segments whatever the spec named its schemas.
const definitionKey = (name: string) => name.replace(/[^\w.-]/g, '_');

/**
 * The options of the explorer's body editor and of the build's generated examples: a page's
 * schema with its loaded chunks in the same document, annotated for hover and completion.
 */
export function editorJsonSchemaOptions(definitions: SchemaDefinitions): JsonSchemaOptions {
  return {
    refTo: (name) =>
      Object.hasOwn(definitions, name) ? `#/definitions/${definitionKey(name)}` : undefined,
    refs: 'truncated',
    file: 'string',
    formats: 'all',
    annotations: true,
    closePlainObjects: true,
  };
}

/**
 * A page's schema (a request body, say) as one JSON Schema document for Monaco's validation and
 * completion: its truncated nodes point into `definitions` (the loaded chunks, converted the same
 * way), so recursive schemas stay finite; those not loaded are left open (`{}`).
 */
export function editorJsonSchema(
  schema: SchemaModel,
  definitions: SchemaDefinitions = {},
  direction?: JsonSchemaOptions['direction'],
): JsonSchema {
  const options = { ...editorJsonSchemaOptions(definitions), direction };
  const out = toJsonSchema(schema, options);
  if (Object.keys(definitions).length > 0) {
    out.definitions = jsonSchemaDefinitions(definitions, options, definitionKey);
  }
  return out;
}

/** Names of the truncated nodes in a schema: the chunks to load for a complete JSON Schema. */
export function truncatedNames(schema: SchemaModel, found = new Set<string>()): Set<string> {
  if (schema.truncated && schema.refName !== undefined) found.add(schema.refName);
  for (const child of childSchemas(schema)) truncatedNames(child, found);
  return found;
}
