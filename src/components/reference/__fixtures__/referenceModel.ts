import type { OperationModel, SchemaModel } from '../../../../lib/reference/model';
import type { MethodPageContext } from '../../../../lib/site/pageContext/apiReference';
import type { SidebarTree } from '../../../../lib/site/sidebarTree';

// A hand-written slice of an e-signature API, shaped as the OpenAPI pipeline emits it, for
// component tests that must not depend on the bundled specs.

const str = (extra: Partial<SchemaModel> = {}): SchemaModel => ({
  type: 'string',
  constraints: {},
  ...extra,
});

export const signerSchema: SchemaModel = {
  type: 'object',
  refName: 'Signer',
  properties: [
    {
      name: 'email',
      required: true,
      schema: str({ format: 'email', example: 'ann@example.test' }),
    },
    { name: 'name', required: true, schema: str({ constraints: { maxLength: 100 } }) },
    {
      name: 'routingOrder',
      required: false,
      schema: { type: 'integer', constraints: { minimum: 1 } },
    },
    {
      name: 'tabs',
      required: false,
      schema: { refName: 'Tabs', truncated: true, constraints: {} },
    },
  ],
  constraints: {},
};

export const envelopeDefinition: SchemaModel = {
  type: 'object',
  refName: 'EnvelopeDefinition',
  descriptionHtml: '<p>An envelope to send.</p>',
  properties: [
    {
      name: 'emailSubject',
      required: true,
      schema: str({ example: 'Please sign', constraints: { maxLength: 100 } }),
    },
    {
      name: 'status',
      required: false,
      schema: str({ enum: ['created', 'sent'], default: 'created' }),
    },
    {
      name: 'recipients',
      required: false,
      schema: {
        type: 'object',
        refName: 'Recipients',
        properties: [
          {
            name: 'signers',
            required: false,
            schema: { type: 'array', items: signerSchema, constraints: {} },
          },
        ],
        constraints: {},
      },
    },
    { name: 'legacyBlob', required: false, schema: { unknown: true, constraints: {} } },
  ],
  constraints: {},
};

export const tabsChunk: SchemaModel = {
  type: 'object',
  refName: 'Tabs',
  properties: [
    {
      name: 'signHereTabs',
      required: false,
      schema: { type: 'array', items: str(), constraints: {} },
    },
  ],
  constraints: {},
};

export const createEnvelope: OperationModel = {
  slug: 'create',
  name: 'create',
  operationId: 'Envelopes_PostEnvelopes',
  httpMethod: 'POST',
  path: '/v2.1/accounts/{accountId}/envelopes',
  summary: 'Creates an envelope.',
  descriptionHtml: '<p>Creates and sends an <strong>envelope</strong>.</p>',
  deprecated: false,
  parameters: [
    {
      name: 'accountId',
      in: 'path',
      required: true,
      descriptionHtml: '<p>The account GUID.</p>',
      schema: str({ format: 'uuid', constraints: { pattern: '^[0-9a-f-]{36}$' } }),
    },
    {
      name: 'merge_roles_on_draft',
      in: 'query',
      required: false,
      schema: str({ enum: ['true', 'false'], default: 'false' }),
    },
    {
      name: 'count',
      in: 'query',
      required: false,
      schema: {
        type: 'integer',
        format: 'int32',
        example: 10,
        constraints: { minimum: 1, maximum: 100, exclusiveMaximum: true },
      },
    },
    {
      name: 'X-Request-Id',
      in: 'header',
      required: false,
      schema: str({ constraints: { minLength: 8, maxLength: 64 } }),
    },
  ],
  requestBody: {
    required: true,
    content: [
      { contentType: 'application/json', schema: envelopeDefinition, examples: [], binary: false },
    ],
  },
  responses: [
    {
      status: '201',
      descriptionHtml: '<p>Envelope created.</p>',
      content: [
        {
          contentType: 'application/json',
          schema: {
            type: 'object',
            refName: 'EnvelopeSummary',
            properties: [{ name: 'envelopeId', required: false, schema: str() }],
            constraints: {},
          },
          examples: [{ name: 'default', value: { envelopeId: 'abc-123', status: 'sent' } }],
          binary: false,
        },
      ],
      headers: [],
    },
    { status: '400', descriptionHtml: '<p>Bad request.</p>', content: [], headers: [] },
  ],
  scopes: ['signature'],
};

