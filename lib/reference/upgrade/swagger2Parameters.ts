import { isObject, str, strings, type Json } from '../json';
import { withUpgradedRefs } from './refs';

// What a Swagger 2.0 parameter or header says about itself; every other key describes its
// value, which OAS 3 puts under `schema`.
const OWN_KEYS = new Set([
  'name',
  'in',
  'required',
  'description',
  'allowEmptyValue',
  'collectionFormat',
]);
// What the reference reads from an OAS 3 parameter or header besides its schema.
const KEPT_KEYS = [
  'name',
  'in',
  'required',
  'description',
  'deprecated',
  'example',
  'x-example',
  'examples',
  'x-ds-examples',
];
const FORM_TYPES = /^(?:multipart\/form-data|application\/x-www-form-urlencoded)$/i;

/** The schema of a parameter's value: its own `schema` if it has one, else its type keys. */
function valueSchema(spec: Json, raw: Json): unknown {
  if (isObject(raw.schema)) return withUpgradedRefs(spec, raw.schema);
  const schema: Json = {};
  for (const [key, value] of Object.entries(raw))
    if (!OWN_KEYS.has(key)) schema[key] = withUpgradedRefs(spec, value);
  return schema;
}

/** A path, query or header parameter, or a response header, in the OAS 3 shape. */
export function upgradeParameter(spec: Json, raw: Json): Json {
  const parameter: Json = {};
  for (const key of KEPT_KEYS) if (key in raw) parameter[key] = raw[key];
  parameter.schema = valueSchema(spec, raw);
  return parameter;
}

/** The `in: body` parameter as an OAS 3 request body sent as each `consumes` type. */
export function bodyParameterRequestBody(spec: Json, raw: Json, consumes: string[]): Json {
  const media: Json = { schema: isObject(raw.schema) ? withUpgradedRefs(spec, raw.schema) : {} };
  if ('x-example' in raw) media.example = raw['x-example'];
  if (raw['x-ds-examples'] !== undefined) media['x-ds-examples'] = raw['x-ds-examples'];
  const types = consumes.length > 0 ? consumes : ['application/json'];
  const body: Json = { content: Object.fromEntries(types.map((type) => [type, media])) };
  if ('required' in raw) body.required = raw.required;
  if ('description' in raw) body.description = raw.description;
  return body;
}

/**
 * `in: formData` parameters as one object schema sent as a form: the `consumes` form types, else
 * multipart when a field is a file, else URL-encoded.
 */
export function formDataRequestBody(spec: Json, fields: Json[], consumes: string[]): Json {
  const properties: Json = {};
  for (const field of fields) {
    const schema = valueSchema(spec, field) as Json;
    // the field's description is shown on its schema, as a property's is
    properties[str(field.name) ?? ''] = str(field.description)
      ? { ...schema, description: field.description }
      : schema;
  }
  const required = fields.filter((field) => field.required === true).map((field) => field.name);
  const hasFile = fields.some((field) => {
    const schema = isObject(field.schema) ? field.schema : field;
    return schema.type === 'file' || schema.format === 'binary';
  });
  const formTypes = strings(consumes).filter((type) => FORM_TYPES.test(type));
  const types =
    formTypes.length > 0
      ? formTypes
      : [hasFile ? 'multipart/form-data' : 'application/x-www-form-urlencoded'];
  const schema: Json = { type: 'object', properties };
  if (required.length > 0) schema.required = required;
  return {
    required: required.length > 0,
    content: Object.fromEntries(types.map((type) => [type, { schema }])),
  };
}
