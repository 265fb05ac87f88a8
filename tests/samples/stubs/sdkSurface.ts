import type { ApiReferenceModel, OperationModel, SchemaModel } from '../../../lib/reference/model';
import { API_SDKS } from '../../../lib/samples/sdkPackages';
import { propertiesOf, typeOf, type TypeRef } from '../../../lib/samples/typedValue';
import { pascalCase } from '../../../lib/samples/names';

/** A parameter of an SDK method as a stub declares it. */
export interface StubParameter {
  name: string;
  type: TypeRef;
}

/** One SDK method, as read from the spec (not from a sample): what a sample must call. */
export interface StubMethod {
  apiClass: string;
  method: string;
  /** Path parameters in path order, then form fields. */
  parameters: StubParameter[];
  /** The path parameters alone, in path order. */
  path: StubParameter[];
  /** The form fields alone. */
  form: StubParameter[];
  body?: StubParameter;
  /** Every query parameter of the operation: its options class's fields. */
  options: StubParameter[];
  answer?: TypeRef;
}

/** One model class: its name and typed fields (own and allOf parts'). */
export interface StubModel {
  name: string;
  fields: StubParameter[];
}

/** What the stubs of one API's SDK declare: its methods and its model classes. */
export interface SdkSurface {
  apiName: string;
  methods: StubMethod[];
  models: StubModel[];
}

const FORM = /^(?:multipart\/form-data|application\/x-www-form-urlencoded)$/i;

function stubMethod(
  api: ApiReferenceModel,
  resource: string,
  operation: OperationModel,
): StubMethod | undefined {
  const sdk = API_SDKS[api.apiName];
  if (!sdk || !operation.sdkMethodName || operation.notInSdk) return undefined;
  const service =
    sdk.singleClass ?? sdk.classOf?.[operation.sdkMethodName] ?? operation.sdkService ?? resource;
  const at = (name: string) => operation.path.indexOf(`{${name}}`);
  const path = operation.parameters
    .filter((parameter) => parameter.in === 'path')
    .sort((a, b) => at(a.name) - at(b.name))
    .map((parameter) => ({ name: parameter.name, type: typeOf(parameter.schema, api.schemas) }));
  const media = operation.requestBody?.content[0];
  const form =
    media && FORM.test(media.contentType)
      ? propertiesOf(media.schema, api.schemas).map((property) => ({
          name: property.name,
          type: typeOf(property.schema, api.schemas),
        }))
      : [];
  const method: StubMethod = {
    apiClass: `${pascalCase(service)}Api`,
    method: operation.sdkMethodName,
    parameters: [...path, ...form],
    path,
    form,
    options: operation.parameters
      .filter((parameter) => parameter.in === 'query')
      .map((parameter) => ({ name: parameter.name, type: typeOf(parameter.schema, api.schemas) })),
  };
  if (media && !FORM.test(media.contentType))
    method.body = {
      name: operation.sdkBodyName ?? 'body',
      type:
        media.binary || !/json/i.test(media.contentType)
          ? { kind: 'file' }
          : typeOf(media.schema, api.schemas),
    };
  const success = operation.responses.find((r) => r.status.startsWith('2') && r.content.length);
  if (success)
    method.answer = success.content[0].binary
      ? { kind: 'file' }
      : typeOf(success.content[0].schema, api.schemas);
  return method;
}

/** Every model class a schema of the API makes (a named object), with its fields. */
function stubModels(schemas: Record<string, SchemaModel>): StubModel[] {
  const seen = new Set<string>();
  const models: StubModel[] = [];
  for (const [name, schema] of Object.entries(schemas)) {
    const type = typeOf({ refName: name, constraints: {} }, schemas);
    if (type.kind !== 'model' || seen.has(type.name)) continue;
    seen.add(type.name);
    const fields = new Map<string, StubParameter>();
    for (const property of propertiesOf(schema, schemas))
      fields.set(property.name, { name: property.name, type: typeOf(property.schema, schemas) });
    models.push({ name: type.name, fields: [...fields.values()] });
  }
  return models;
}

/** The surface of an API's SDK, from its spec: the stubs' input. */
export function sdkSurface(api: ApiReferenceModel): SdkSurface {
  const methods = api.categories.flatMap((category) =>
    category.resources.flatMap((resource) =>
      resource.methods.flatMap((operation) => stubMethod(api, resource.name, operation) ?? []),
    ),
  );
  return { apiName: api.apiName, methods, models: stubModels(api.schemas) };
}
