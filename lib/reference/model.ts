// The reference model: what lib/reference makes of any spec (Swagger 2.0, OpenAPI 3.0, 3.1)
// and all that the API reference pages, the search index and the explorer read. Components
// never see raw OpenAPI; they see these types (or slices of them in pageContext).

import type { ApiLocation, PlatformEnvironment } from '../platform/apiLocation';

/** One API as the registry describes it (content/apis/registry.json). */
export interface RegistryEntry {
  swaggerName: string;
  displayName: string;
  route: string;
  primaryVersion: { value: string; tag?: string };
  legacyVersions: { value: string; swaggerName: string }[];
  sidebarTitle: string;
  /**
   * The API's path under an account's base_uri, e.g. /restapi: always on the embedded platform,
   * and on the real one unless `environments` says otherwise (lib/platform/apiLocation.ts).
   */
  apiBasePathDemo: string;
  /** Per environment, a path under the base_uri or the API's own base URL (Admin, Rooms...). */
  environments?: Partial<Record<PlatformEnvironment, ApiLocation>>;
  hasApiExplorer: boolean;
  hasSdk: boolean;
}

/** Constraints a schema or parameter may carry; each is shown on the method page. */
export interface SchemaConstraints {
  minimum?: number;
  maximum?: number;
  /**
   * The bound itself, as OpenAPI 3.1 writes it: the normaliser reads specs upgraded to 3.1
   * (upgrade/openapi30.ts). `true` (3.0's flag beside minimum) is still understood by the
   * readers of models written by hand, until the last of them (a sandbox test) writes numbers.
   */
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minItems?: number;
  maxItems?: number;
  uniqueItems?: boolean;
  multipleOf?: number;
}

/** The constraints whose value is a number (read by the normaliser and the JSON Schema writer). */
export const NUMBER_CONSTRAINTS = [
  'minimum',
  'maximum',
  'minLength',
  'maxLength',
  'minItems',
  'maxItems',
  'multipleOf',
] as const;

/** One property of an object schema. */
export interface PropertyModel {
  name: string;
  required: boolean;
  schema: SchemaModel;
}

/**
 * A schema as the page renders it. Named schemas are kept by name (`refName`) so recursion is
 * finite; a node with `truncated: true` stands for a named schema beyond the page's depth and
 * is fetched from the per-API schema chunk when the reader expands it.
 */
export interface SchemaModel {
  type?: string; // object | array | string | integer | number | boolean | null | file
  format?: string;
  title?: string;
  descriptionHtml?: string;
  refName?: string;
  truncated?: boolean;
  unknown?: boolean; // a broken $ref: rendered as "unknown schema"
  properties?: PropertyModel[];
  additionalProperties?: SchemaModel | boolean;
  items?: SchemaModel;
  oneOf?: SchemaModel[];
  anyOf?: SchemaModel[];
  allOf?: SchemaModel[];
  enum?: unknown[];
  default?: unknown;
  example?: unknown;
  nullable?: boolean;
  readOnly?: boolean;
  writeOnly?: boolean;
  deprecated?: boolean;
  constraints: SchemaConstraints;
  // OpenAPI 3.1 / JSON Schema keywords, each shown on the method page (docs/behaviour.md §2.1)
  const?: unknown; // also kept as a one-value `enum` for samples and the body editor
  examples?: unknown[]; // a JSON Schema `examples` array of two or more (the first is `example`)
  discriminator?: DiscriminatorModel;
  prefixItems?: SchemaModel[];
  patternProperties?: { pattern: string; schema: SchemaModel }[];
  not?: SchemaModel;
  if?: SchemaModel;
  then?: SchemaModel;
  else?: SchemaModel;
}

/** `discriminator` of a oneOf/anyOf/allOf: the property naming the variant, and value → schema. */
export interface DiscriminatorModel {
  propertyName: string;
  mapping?: Record<string, string>; // value → schema name (a $ref is kept as its schema name)
}

/** A parameter of an operation, grouped on the page by `in`. */
export interface ParameterModel {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  descriptionHtml?: string;
  deprecated?: boolean;
  schema: SchemaModel;
  example?: unknown;
}

/** A named example; `generated` when made from the schema because the spec gave none. */
export interface ExampleModel {
  name: string;
  summary?: string;
  value: unknown;
  generated?: true;
}

/** One media type of a request body or response, with its examples. */
export interface MediaModel {
  contentType: string;
  schema?: SchemaModel;
  examples: ExampleModel[];
  binary: boolean; // e.g. application/pdf or format: binary
}

/** A response of an operation, by status code ("200", "4XX", "default"). */
export interface ResponseModel {
  status: string;
  descriptionHtml?: string;
  content: MediaModel[];
  headers: ParameterModel[];
  links?: LinkModel[];
}

