/** @jest-environment node */
import { readRegistry } from '../../gatsby/openapi';
import type { ApiReferenceModel, OperationModel } from '../../gatsby/openapi';
import { apiBasePathOf, buildCollection, countRequests, postmanPath } from './collection';
import { baseUrlFor, buildEnvironment } from './environment';

const entry = readRegistry().find((candidate) => candidate.swaggerName === 'esignature-v2.1')!;

const operation = (overrides: Partial<OperationModel>): OperationModel => ({
  slug: 'x',
  name: 'Envelopes: get',
  httpMethod: 'GET',
  path: '/v2.1/accounts/{accountId}/envelopes/{envelopeId}',
  summary: 'Gets an envelope.',
  descriptionHtml: '',
  deprecated: false,
  parameters: [],
  responses: [],
  scopes: [],
  ...overrides,
});

const model = (methods: OperationModel[], categories = 1): ApiReferenceModel => ({
  swaggerName: 'esignature-v2.1',
  apiName: 'esignature-v2.1',
  displayName: 'eSignature REST API',
  version: 'v2.1',
  isPrimary: true,
  route: '/docs/esign-rest-api',
  basePath: '/docs/esign-rest-api/reference/',
  title: 'eSignature',
  descriptionHtml: '',
  specFormat: 'swagger-2.0',
  servers: [],
  categories: Array.from({ length: categories }, (_, index) => ({
    name: `Category ${index}`,
    slug: `c${index}`,
    summary: '',
    descriptionHtml: '',
    resources: [{ name: 'Envelopes', slug: 'envelopes', descriptionHtml: '', methods }],
  })),
  schemas: {},
  warnings: [],
});

it('writes accountId as the environment variable and other path parameters as :name', () => {
  expect(
    postmanPath('/v2.1/accounts/{accountId}/envelopes/{envelopeId}/docs/{documentId}'),
  ).toEqual({
    path: '/v2.1/accounts/{{accountId}}/envelopes/:envelopeId/docs/:documentId',
    variables: ['envelopeId', 'documentId'],
  });
});

it('puts the API under the environment’s base URL, without the sandbox prefix', () => {
  expect(apiBasePathOf(entry)).toBe('/restapi');
  expect(baseUrlFor('demo', 'http://127.0.0.1:9/sandbox')).toBe('http://127.0.0.1:9/sandbox');
  expect(baseUrlFor('au', 'http://127.0.0.1:9/sandbox')).toBe('https://au.example.test');
});

it('marks the secret as a secret variable', () => {
  const environment = buildEnvironment({
    integrationKey: 'k',
    secretKey: 's',
    hostenv: 'eu',
    sandboxOrigin: 'http://127.0.0.1:9/sandbox',
  });
  expect(environment.values.find((value) => value.key === 'secretKey')?.type).toBe('secret');
  expect(environment.values.find((value) => value.key === 'integrationKey')?.type).toBe('default');
});

it('builds one request per operation with its body example, raw URL and bearer auth', () => {
  const create = operation({
    name: 'Envelopes: create',
    httpMethod: 'POST',
    path: '/v2.1/accounts/{accountId}/envelopes',
    parameters: [
      { name: 'cdse_mode', in: 'query', required: false, schema: { constraints: {} } },
      { name: 'mode', in: 'query', required: true, schema: { constraints: {} }, example: 'x' },
    ],
    requestBody: {
      required: true,
      content: [
        {
          contentType: 'application/json',
          examples: [{ name: 'e', value: { emailSubject: 'Hi' } }],
          binary: false,
        },
      ],
    },
  });
  const json = buildCollection(model([operation({}), create], 2), entry) as {
    item: { name: string; item: { item: { request: Record<string, unknown> }[] }[] }[];
    auth: unknown;
  };
  expect(json.item.map((folder) => folder.name)).toEqual(['Category 0', 'Category 1']);
  expect(countRequests(json.item)).toBe(4);
  const [get, post] = json.item[0].item[0].item.map((item) => item.request) as {
    method: string;
    url: { raw: string; variable: { key: string }[] };
    body?: { raw: string };
    header: { key: string; value: string }[];
  }[];
  expect(get.method).toBe('GET');
  expect(get.url.raw).toBe(
    '{{baseUrl}}{{apiBasePath}}/v2.1/accounts/{{accountId}}/envelopes/:envelopeId',
  );
  expect(get.url.variable.map((variable) => variable.key)).toEqual(['envelopeId']);
  expect(post.url.raw).toBe(
    '{{baseUrl}}{{apiBasePath}}/v2.1/accounts/{{accountId}}/envelopes?mode=x',
  );
  expect(JSON.parse(post.body!.raw)).toEqual({ emailSubject: 'Hi' });
  expect(post.header).toContainEqual({ key: 'Content-Type', value: 'application/json' });
  expect(JSON.stringify(json.auth)).toContain('{{accessToken}}');
});

it('flattens a single category: its resources are the top-level folders', () => {
  const json = buildCollection(model([operation({})]), entry) as { item: { name: string }[] };
  expect(json.item.map((folder) => folder.name)).toEqual(['Envelopes']);
});