export const getDocument: OperationModel = {
  ...createEnvelope,
  slug: 'get',
  name: 'get',
  operationId: 'Documents_GetDocument',
  httpMethod: 'GET',
  path: '/v2.1/accounts/{accountId}/envelopes/{envelopeId}/documents/{documentId}',
  summary: 'Gets a document as PDF.',
  deprecated: true,
  parameters: createEnvelope.parameters.slice(0, 1),
  requestBody: undefined,
  responses: [
    {
      status: '200',
      descriptionHtml: '<p>The PDF.</p>',
      content: [{ contentType: 'application/pdf', examples: [], binary: true }],
      headers: [],
    },
  ],
};

export const sidebarTree: SidebarTree = {
  id: 'esignature/v2.1',
  title: 'eSignature REST API',
  path: '/docs/esign-rest-api/reference/',
  legacy: false,
  apiPathPrefix: '/v2.1/accounts/{accountId}',
  categories: [
    {
      name: 'Envelopes',
      slug: 'envelopes',
      path: '/docs/esign-rest-api/reference/envelopes/',
      resources: [
        {
          name: 'Envelopes',
          slug: 'envelopes',
          path: '/docs/esign-rest-api/reference/envelopes/envelopes/',
          methods: [
            {
              name: 'create',
              httpMethod: 'POST',
              apiPath: '/envelopes',
              operationId: 'Envelopes_PostEnvelopes',
              sdkMethodName: 'createEnvelope',
            },
          ],
        },
        {
          name: 'EnvelopeDocuments',
          slug: 'envelopedocuments',
          path: '/docs/esign-rest-api/reference/envelopes/envelopedocuments/',
          methods: [
            {
              name: 'get',
              slug: 'get-2',
              httpMethod: 'GET',
              deprecated: true,
              apiPath: '/envelopes/{envelopeId}/documents/{documentId}',
              operationId: 'Documents_GetDocument',
              sdkMethodName: 'getDocument',
            },
          ],
        },
      ],
    },
    {
      name: 'Users',
      slug: 'users',
      path: '/docs/esign-rest-api/reference/users/',
      resources: [
        {
          name: 'Users',
          slug: 'users',
          path: '/docs/esign-rest-api/reference/users/users/',
          methods: [
            {
              name: 'list',
              httpMethod: 'GET',
              apiPath: '/users',
              operationId: 'Users_GetUsers',
            },
          ],
        },
      ],
    },
  ],
};

const createPath = '/docs/esign-rest-api/reference/envelopes/envelopes/create/';

export function methodContext(overrides: Partial<MethodPageContext> = {}): MethodPageContext {
  return {
    pagePath: createPath,
    api: {
      apiName: 'esignature',
      displayName: 'eSignature REST API',
      version: 'v2.1',
      basePath: '/docs/esign-rest-api/reference/',
      hasApiExplorer: true,
    },
    sidebar: sidebarTree,
    breadcrumbs: [
      { label: 'eSignature REST API v2.1', path: '/docs/esign-rest-api/reference/' },
      { label: 'Envelopes', path: '/docs/esign-rest-api/reference/envelopes/' },
      { label: 'Envelopes', path: '/docs/esign-rest-api/reference/envelopes/envelopes/' },
      { label: 'create', path: createPath },
    ],
    category: { name: 'Envelopes', path: '/docs/esign-rest-api/reference/envelopes/' },
    resource: { name: 'Envelopes', path: '/docs/esign-rest-api/reference/envelopes/envelopes/' },
    versions: [
      { version: 'v2.1', path: createPath, current: true },
      {
        version: 'v2',
        path: '/docs/esign-rest-api/v2/reference/envelopes/envelopes/create/',
        current: false,
      },
    ],
    seo: {
      title: 'Envelopes: create',
      description: 'Creates an envelope.',
      canonical: `http://localhost:9000${createPath}`,
      noindex: false,
    },
    operation: createEnvelope,
    servers: [{ url: 'https://demo.example.test/restapi', variables: [] }],
    platformBasePath: '/restapi',
    siteOrigin: 'http://localhost:9000',
    schemaChunkBase: '/api-schemas/esignature/v2.1/',
    ...overrides,
  };
}
