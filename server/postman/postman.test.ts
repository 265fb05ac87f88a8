/** @jest-environment node */
import { readRegistry } from '../../lib/reference';
import type { ApiReferenceModel, OperationModel } from '../../lib/reference';
import { buildCollection, countRequests, postmanPath } from './collection';
import { apiBaseUrlIn, apiBaseUrlVariable, platformEnvironmentOf } from './apiBaseUrls';
import { baseUrlFor, buildEnvironment, type EnvironmentInput } from './environment';

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

it('writes account_id as the environment’s accountId too', () => {
  expect(postmanPath('/v1/accounts/{account_id}/forms/{form_id}').path).toBe(
    '/v1/accounts/{{accountId}}/forms/:form_id',
  );
});

it('puts the API under the environment’s base URL, without the sandbox prefix', () => {
  expect(apiBaseUrlVariable(entry)).toBe('esignRestApiBaseUrl');
  expect(apiBaseUrlIn(entry, 'demo', true)).toBe('{{baseUrl}}/restapi');
  expect(baseUrlFor('demo', 'http://127.0.0.1:9/sandbox')).toBe('http://127.0.0.1:9/sandbox');
  expect(baseUrlFor('au', 'http://127.0.0.1:9/sandbox')).toBe('https://au.example.test');
});

const input = (overrides: Partial<EnvironmentInput> = {}): EnvironmentInput => ({
  integrationKey: 'k',
  secretKey: 's',
  hostenv: 'demo',
  sandboxOrigin: 'http://127.0.0.1:9/sandbox',
  apis: readRegistry(),
  embedded: true,
  ...overrides,
});

const valuesOf = (overrides: Partial<EnvironmentInput>) =>
  Object.fromEntries(buildEnvironment(input(overrides)).values.map((one) => [one.key, one.value]));

it('reads the demo, stage and production sites as the platform’s environments', () => {
  expect(platformEnvironmentOf('demo')).toBe('demo');
  expect(platformEnvironmentOf('stage')).toBe('stage');
  for (const site of ['na1', 'na4', 'eu', 'ca', 'au', 'jp1'] as const)
    expect(platformEnvironmentOf(site)).toBe('production');
});

it('gives every API of the registry its base URL in the environment, by the one rule', () => {
  const names = readRegistry().map(apiBaseUrlVariable);
  expect(new Set(names).size).toBe(names.length);
  // Embedded: demo is the local platform, where every API is under baseUrl at its local path.
  const embedded = valuesOf({});
  expect(embedded.esignRestApiBaseUrl).toBe('{{baseUrl}}/restapi');
  expect(embedded.adminApiBaseUrl).toBe('{{baseUrl}}/adminapi');
  expect(embedded.docgensendApiBaseUrl).toBe('{{baseUrl}}/docgenapi');
  // The real demo environment: Admin on its own host, Doc Gen under eSignature's path.
  const demo = valuesOf({ embedded: false });
  expect(demo.esignRestApiBaseUrl).toBe('{{baseUrl}}/restapi');
  expect(demo.adminApiBaseUrl).toBe('https://api-d.docusign.net/management');
  expect(demo.roomsApiBaseUrl).toBe('https://demo.rooms.docusign.com/restapi');
  expect(demo.docgensendApiBaseUrl).toBe('{{baseUrl}}/restapi');
  // A production site, from an embedded portal or not: the production hosts.
  for (const embedded of [true, false]) {
    const na2 = valuesOf({ hostenv: 'na2', embedded });
    expect(na2.adminApiBaseUrl).toBe('https://api.docusign.net/management');
    expect(na2.webFormsApiBaseUrl).toBe('https://apps.docusign.com/api/webforms');
    expect(na2.clickApiBaseUrl).toBe('{{baseUrl}}/clickapi');
  }
});

it('leaves an API’s base URL for the user to set where the registry names none (stage)', () => {
  const stage = buildEnvironment(input({ hostenv: 'stage' })).values;
  const admin = stage.find((one) => one.key === 'adminApiBaseUrl')!;
  expect(admin.value).toBe('https://api-s.docusign.net/management');
  const docgen = stage.find((one) => one.key === 'docgensendApiBaseUrl')!;
  expect(docgen.value).toBe('');
  expect(docgen.description).toMatch(/^Set this: the API registry names no stage base URL/);
});

it('leaves accessToken and accountId empty for the user, saying where to get them', () => {
  const environment = buildEnvironment(input());
  const values = Object.fromEntries(environment.values.map((value) => [value.key, value]));
  expect(values.accessToken).toMatchObject({ value: '', type: 'secret' });
  expect(values.accessToken.description).toContain('/token-generator');
  expect(values.accountId.value).toBe('');
  for (const value of environment.values) expect(value.description).toMatch(/\w/);
});

