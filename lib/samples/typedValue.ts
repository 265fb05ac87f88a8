import type { PropertyModel, SchemaModel } from '../reference/model';
import { pascalCase } from './names';

/** A type as the SDKs declare it: what a typed language writes for a parameter or a field. */
export type TypeRef =
  | { kind: 'string'; format?: string }
  | { kind: 'integer' | 'number' | 'boolean' | 'any' | 'file' }
  | { kind: 'array' | 'map'; of: TypeRef }
  | { kind: 'model'; name: string };

/** A sample value with its SDK type: a model's class and fields, a list's item type, a scalar. */
export type TypedValue =
  | { kind: 'string'; value: string; format?: string }
  | { kind: 'integer' | 'number'; value: number }
  | { kind: 'boolean'; value: boolean }
  | { kind: 'null' }
  | { kind: 'file'; path: string }
  | { kind: 'array'; of: TypeRef; items: TypedValue[] }
  | { kind: 'map'; of: TypeRef; entries: { key: string; value: TypedValue }[] }
  | { kind: 'model'; name: string; fields: { name: string; value: TypedValue }[] };

type Schemas = Record<string, SchemaModel>;

const MAX_REFS = 8;

/** The named schema a node stands for, followed through aliases (`A` is just `$ref: B`). */
function named(node: SchemaModel | undefined, schemas: Schemas): SchemaModel | undefined {
  let current = node;
  for (let hops = 0; current?.refName && hops < MAX_REFS; hops += 1) {
    const target = schemas[current.refName];
    if (!target || target === current) break;
    current = target;
  }
  return current;
}

/** Own properties and those of allOf parts: what a model class has fields for. */
export function propertiesOf(node: SchemaModel | undefined, schemas: Schemas): PropertyModel[] {
  const schema = named(node, schemas);
  if (!schema) return [];
  const parts = (schema.allOf ?? []).flatMap((part) => propertiesOf(part, schemas));
  return [...parts, ...(schema.properties ?? [])];
}

/** A named schema with fields is a model class of the SDKs; an enum or a list is not. */
function isModel(schema: SchemaModel | undefined, schemas: Schemas): boolean {
  if (!schema) return false;
  return (
    propertiesOf(schema, schemas).length > 0 ||
    (schema.type === 'object' && !schema.additionalProperties)
  );
}

/** The SDK type of a schema: a named object is a model class, named after the schema. */
export function typeOf(node: SchemaModel | undefined, schemas: Schemas): TypeRef {
  if (!node) return { kind: 'any' };
  const schema = named(node, schemas) ?? node;
  if (node.refName && isModel(schema, schemas))
    return { kind: 'model', name: pascalCase(node.refName) };
  const variant = schema.oneOf?.[0] ?? schema.anyOf?.[0];
  if (variant) return typeOf(variant, schemas);
  switch (schema.type) {
    case 'string':
      return schema.format === 'binary'
        ? { kind: 'file' }
        : { kind: 'string', format: schema.format };
    case 'file':
      return { kind: 'file' };
    case 'integer':
    case 'number':
    case 'boolean':
      return { kind: schema.type };
    case 'array':
      return { kind: 'array', of: typeOf(schema.items, schemas) };
  }
  const values =
    typeof schema.additionalProperties === 'object' ? schema.additionalProperties : undefined;
  if (schema.type === 'object' || schema.properties || schema.additionalProperties)
    return { kind: 'map', of: typeOf(values, schemas) };
  return { kind: 'any' };
}

/** A scalar as its schema types it: `"1"` where the spec says string, 1 where it says integer. */
function scalar(type: TypeRef, value: string | number | boolean): TypedValue {
  if (type.kind === 'string') return { kind: 'string', value: String(value), format: type.format };
  if ((type.kind === 'integer' || type.kind === 'number') && !Number.isNaN(Number(value)))
    return { kind: type.kind, value: Number(value) };
  if (
    type.kind === 'boolean' &&
    (value === true || value === false || value === 'true' || value === 'false')
  )
    return { kind: 'boolean', value: value === true || value === 'true' };
  if (typeof value === 'number')
    return { kind: Number.isInteger(value) ? 'integer' : 'number', value };
  if (typeof value === 'boolean') return { kind: 'boolean', value };
  return { kind: 'string', value };
}

/** A map's or form's field; a file field unnamed by its value is read from a file of its name. */
function fieldValue(
  key: string,
  node: SchemaModel | undefined,
  value: unknown,
  schemas: Schemas,
): TypedValue {
  const typed = typedValue(node, value, schemas);
  return typed.kind === 'file' && typed.path === 'file' && key.includes('.')
    ? { ...typed, path: key }
    : typed;
}

/**
 * A JSON value (an example, or one sampled from the schema) typed by its schema: objects of a
 * named schema become that model, their fields typed by its properties; a key the schema does
 * not declare keeps the type of its value.
 */
export function typedValue(
  node: SchemaModel | undefined,
  value: unknown,
  schemas: Schemas,
): TypedValue {
  const type = typeOf(node, schemas);
  if (type.kind === 'file')
    return {
      kind: 'file',
      path: typeof value === 'string' && value.includes('.') ? value : 'file',
    };
  if (value === null || value === undefined) return { kind: 'null' };
  if (Array.isArray(value)) {
    const items = named(node, schemas)?.items;
    return {
      kind: 'array',
      of: type.kind === 'array' ? type.of : { kind: 'any' },
      items: value.map((item) => typedValue(items, item, schemas)),
    };
  }
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>);
    if (type.kind === 'model') {
      const properties = propertiesOf(node, schemas);
      const fields = entries.map(([name, field]) => ({
        name,
        value: typedValue(properties.find((p) => p.name === name)?.schema, field, schemas),
      }));
      return { kind: 'model', name: type.name, fields };
    }
    const of = type.kind === 'map' ? type.of : { kind: 'any' as const };
    // An inline object (a form's fields) types its keys by its properties; a map by its values.
    const properties = propertiesOf(node, schemas);
    const valueSchema = named(node, schemas)?.additionalProperties;
    const fieldSchema = (key: string) =>
      properties.find((p) => p.name === key)?.schema ??
      (typeof valueSchema === 'object' ? valueSchema : undefined);
    return {
      kind: 'map',
      of,
      entries: entries.map(([key, field]) => ({
        key,
        value: fieldValue(key, fieldSchema(key), field, schemas),
      })),
    };
  }
  return scalar(type, value as string | number | boolean);
}
