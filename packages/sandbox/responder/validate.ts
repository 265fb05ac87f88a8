import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import {
  jsonSchemaDefinitions,
  toJsonSchema,
  validationJsonSchemaOptions,
  type JsonSchema,
  type IndexedApi,
  type JsonSchemaOptions,
  type OperationModel,
  type ParameterModel,
} from '../../../lib/reference';
import { parsePlatformDate } from '../http/dates';

/** A failed check: the field it concerns and a sentence naming it. */
export interface Violation {
  field: string;
  message: string;
}

interface Validators {
  /** Parameters arrive as text: this one coerces "5" to 5 and "true" to true. */
  params: Ajv;
  body: Ajv;
  options: JsonSchemaOptions;
  compiled: Map<string, ValidateFunction>;
}

const byApi = new WeakMap<IndexedApi, Validators>();

const ACCEPT_ALL = Object.assign(() => true, { errors: null }) as unknown as ValidateFunction;

function validatorsOf(api: IndexedApi): Validators {
  let validators = byApi.get(api);
  if (!validators) {
    const apiId = `sandbox:${api.model.swaggerName}`;
    const options = validationJsonSchemaOptions(apiId, api.model.schemas);
    const definitions = jsonSchemaDefinitions(api.model.schemas, options);
    const make = (coerceTypes: boolean) => {
      const ajv = new Ajv({ strict: false, allErrors: false, coerceTypes, logger: false });
      addFormats(ajv);
      // The platform is lenient with dates: a plain date where the spec says date-time
      // (from_date=2020-01-01, the form its guides use) and the other way round.
      ajv.addFormat('date-time', (value: string) => parsePlatformDate(value) !== undefined);
      ajv.addFormat('date', (value: string) => parsePlatformDate(value) !== undefined);
      try {
        ajv.addSchema({ $id: apiId, definitions });
      } catch {
        // Definitions Ajv refuses leave their $refs unresolved: compile() then answers unchecked.
      }
      return ajv;
    };
    // Bodies are coerced too: the platform takes "true" for true and "5" for 5, as its own
    // clients send them.
    validators = { params: make(true), body: make(true), options, compiled: new Map() };
    byApi.set(api, validators);
  }
  return validators;
}

function compile(
  api: IndexedApi,
  key: string,
  kind: 'params' | 'body',
  build: (v: Validators) => JsonSchema,
) {
  const validators = validatorsOf(api);
  let validate = validators.compiled.get(key);
  if (!validate) {
    try {
      validate = validators[kind].compile(build(validators));
    } catch {
      // A spec schema that Ajv cannot compile (a pattern it cannot read, say) must not turn the
      // operation into 500s: it is answered without that check instead.
      validate = ACCEPT_ALL;
    }
    validators.compiled.set(key, validate);
  }
  return validate;
}

function describe(prefix: string, error: ErrorObject): Violation {
  const params = error.params as Record<string, unknown>;
  const path = error.instancePath.replace(/^\//, '').replace(/\//g, '.');
  const base = path ? `${prefix}${path}` : prefix.replace(/\.$/, '') || 'body';
  if (error.keyword === 'required' && typeof params.missingProperty === 'string') {
    const field = path
      ? `${prefix}${path}.${params.missingProperty}`
      : `${prefix}${params.missingProperty}`;
    return { field, message: `The field "${field}" is required.` };
  }
  if (error.keyword === 'additionalProperties' && typeof params.additionalProperty === 'string') {
    const field = `${path ? `${base}.` : prefix}${params.additionalProperty}`;
    return { field, message: `The field "${field}" is not allowed.` };
  }
  return { field: base, message: `The field "${base}" ${error.message ?? 'is invalid'}.` };
}

/** Path and query parameters against their schemas; values are coerced in place. */
export function checkParameters(
  api: IndexedApi,
  operation: OperationModel,
  where: 'path' | 'query',
  values: Record<string, unknown>,
): Violation | undefined {
  const parameters = operation.parameters.filter((p: ParameterModel) => p.in === where);
  // A list parameter arrives as `a,b` (and may repeat): the platform reads it as its items.
  for (const parameter of parameters) {
    const value = values[parameter.name];
    if (parameter.schema.type === 'array' && value !== undefined) {
      values[parameter.name] = (Array.isArray(value) ? value : [value]).flatMap((item) =>
        typeof item === 'string'
          ? item
              .split(',')
              .map((part) => part.trim())
              .filter(Boolean)
          : [item],
      );
    }
  }
  const key = `${operation.httpMethod} ${operation.path} ${where}`;
  const validate = compile(api, key, 'params', ({ options }) => ({
    type: 'object',
    properties: Object.fromEntries(
      parameters.map((p) => [p.name, toJsonSchema(p.schema, options)]),
    ),
    required: parameters.filter((p) => p.required).map((p) => p.name),
  }));
  if (validate(values)) return undefined;
  const [first] = validate.errors ?? [];
  return first ? describe('', first) : { field: where, message: `Invalid ${where} parameters.` };
}

/** A JSON request body against the operation's JSON schema, if it declares one. */
export function checkBody(
  api: IndexedApi,
  operation: OperationModel,
  body: unknown,
): Violation | undefined {
  const media = operation.requestBody?.content.find((m) => /json/i.test(m.contentType));
  if (!media?.schema) return undefined;
  const schema = media.schema;
  const validate = compile(
    api,
    `${operation.httpMethod} ${operation.path} body`,
    'body',
    ({ options }) => toJsonSchema(schema, options),
  );
  if (validate(body)) return undefined;
  const [first] = validate.errors ?? [];
  return first ? describe('', first) : { field: 'body', message: 'The request body is invalid.' };
}