it('marks the secret as a secret variable', () => {
  const environment = buildEnvironment(input({ hostenv: 'eu' }));
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
    url: { raw: string; variable: { key: string; value: string }[] };
    body?: { raw: string };
    header: { key: string; value: string }[];
  }[];
  expect(get.method).toBe('GET');
  expect(get.url.raw).toBe(
    '{{esignRestApiBaseUrl}}/v2.1/accounts/{{accountId}}/envelopes/:envelopeId',
  );
  expect(get.url.variable.map(({ key, value }) => [key, value])).toEqual([
    ['envelopeId', '{{envelopeId}}'],
  ]);
  expect(post.url.raw).toBe('{{esignRestApiBaseUrl}}/v2.1/accounts/{{accountId}}/envelopes?mode=x');
  expect(JSON.parse(post.body!.raw)).toEqual({ emailSubject: 'Hi' });
  expect(post.header).toContainEqual({ key: 'Content-Type', value: 'application/json' });
  expect(JSON.stringify(json.auth)).toContain('{{accessToken}}');
});

it('flattens a single category: its resources are the top-level folders', () => {
  const json = buildCollection(model([operation({})]), entry) as { item: { name: string }[] };
  expect(json.item.map((folder) => folder.name)).toEqual(['Envelopes']);
});

const envelopeSummary = {
  status: '201',
  headers: [],
  content: [
    {
      contentType: 'application/json',
      examples: [],
      binary: false,
      schema: { refName: 'envelopeSummary', constraints: {} },
    },
  ],
};

const createEnvelope = operation({
  name: 'create',
  httpMethod: 'POST',
  path: '/v2.1/accounts/{accountId}/envelopes',
  responses: [envelopeSummary],
});

const withSchemas = (base: ApiReferenceModel): ApiReferenceModel => ({
  ...base,
  schemas: {
    envelopeSummary: {
      type: 'object',
      constraints: {},
      properties: [{ name: 'envelopeId', required: false, schema: { constraints: {} } }],
    },
  },
});

type Json = {
  item: { name: string; item: { name: string; event: { script: { exec: string[] } }[] }[] }[];
  variable: { key: string; value: string; description: { content: string } }[];
  event: { listen: string; script: { exec: string[] } }[];
};

it('has a create keep the id it answers for the requests under it, and declares that variable', () => {
  const get = operation({ responses: [{ ...envelopeSummary, status: '200' }] });
  const json = buildCollection(withSchemas(model([createEnvelope, get])), entry) as Json;
  const [create, read] = json.item[0].item;
  expect(create.event[0].script.exec.join('\n')).toContain(
    'pm.collectionVariables.set("envelopeId", String(id))',
  );
  expect(read.event[0].script.exec.join('\n')).toContain('answers the envelopeId asked for');
  const envelopeId = json.variable.find((variable) => variable.key === 'envelopeId')!;
  expect(envelopeId.value).toBe('');
  expect(envelopeId.description.content).toContain('run “Envelopes: create” first');
});

it('keeps no id a create does not answer, nor one no request addresses', () => {
  const noAnswer = { ...createEnvelope, responses: [] };
  expect(
    (buildCollection(withSchemas(model([noAnswer, operation({})])), entry) as Json).item[0].item[0]
      .event,
  ).toEqual([]);
  expect(
    (buildCollection(withSchemas(model([createEnvelope])), entry) as Json).item[0].item[0].event,
  ).toEqual([]);
});

it('guards every request: accessToken first, with where to get it', () => {
  const json = buildCollection(model([operation({})]), entry) as Json;
  expect(json.event.map((event) => event.listen)).toEqual(['prerequest', 'test']);
  const guard = json.event[0].script.exec.join('\n');
  expect(guard).toContain('"accessToken":"generate one at /token-generator"');
  expect(guard).toContain('"esignRestApiBaseUrl":"download the environment at /tools/postman"');
  expect(guard).toContain('pm.execution.skipRequest()');
});

it('names a category folder apart from its resource of the same name (newman --folder)', () => {
  const json = buildCollection(model([operation({})], 2), entry) as Json;
  expect(json.item.map((folder) => folder.name)).toEqual(['Category 0', 'Category 1']);
  const envelopes = model([operation({})], 2);
  envelopes.categories[0].name = 'Envelopes';
  const named = buildCollection(envelopes, entry) as Json;
  expect(named.item.map((folder) => folder.name)).toEqual(['Envelopes category', 'Category 1']);
});
