import { isObject, type Json } from '../json';

// OpenAPI 3.0's schema keywords that 3.1 (JSON Schema 2020-12) writes otherwise:
// - `exclusiveMinimum: true` beside `minimum: m` is `exclusiveMinimum: m` (false: just `minimum`);
// - `nullable: true` (and Swagger 2.0's `x-nullable`) beside `type: t` is `type: [t, "null"]`;
// - a schema's `example` is `examples: [example]`.
// A `nullable` with no type to extend (beside a `$ref`, or an `allOf`) has no 3.1 spelling that
// keeps the schema's shape, so it stays; the normaliser reads it there.

/** The keywords of a schema that hold subschemas, as the normaliser reads them. */
const ONE = ['items', 'additionalProperties', 'not', 'if', 'then', 'else'];
const LISTS = ['allOf', 'anyOf', 'oneOf', 'prefixItems'];
const MAPS = ['properties', 'patternProperties'];
const OPERATIONS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

type Step = (node: unknown) => unknown;

/**
 * `node` with `step` applied to the values of the given keys: the same object when none changed.
 * The copy is made once and written in place: a spread per changed key copied a 500-property
 * `properties` map 500 times (5 s of a ten-times corpus build). defineProperty, not assignment:
 * a property named `__proto__` stays a property.
 */
function mapKeys(node: Json, keys: string[], step: Step): Json {
  let out = node;
  for (const key of keys) {
    if (!(key in node)) continue;
    const value = step(node[key]);
    if (value === node[key]) continue;
    if (out === node) out = { ...node };
    Object.defineProperty(out, key, {
      value,
      writable: true,
      enumerable: true,
      configurable: true,
    });
  }
  return out;
}

function mapList(value: unknown, step: Step): unknown {
  if (!Array.isArray(value)) return value;
  const mapped = value.map(step);
  return mapped.some((item, index) => item !== value[index]) ? mapped : value;
}

function mapValues(value: unknown, step: Step): unknown {
  if (!isObject(value)) return value;
  return mapKeys(value, Object.keys(value), step);
}

const bothNumbers = (raw: Json, flag: string, bound: string) =>
  typeof raw[flag] === 'boolean' && (raw[flag] === false || typeof raw[bound] === 'number');

/** One schema's own 3.0 keywords in their 3.1 form (its subschemas: upgradeSchema). */
function ownKeywords(raw: Json): Json {
  let out = raw;
  const change = (edit: (copy: Json) => void) => {
    if (out === raw) out = { ...raw };
    edit(out);
  };
  for (const [flag, bound] of [
    ['exclusiveMinimum', 'minimum'],
    ['exclusiveMaximum', 'maximum'],
  ] as const) {
    if (!bothNumbers(raw, flag, bound)) continue;
    change((copy) => {
      if (copy[flag] === true) {
        copy[flag] = copy[bound];
        delete copy[bound];
      } else delete copy[flag];
    });
  }
  if (raw['x-nullable'] === true || raw['x-nullable'] === false) {
    change((copy) => {
      if (copy['x-nullable'] === true) copy.nullable = true;
      delete copy['x-nullable'];
    });
  }
  if (typeof out.nullable === 'boolean' && typeof out.type === 'string') {
    change((copy) => {
      if (copy.nullable === true && copy.type !== 'null') copy.type = [copy.type, 'null'];
      delete copy.nullable;
    });
  }
  if ('example' in raw) {
    change((copy) => {
      const others = Array.isArray(copy.examples) ? copy.examples : [];
      copy.examples = [copy.example, ...others];
      delete copy.example;
    });
  }
  return out;
}

/** A schema and every subschema it holds, in their 3.1 form; `$ref`s are left as they are. */
export function upgradeSchema(node: unknown): unknown {
  if (!isObject(node) || typeof node.$ref === 'string')
    return isObject(node) ? ownRefSiblings(node) : node;
  let out = ownKeywords(node);
  out = mapKeys(out, ONE, upgradeSchema);
  out = mapKeys(out, LISTS, (list) => mapList(list, upgradeSchema));
  out = mapKeys(out, MAPS, (map) => mapValues(map, upgradeSchema));
  return out;
}

/** Beside a `$ref` only Swagger 2.0's `x-nullable` is spelt otherwise (as `nullable`). */
function ownRefSiblings(node: Json): Json {
  if (!('x-nullable' in node)) return node;
  const { 'x-nullable': flag, ...rest } = node;
  return flag === true ? { ...rest, nullable: true } : rest;
}

/** A parameter, header or media type: its schema and its content's schemas. */
function withSchemas(node: unknown): unknown {
  if (!isObject(node)) return node;
  const out = mapKeys(node, ['schema'], upgradeSchema);
  return mapKeys(out, ['content'], (content) =>
    mapValues(content, (media) => mapKeys(media as Json, ['schema'], upgradeSchema)),
  );
}

function response(node: unknown): unknown {
  const out = withSchemas(node);
  return isObject(out)
    ? mapKeys(out, ['headers'], (headers) => mapValues(headers, withSchemas))
    : out;
}

function operation(node: unknown): unknown {
  if (!isObject(node)) return node;
  let out = mapKeys(node, ['parameters'], (list) => mapList(list, withSchemas));
  out = mapKeys(out, ['requestBody'], withSchemas);
  out = mapKeys(out, ['responses'], (responses) => mapValues(responses, response));
  return mapKeys(out, ['callbacks'], (callbacks) =>
    mapValues(callbacks, (callback) => mapValues(callback, pathItem)),
  );
}

function pathItem(node: unknown): unknown {
  if (!isObject(node)) return node;
  const out = mapKeys(node, ['parameters'], (list) => mapList(list, withSchemas));
  return mapKeys(out, OPERATIONS, operation);
}

/**
 * An OpenAPI 3.0 document (or a 3.1 one still carrying 3.0 keywords) with every schema in the
 * 3.1 form: the schemas of components, parameters, headers, request bodies, responses,
 * callbacks and webhooks. The given document is not changed; what needs no change is shared.
 */
export function upgradeOpenApi30(spec: Json): Json {
  let out = mapKeys(spec, ['paths', 'webhooks'], (items) => mapValues(items, pathItem));
  out = mapKeys(out, ['components'], (components) => {
    if (!isObject(components)) return components;
    let parts = mapKeys(components, ['schemas'], (schemas) => mapValues(schemas, upgradeSchema));
    parts = mapKeys(parts, ['parameters', 'headers', 'requestBodies'], (map) =>
      mapValues(map, withSchemas),
    );
    parts = mapKeys(parts, ['responses'], (map) => mapValues(map, response));
    return mapKeys(parts, ['callbacks'], (map) =>
      mapValues(map, (callback) => mapValues(callback, pathItem)),
    );
  });
  if (typeof out.openapi === 'string' && out.openapi.startsWith('3.0'))
    out = { ...out, openapi: '3.1.0' };
  return out;
}
