import { addWarning, type NormaliseContext } from './context';
import { bool, isObject, list, num, obj, str, strings, type Json } from './json';
import { optionalHtml } from './markdown';
import {
  NUMBER_CONSTRAINTS,
  type DiscriminatorModel,
  type PropertyModel,
  type SchemaConstraints,
  type SchemaModel,
} from './model';
import { namedSchemaOf, refOf, resolvePointer, warnBrokenRef } from './refs';

/** A node for a broken $ref: the page shows "unknown schema". */
export function unknownSchema(pointer: string): SchemaModel {
  return { unknown: true, refName: pointer, constraints: {} };
}

/**
 * Turns one raw schema (Swagger 2.0, OAS 3.0 or 3.1) into a SchemaModel. Named schemas stay
 * `refName` nodes, so the result is finite however recursive the spec is.
 */
export function normaliseSchema(
  ctx: NormaliseContext,
  raw: unknown,
  inlineRefs: string[] = [],
): SchemaModel {
  if (!isObject(raw)) return { constraints: {} };
  const pointer = refOf(raw);
  if (pointer !== undefined) return refSchema(ctx, raw, pointer, inlineRefs);

  const schema: SchemaModel = { constraints: constraintsOf(raw) };
  applyType(schema, raw);
  const format = str(raw.format);
  if (format) schema.format = format;
  if (raw.type === 'file') {
    schema.type = 'string'; // Swagger 2.0 file upload/download: the OAS 3 binary string
    schema.format = 'binary';
  }
  copyAnnotations(ctx, schema, raw);
  applyStructure(ctx, schema, raw, inlineRefs);
  if (schema.type === undefined) {
    if (schema.properties || schema.additionalProperties !== undefined) schema.type = 'object';
    else if (schema.items || schema.prefixItems) schema.type = 'array';
  }
  return schema;
}

function refSchema(
  ctx: NormaliseContext,
  raw: Json,
  pointer: string,
  inlineRefs: string[],
): SchemaModel {
  const target = resolvePointer(ctx.spec, pointer);
  if (!isObject(target)) {
    warnBrokenRef(ctx, pointer);
    return unknownSchema(pointer);
  }
  const name = namedSchemaOf(pointer);
  let schema: SchemaModel;
  if (name !== undefined) {
    schema = { refName: name, constraints: {} };
  } else if (inlineRefs.includes(pointer)) {
    addWarning(ctx, `circular $ref ${pointer} outside the named schemas`);
    return unknownSchema(pointer);
  } else {
    // a pointer into some other part of the spec: copied in place
    schema = normaliseSchema(ctx, target, [...inlineRefs, pointer]);
  }
  // OAS 3.1 allows a description (and a few annotations) beside $ref
  const descriptionHtml = optionalHtml(raw.description);
  if (descriptionHtml) schema.descriptionHtml = descriptionHtml;
  // 3.0's nullable beside a $ref: 3.1 has no spelling of it that keeps the reference
  if (bool(raw.nullable)) schema.nullable = true;
  if (bool(raw.readOnly)) schema.readOnly = true;
  if (bool(raw.writeOnly)) schema.writeOnly = true;
  if (bool(raw.deprecated)) schema.deprecated = true;
  return schema;
}

function applyType(schema: SchemaModel, raw: Json): void {
  if (typeof raw.type === 'string') schema.type = raw.type;
  else if (Array.isArray(raw.type)) {
    // ["string", "null"] is a nullable string (upgrade/openapi30.ts writes 3.0's nullable so)
    const types = strings(raw.type);
    const nonNull = types.filter((type) => type !== 'null');
    if (types.includes('null')) schema.nullable = true;
    schema.type = nonNull.length === 0 ? 'null' : nonNull.join(' | ');
  }
  // 3.0's nullable with no type to extend (an allOf, say) stays as it was written
  if (bool(raw.nullable)) schema.nullable = true;
}

