import type { NormaliseContext } from './context';
import { dsExamples, type ExampleModel } from './examples';
import { bool, isObject, str, strings, type Json } from './json';
import { optionalHtml } from './markdown';
import { contentMap, mediaModel } from './media';
import type { OperationModel, PropertyModel, SchemaModel } from './model';
import { deref } from './refs';
import { normaliseSchema } from './schema';
import { parameterSchema } from './parameters';

type RequestBodyModel = NonNullable<OperationModel['requestBody']>;

const FORM_TYPES = /^(?:multipart\/form-data|application\/x-www-form-urlencoded)$/i;

/** OAS 3 `requestBody` (possibly a $ref to components/requestBodies). */
export function oas3RequestBody(ctx: NormaliseContext, raw: unknown): RequestBodyModel | undefined {
  if (raw === undefined) return undefined;
  const body = deref(ctx, raw);
  if (!body) return { required: false, content: [] };
  return withDescription(
    { required: bool(body.required) === true, content: contentMap(ctx, body.content) },
    body.description,
  );
}

/** Swagger 2.0: the `in: body` parameter, sent as each of the operation's `consumes` types. */
export function swaggerBodyParameter(
  ctx: NormaliseContext,
  parameter: Json,
  consumes: string[],
): RequestBodyModel {
  const schema = normaliseSchema(ctx, parameter.schema);
  const examples: ExampleModel[] =
    'x-example' in parameter ? [{ name: 'example', value: parameter['x-example'] }] : [];
  examples.push(...dsExamples(parameter['x-ds-examples']));
  const types = consumes.length > 0 ? consumes : ['application/json'];
  return withDescription(
    {
      required: bool(parameter.required) === true,
      content: types.map((type) => mediaModel(type, schema, examples)),
    },
    parameter.description,
  );
}

/** Swagger 2.0: `in: formData` parameters become one object schema sent as a form. */
export function swaggerFormData(
  ctx: NormaliseContext,
  parameters: Json[],
  consumes: string[],
): RequestBodyModel {
  const properties: PropertyModel[] = parameters.map((parameter) => ({
    name: str(parameter.name) ?? '',
    required: bool(parameter.required) === true,
    schema: withParameterDescription(parameterSchema(ctx, parameter), parameter),
  }));
  const schema: SchemaModel = { type: 'object', properties, constraints: {} };
  const hasFile = properties.some((property) => property.schema.format === 'binary');
  const formTypes = consumes.filter((type) => FORM_TYPES.test(type));
  const types =
    formTypes.length > 0
      ? formTypes
      : [hasFile ? 'multipart/form-data' : 'application/x-www-form-urlencoded'];
  return {
    required: properties.some((property) => property.required),
    content: types.map((type) => ({ contentType: type, schema, examples: [], binary: false })),
  };
}

function withParameterDescription(schema: SchemaModel, parameter: Json): SchemaModel {
  const descriptionHtml = optionalHtml(parameter.description);
  return descriptionHtml ? { ...schema, descriptionHtml } : schema;
}

function withDescription(body: RequestBodyModel, description: unknown): RequestBodyModel {
  const descriptionHtml = optionalHtml(description);
  return descriptionHtml ? { ...body, descriptionHtml } : body;
}

/** `consumes`/`produces` of a Swagger 2.0 operation, falling back to the spec's. */
export function mimeTypes(operation: Json, spec: Json, key: 'consumes' | 'produces'): string[] {
  return isObject(operation) && Array.isArray(operation[key])
    ? strings(operation[key])
    : strings(spec[key]);
}
