/** @jest-environment node */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import newman, { type NewmanRunSummary } from 'newman';
import { explorerCatalog } from '../explorer/referenceModels';
import { countRequests, type PostmanEnvironment } from '../postman';
import { ADMIN, signIn, startServer, tempDir, type RunningServer } from './testServer';

let server: RunningServer;

const IKEY = '3f8a1c2e-5b6d-4e7f-8a9b-0c1d2e3f4a5b';
const SECRET = 'postman-test-secret-7Qz9';

const postForm = (fields: Record<string, string>) =>
  fetch(`${server.base}/api/postman/environment`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });

beforeAll(async () => {
  server = await startServer();
}, 60_000);

afterAll(() => server.close());

describe('POST /api/postman/environment', () => {
  it('answers a Postman v2.1 environment as an attachment, the secret only in the body', async () => {
    const response = await postForm({ iKey: IKEY, iSec: SECRET, hostenv: 'demo' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="developer-center-demo.postman_environment.json"',
    );
    const body = (await response.json()) as PostmanEnvironment;
    expect(body._postman_variable_scope).toBe('environment');
    expect(typeof body.id).toBe('string');
    expect(body.name).toContain('demo');
    const values = Object.fromEntries(body.values.map((value) => [value.key, value]));
    expect(values.integrationKey).toEqual({
      key: 'integrationKey',
      value: IKEY,
      type: 'default',
      enabled: true,
    });
    expect(values.secretKey).toEqual({
      key: 'secretKey',
      value: SECRET,
      type: 'secret',
      enabled: true,
    });
    expect(values.baseUrl.value).toBe(`${server.base}/sandbox`);
    expect(values.oauthBaseUrl.value).toBe(`${server.base}/sandbox/oauth`);
    expect(values.accountId.value).toBeTruthy();
    // Never logged, never in a header.
    expect(server.logs.join('\n')).not.toContain(SECRET);
    expect([...response.headers.values()].join('\n')).not.toContain(SECRET);
  });

  it.each(['na1', 'eu', 'jp1', 'stage'])('points %s at its own host', async (hostenv) => {
    const response = await postForm({ iKey: IKEY, iSec: SECRET, hostenv });
    const body = (await response.json()) as PostmanEnvironment;
    expect(body.values.find((value) => value.key === 'baseUrl')?.value).toBe(
      `https://${hostenv}.example.test`,
    );
  });

  it.each([
    ['iKey', { iSec: SECRET, hostenv: 'demo' }],
    ['iKey', { iKey: 'not-a-guid', iSec: SECRET, hostenv: 'demo' }],
    ['iKey', { iKey: `${IKEY}/../x`, iSec: SECRET, hostenv: 'demo' }],
    ['iSec', { iKey: IKEY, hostenv: 'demo' }],
    ['iSec', { iKey: IKEY, iSec: '   ', hostenv: 'demo' }],
    ['iSec', { iKey: IKEY, iSec: 'x'.repeat(201), hostenv: 'demo' }],
    ['hostenv', { iKey: IKEY, iSec: SECRET }],
    ['hostenv', { iKey: IKEY, iSec: SECRET, hostenv: 'na5' }],
    ['hostenv', { iKey: IKEY, iSec: SECRET, hostenv: 'evil.example.com' }],
  ])('answers 400 naming %s', async (field, fields) => {
    const response = await postForm(fields as Record<string, string>);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { field: string; message: string };
    expect(body.field).toBe(field);
    expect(body.message).toContain(field);
    expect(JSON.stringify(body)).not.toContain(SECRET);
  });
});

describe('GET /api/postman/collections/:apiName', () => {
  it('answers the eSignature collection: one request per operation of the model', async () => {
    const response = await fetch(`${server.base}/api/postman/collections/esignature-v2.1`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toContain(
      'esignature-v2.1.postman_collection.json',
    );
    const collection = (await response.json()) as {
      info: { name: string; schema: string };
      item: { name: string; item: unknown[] }[];
      auth: { type: string };
      variable: { key: string; value: string }[];
    };
    expect(collection.info.schema).toBe(
      'https://schema.getpostman.com/json/collection/v2.1.0/collection.json',
    );
    expect(collection.auth.type).toBe('bearer');
    expect(JSON.stringify(collection.auth)).toContain('{{accessToken}}');
    expect(collection.variable).toEqual(
      expect.arrayContaining([expect.objectContaining({ key: 'apiBasePath', value: '/restapi' })]),
    );
    const { apis } = await explorerCatalog();
    const model = apis.find((api) => api.model.swaggerName === 'esignature-v2.1')!.model;
    const operations = model.categories
      .flatMap((category) => category.resources)
      .reduce((total, resource) => total + resource.methods.length, 0);
    expect(operations).toBeGreaterThan(50);
    expect(countRequests(collection.item)).toBe(operations);
    const text = JSON.stringify(collection);
    expect(text).toContain('"host":["{{baseUrl}}{{apiBasePath}}"]');
    expect(text).toContain('"path":["v2.1","accounts","{{accountId}}","envelopes",":envelopeId"]');
  }, 60_000);

  it('answers the same (cached) collection twice', async () => {
    const first = await (await fetch(`${server.base}/api/postman/collections/click-v1`)).text();
    const second = await (await fetch(`${server.base}/api/postman/collections/click-v1`)).text();
    expect(second).toBe(first);
  });

  it.each(['nope', 'esignature-v9', '..%2F..%2Fpackage.json', '%2Fetc%2Fpasswd'])(
    'answers 404 naming apiName for %s',
    async (name) => {
      const response = await fetch(`${server.base}/api/postman/collections/${name}`);
      expect(response.status).toBe(404);
      const body = (await response.json()) as { field: string; message: string };
      expect(body.field).toBe('apiName');
    },
  );
});

type Item = {
  name: string;
  item?: Item[];
  event?: unknown[];
  request?: {
    method: string;
    url: { path: string[]; variable?: { key: string; value: string }[] };
  };
};

const testScript = (...exec: string[]) => [{ listen: 'test', script: { exec } }];

async function runNewman(collectionFile: string, environment: PostmanEnvironment) {
  return new Promise<NewmanRunSummary>((resolve, reject) =>
    newman.run(
      { collection: collectionFile, environment: { ...environment }, reporters: [] },
      (error, result) => (error ? reject(error) : resolve(result)),
    ),
  );
}

describe('newman', () => {
  it('runs generated requests with the exported environment against the sandbox', async () => {
    const token = await signIn(server.base);
    const environment = (await (
      await postForm({ iKey: IKEY, iSec: SECRET, hostenv: 'demo' })
    ).json()) as PostmanEnvironment;
    for (const value of environment.values) {
      if (value.key === 'accessToken') value.value = token;
      if (value.key === 'accountId') value.value = ADMIN.accountId;
    }
    const collection = (await (
      await fetch(`${server.base}/api/postman/collections/esignature-v2.1`)
    ).json()) as { item: Item[] } & Record<string, unknown>;
    const all: Item[] = [];
    const walk = (items: Item[]) =>
      items.forEach((item) => (item.item ? walk(item.item) : all.push(item)));
    walk(collection.item);
    const find = (method: string, path: string) => {
      const found = all.filter(
        (item) => item.request?.method === method && item.request.url.path.join('/') === path,
      );
      expect(found).toHaveLength(1);
      return found[0];
    };
    const envelopes = 'v2.1/accounts/{{accountId}}/envelopes';
    // Create (the spec's example body), list, then get the created envelope by :envelopeId.
    const create = find('POST', envelopes);
    const list = find('GET', envelopes);
    const get = find('GET', `${envelopes}/:envelopeId`);
    get.request!.url.variable = [{ key: 'envelopeId', value: '{{envelopeId}}' }];
    const flow = [
      {
        ...create,
        event: testScript(
          "pm.test('201', () => pm.response.to.have.status(201));",
          "pm.environment.set('envelopeId', pm.response.json().envelopeId);",
        ),
      },
      { ...list, event: testScript("pm.test('200', () => pm.response.to.have.status(200));") },
      {
        ...get,
        event: testScript(
          "pm.test('200', () => pm.response.to.have.status(200));",
          "pm.test('same envelope', () => pm.expect(pm.response.json().envelopeId).to.eql(pm.environment.get('envelopeId')));",
        ),
      },
    ];
    const dir = tempDir('postman-newman-');
    mkdirSync(dir, { recursive: true });
    const collectionFile = path.join(dir, 'collection.json');
    writeFileSync(collectionFile, JSON.stringify({ ...collection, item: flow }));
    const summary = await runNewman(collectionFile, environment);
    const { stats } = summary.run;
    expect(summary.run.failures.map((failure) => failure.error.message)).toEqual([]);
    expect(stats.requests.total).toBe(3);
    expect(stats.assertions.total).toBe(4);
    expect(stats.assertions.failed).toBe(0);
  }, 60_000);

  it('fails when the token is not valid (the run can fail)', async () => {
    const environment = (await (
      await postForm({ iKey: IKEY, iSec: SECRET, hostenv: 'demo' })
    ).json()) as PostmanEnvironment;
    for (const value of environment.values) {
      if (value.key === 'accessToken') value.value = 'not-a-token';
      if (value.key === 'accountId') value.value = ADMIN.accountId;
    }
    const collection = (await (
      await fetch(`${server.base}/api/postman/collections/esignature-v2.1`)
    ).json()) as { item: Item[] } & Record<string, unknown>;
    const all: Item[] = [];
    const walk = (items: Item[]) =>
      items.forEach((item) => (item.item ? walk(item.item) : all.push(item)));
    walk(collection.item);
    const list = all.find(
      (item) =>
        item.request?.method === 'GET' &&
        item.request.url.path.join('/') === 'v2.1/accounts/{{accountId}}/envelopes',
    )!;
    const dir = tempDir('postman-newman-');
    const collectionFile = path.join(dir, 'collection.json');
    writeFileSync(
      collectionFile,
      JSON.stringify({
        ...collection,
        item: [
          { ...list, event: testScript("pm.test('200', () => pm.response.to.have.status(200));") },
        ],
      }),
    );
    const summary = await runNewman(collectionFile, environment);
    expect(summary.run.stats.assertions.failed).toBe(1);
  }, 60_000);
});