function constraintsOf(raw: Json): SchemaConstraints {
  const constraints: SchemaConstraints = {};
  for (const key of NUMBER_CONSTRAINTS) {
    const value = num(raw[key]);
    if (value !== undefined) constraints[key] = value;
  }
  // the bounds themselves, as 3.1 writes them (upgrade/openapi30.ts turns 3.0's flags into them)
  for (const key of ['exclusiveMinimum', 'exclusiveMaximum'] as const) {
    const value = num(raw[key]);
    if (value !== undefined) constraints[key] = value;
  }
  const pattern = str(raw.pattern);
  if (pattern !== undefined) constraints.pattern = pattern;
  if (bool(raw.uniqueItems)) constraints.uniqueItems = true;
  return constraints;
}

function copyAnnotations(_ctx: NormaliseContext, schema: SchemaModel, raw: Json): void {
  const title = str(raw.title);
  if (title) schema.title = title;
  const descriptionHtml = optionalHtml(raw.description);
  if (descriptionHtml) schema.descriptionHtml = descriptionHtml;
  if (Array.isArray(raw.enum)) schema.enum = raw.enum;
  if ('const' in raw) {
    schema.const = raw.const;
    schema.enum = [raw.const];
  }
  if ('default' in raw) schema.default = raw.default;
  // 3.1's examples (upgrade/openapi30.ts moves a 3.0 example there): the first is the example
  if (Array.isArray(raw.examples) && raw.examples.length > 0) {
    schema.example = raw.examples[0];
    if (raw.examples.length > 1) schema.examples = raw.examples;
  }
  if (schema.example === undefined && 'x-ds-example' in raw) schema.example = raw['x-ds-example'];
  if (bool(raw.readOnly)) schema.readOnly = true;
  if (bool(raw.writeOnly)) schema.writeOnly = true;
  if (bool(raw.deprecated)) schema.deprecated = true;
}

function applyStructure(
  ctx: NormaliseContext,
  schema: SchemaModel,
  raw: Json,
  inlineRefs: string[],
): void {
  if (isObject(raw.properties)) {
    const required = new Set(strings(raw.required));
    schema.properties = Object.entries(raw.properties).map(([name, value]): PropertyModel => ({
      name,
      required: required.has(name),
      schema: normaliseSchema(ctx, value, inlineRefs),
    }));
  }
  if (typeof raw.additionalProperties === 'boolean')
    schema.additionalProperties = raw.additionalProperties;
  else if (isObject(raw.additionalProperties)) {
    schema.additionalProperties = normaliseSchema(ctx, raw.additionalProperties, inlineRefs);
  }
  if (raw.items !== undefined) schema.items = normaliseSchema(ctx, raw.items, inlineRefs);
  for (const key of ['oneOf', 'anyOf', 'allOf'] as const) {
    const members = list(raw[key]);
    if (members.length > 0)
      schema[key] = members.map((member) => normaliseSchema(ctx, member, inlineRefs));
  }
  const discriminator = discriminatorOf(raw.discriminator);
  if (discriminator) schema.discriminator = discriminator;
  const prefixItems = list(raw.prefixItems);
  if (prefixItems.length > 0)
    schema.prefixItems = prefixItems.map((item) => normaliseSchema(ctx, item, inlineRefs));
  if (isObject(raw.patternProperties)) {
    schema.patternProperties = Object.entries(raw.patternProperties).map(([pattern, value]) => ({
      pattern,
      schema: normaliseSchema(ctx, value, inlineRefs),
    }));
  }
  for (const key of ['not', 'if', 'then', 'else'] as const) {
    if (isObject(raw[key])) schema[key] = normaliseSchema(ctx, raw[key], inlineRefs);
  }
}

/**
 * OAS 3 `discriminator` (an object with `propertyName` and `mapping`), or Swagger 2.0's
 * property name. Mapping targets are kept as schema names when they are local schema refs.
 */
function discriminatorOf(raw: unknown): DiscriminatorModel | undefined {
  if (typeof raw === 'string') return raw ? { propertyName: raw } : undefined;
  const propertyName = str(obj(raw).propertyName);
  if (!propertyName) return undefined;
  const discriminator: DiscriminatorModel = { propertyName };
  const mapping = Object.entries(obj(obj(raw).mapping)).flatMap(([value, target]) =>
    typeof target === 'string' ? [[value, namedSchemaOf(target) ?? target] as const] : [],
  );
  if (mapping.length > 0) discriminator.mapping = Object.fromEntries(mapping);
  return discriminator;
}