/** A response `links` entry: an operation the response's values can feed. */
export interface LinkModel {
  name: string;
  operationId?: string;
  operationRef?: string;
  parameters?: Record<string, unknown>; // name → runtime expression or value
  requestBody?: unknown;
  descriptionHtml?: string;
}

/** One alternative of an operation's security: every scheme it names, with the scopes needed. */
export type SecurityRequirementModel = { scheme: string; scopes: string[] }[];

/** A security scheme (OAS 3 `components.securitySchemes`, Swagger 2.0 `securityDefinitions`). */
export interface SecuritySchemeModel {
  type: 'oauth2' | 'http' | 'apiKey' | 'openIdConnect' | 'mutualTLS' | string;
  descriptionHtml?: string;
  scheme?: string; // http: bearer, basic, ...
  bearerFormat?: string;
  name?: string; // apiKey: header, query or cookie name
  in?: string;
  openIdConnectUrl?: string;
  flows?: {
    flow: string; // implicit, password, clientCredentials, authorizationCode
    authorizationUrl?: string;
    tokenUrl?: string;
    refreshUrl?: string;
    scopes: Record<string, string>; // scope → description
  }[];
}

/** A callback of an operation: the requests the API sends to the expression's URL. */
export interface CallbackModel {
  name: string;
  expression: string; // e.g. {$request.body#/callbackUrl}
  operations: CallbackOperationModel[];
}

export type CallbackOperationModel = Pick<
  OperationModel,
  'httpMethod' | 'summary' | 'descriptionHtml' | 'parameters' | 'requestBody' | 'responses'
>;

/** A variable of a server URL (`{name}`), with its default and, when listed, its choices. */
export interface ServerVariableModel {
  name: string;
  default: string;
  enum?: string[];
  descriptionHtml?: string;
}

/** A base URL the spec declares (OAS 3 `servers`, or Swagger 2.0 schemes + host + basePath). */
export interface ServerModel {
  url: string; // may hold {variables}
  description?: string;
  variables: ServerVariableModel[];
}

/** One operation: what a method page shows and what the explorer needs to call it. */
export interface OperationModel {
  slug: string; // unique within its resource
  name: string; // x-ds-method, else operationId, else "<verb> <path>"
  sdkMethodName?: string; // x-ds-methodname
  sdkService?: string; // x-ds-service: the SDKs' API class (EnvelopesApi), whatever the resource
  sdkBodyName?: string; // the body parameter's name (x-codegen-request-body-name): the SDKs' name
  notInSdk?: true; // x-ds-in-sdk: false: the SDKs have no method for it
  operationId?: string;
  httpMethod: string; // upper case: GET, POST, ...
  path: string; // path template as in the spec, e.g. /v2.1/accounts/{accountId}/envelopes
  summary: string;
  descriptionHtml: string;
  deprecated: boolean;
  parameters: ParameterModel[];
  requestBody?: { required: boolean; descriptionHtml?: string; content: MediaModel[] };
  responses: ResponseModel[];
  scopes: string[];
  security?: SecurityRequirementModel[]; // alternatives; [] = no auth; absent = none declared
  callbacks?: CallbackModel[];
  /** OAS 3 `servers` of the operation or its path item, when they replace the spec's own. */
  servers?: ServerModel[];
}

/** A resource (an operation's tags[0]) and its methods. */
export interface ResourceModel {
  name: string;
  slug: string;
  descriptionHtml: string;
  methods: OperationModel[];
}

/** A category (x-ds-categories entry, or one named after the API) and its resources. */
export interface CategoryModel {
  name: string;
  slug: string;
  summary: string;
  descriptionHtml: string;
  resources: ResourceModel[];
}

/** One version of one API, normalised: the input of every reference page. */
export interface ApiReferenceModel {
  swaggerName: string; // file name of the spec, e.g. esignature-v2.1
  apiName: string; // registry primary swaggerName: identifies the API across versions
  displayName: string;
  version: string; // e.g. v2.1
  versionTag?: string; // Beta, Limited Availability
  isPrimary: boolean;
  route: string; // e.g. /docs/esign-rest-api
  basePath: string; // e.g. /docs/esign-rest-api/reference/ or /docs/esign-rest-api/v2/reference/
  title: string;
  descriptionHtml: string;
  specFormat: 'swagger-2.0' | 'openapi-3.0' | 'openapi-3.1';
  servers: ServerModel[];
  categories: CategoryModel[];
  webhooks?: OperationModel[]; // OAS 3.1 `webhooks`: name is the webhook's key, path too
  securitySchemes?: Record<string, SecuritySchemeModel>;
  schemas: Record<string, SchemaModel>; // every named schema, one level deep (refs stay refs)
  warnings: string[]; // e.g. broken $ref, naming file and pointer
}
