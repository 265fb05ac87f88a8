/** @jest-environment node */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type Newman from 'newman';
import type { NewmanRunSummary } from 'newman';
import { operationIndex } from '../catalog';
import { countRequests, type PostmanEnvironment } from '../postman';
import {
  ADMIN,
  signIn,
  startServer,
  tempDir,
  type RunningServer,
} from '../../test-support/testServer';
import { testTool } from '../../test-support/testTools';

let server: RunningServer;
// newman is not in the root install: it installs into test-support/tools on first use.
let newman: typeof Newman;

const IKEY = '3f8a1c2e-5b6d-4e7f-8a9b-0c1d2e3f4a5b';
const SECRET = 'postman-test-secret-7Qz9';

const postForm = (fields: Record<string, string>) =>
  fetch(`${server.base}/api/postman/environment`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });

/** The sandbox API requests the server received (what newman sent). */
const apiRequests: string[] = [];

beforeAll(async () => {
  newman = testTool<typeof Newman>('newman');
  server = await startServer({}, (app) =>
    app.addHook('onRequest', async (request) => {
      if (request.url.startsWith('/sandbox/restapi/')) apiRequests.push(request.url);
    }),
  );
}, 180_000);

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
    expect(values.integrationKey).toEqual(
      expect.objectContaining({
        key: 'integrationKey',
        value: IKEY,
        type: 'default',
        enabled: true,
      }),
    );
    expect(values.secretKey).toEqual(
      expect.objectContaining({ key: 'secretKey', value: SECRET, type: 'secret', enabled: true }),
    );
    expect(values.baseUrl.value).toBe(`${server.base}/sandbox`);
    expect(values.oauthBaseUrl.value).toBe(`${server.base}/sandbox/oauth`);
    // Each API at its base URL by the one rule: embedded, every one under baseUrl, locally.
    expect(values.esignRestApiBaseUrl.value).toBe('{{baseUrl}}/restapi');
    expect(values.adminApiBaseUrl.value).toBe('{{baseUrl}}/adminapi');
    // What only the user has is left empty, each saying where to get it.
    expect(values.accessToken).toEqual(expect.objectContaining({ value: '', type: 'secret' }));
    expect(values.accessToken.description).toContain('/token-generator');
    expect(values.accountId.value).toBe('');
    expect(values.accountId.description).toContain('userinfo');
    // Never logged, never in a header.
    expect(server.logs.join('\n')).not.toContain(SECRET);
    expect([...response.headers.values()].join('\n')).not.toContain(SECRET);
  });

  it('downloads without a secret: the variable left empty, saying where it comes from', async () => {
    const forms: Record<string, string>[] = [
      { iKey: IKEY, hostenv: 'demo' },
      { iKey: IKEY, iSec: '   ', hostenv: 'demo' },
    ];
    for (const fields of forms) {
      const response = await postForm(fields);
      expect(response.status).toBe(200);
      const body = (await response.json()) as PostmanEnvironment;
      const secretKey = body.values.find((value) => value.key === 'secretKey');
      expect(secretKey).toEqual(expect.objectContaining({ value: '', type: 'secret' }));
      expect(secretKey?.description).toContain('Not set');
    }
  });

  it("prefills the signed-in reader's account and user ids", async () => {
    const accountId = '6b1e3f2a-4c5d-4e8f-9a0b-1c2d3e4f5a6b';
    const userId = '11111111-2222-4333-8444-555555555555';
    const response = await postForm({ iKey: IKEY, hostenv: 'demo', accountId, userId });
    const values = Object.fromEntries(
      ((await response.json()) as PostmanEnvironment).values.map((value) => [value.key, value]),
    );
    expect(values.accountId.value).toBe(accountId);
    expect(values.userId.value).toBe(userId);
    expect(values.integrationKey.value).toBe(IKEY);
  });

  it.each(['na1', 'eu', 'jp1', 'stage'])('points %s at its own host', async (hostenv) => {
    const response = await postForm({ iKey: IKEY, iSec: SECRET, hostenv });
    const body = (await response.json()) as PostmanEnvironment;
    expect(body.values.find((value) => value.key === 'baseUrl')?.value).toBe(
      `https://${hostenv}.example.test`,
    );
    // An API with a host of its own is at that host of the real environment, never here.
    const admin = body.values.find((value) => value.key === 'adminApiBaseUrl')?.value;
    expect(admin).toBe(
      hostenv === 'stage'
        ? 'https://api-s.docusign.net/management'
        : 'https://api.docusign.net/management',
    );
  });

  it.each([
    ['iKey', { iSec: SECRET, hostenv: 'demo' }],
    ['iKey', { iKey: 'not-a-guid', iSec: SECRET, hostenv: 'demo' }],
    ['iKey', { iKey: `${IKEY}/../x`, iSec: SECRET, hostenv: 'demo' }],
    ['iSec', { iKey: IKEY, iSec: 'x'.repeat(201), hostenv: 'demo' }],
    ['accountId', { iKey: IKEY, hostenv: 'demo', accountId: 'not-a-guid' }],
    ['userId', { iKey: IKEY, hostenv: 'demo', userId: '../../etc' }],
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
      event: { listen: string; script: { exec: string[] } }[];
      item: { name: string; item: unknown[] }[];
      auth: { type: string };
      variable: { key: string; value: string }[];
    };
    expect(collection.info.schema).toBe(
      'https://schema.getpostman.com/json/collection/v2.1.0/collection.json',
    );
    expect(collection.auth.type).toBe('bearer');
    expect(JSON.stringify(collection.auth)).toContain('{{accessToken}}');
    const { apis } = await operationIndex();
    const model = apis.find((api) => api.model.swaggerName === 'esignature-v2.1')!.model;
    const operations = model.categories
      .flatMap((category) => category.resources)
      .reduce((total, resource) => total + resource.methods.length, 0);
    expect(operations).toBeGreaterThan(50);
    expect(countRequests(collection.item)).toBe(operations);
    const text = JSON.stringify(collection);
    expect(text).toContain('"host":["{{esignRestApiBaseUrl}}"]');
    expect(text).toContain('"path":["v2.1","accounts","{{accountId}}","envelopes",":envelopeId"]');
    // Every :name of every request takes its value from {{name}}.
    type Url = { path: string[]; variable: { key: string; value: string }[] };
    const urls: Url[] = [];
    const walk = (items: unknown[]) =>
      (items as { item?: unknown[]; request?: { url: Url } }[]).forEach((item) =>
        item.item ? walk(item.item) : urls.push(item.request!.url),
      );
    walk(collection.item);
    const segments = urls.flatMap((url) => url.path.filter((segment) => segment.startsWith(':')));
    expect(segments.length).toBeGreaterThan(40);
    for (const url of urls) {
      const names = url.path.filter((s) => s.startsWith(':')).map((s) => s.slice(1));
      expect(url.variable.map(({ key, value }) => [key, value])).toEqual(
        names.map((name) => [name, `{{${name}}}`]),
      );
    }
    expect(collection.variable).toContainEqual(expect.objectContaining({ key: 'envelopeId' }));
    expect(collection.event.map((event) => event.listen)).toEqual(['prerequest', 'test']);
    expect(collection.item.map((folder) => folder.name)).toContain('Envelopes category');
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

/** Downloads what a user downloads and saves it as the user does: the files, unchanged. */
async function downloadExports() {
  const dir = tempDir('postman-newman-');
  const environmentFile = path.join(dir, 'developer-center-demo.postman_environment.json');
  const collectionFile = path.join(dir, 'esignature-v2.1.postman_collection.json');
  const environment = await postForm({ iKey: IKEY, iSec: SECRET, hostenv: 'demo' });
  writeFileSync(environmentFile, Buffer.from(await environment.arrayBuffer()));
  const collection = await fetch(`${server.base}/api/postman/collections/esignature-v2.1`);
  writeFileSync(collectionFile, Buffer.from(await collection.arrayBuffer()));
  return { environmentFile, collectionFile };
}

/** newman run <collection> -e <environment> --folder <folder> --env-var key=value … */
async function runNewman(folder: string, envVar: { key: string; value: string }[]) {
  const { environmentFile, collectionFile } = await downloadExports();
  return new Promise<NewmanRunSummary>((resolve, reject) =>
    newman.run(
      { collection: collectionFile, environment: environmentFile, folder, envVar, reporters: [] },
      (error, result) => (error ? reject(error) : resolve(result)),
    ),
  );
}

const bodyOf = (execution: NewmanRunSummary['run']['executions'][number]) =>
  JSON.parse(String(execution.response?.stream ?? '{}')) as { envelopeId?: string };

describe('newman', () => {
  it('runs the Envelopes folder as downloaded: create, list, get the created one, update', async () => {
    const token = await signIn(server.base);
    const before = apiRequests.length;
    const summary = await runNewman('Envelopes', [
      { key: 'accessToken', value: token },
      { key: 'accountId', value: ADMIN.accountId },
    ]);
    const { stats, executions, failures } = summary.run;
    expect(failures.map((failure) => failure.error.message)).toEqual([]);
    expect(executions.map((execution) => execution.item.name)).toEqual([
      'create',
      'listStatusChanges',
      'get',
      'update',
    ]);
    expect(executions.map((execution) => execution.response?.code)).toEqual([201, 200, 200, 200]);
    // Each succeeds, the create keeps the new id, the get checks it answers that envelope.
    expect(stats.assertions).toEqual(expect.objectContaining({ total: 6, failed: 0 }));
    const created = bodyOf(executions[0]).envelopeId;
    expect(created).toMatch(/\S/);
    expect(bodyOf(executions[2]).envelopeId).toBe(created);
    const [, , get, update] = executions;
    expect(get.request.url.toString()).toBe(
      `${server.base}/sandbox/restapi/v2.1/accounts/${ADMIN.accountId}/envelopes/${created}`,
    );
    expect(update.request.url.toString()).toContain(`/envelopes/${created}`);
    expect(apiRequests.length - before).toBe(4);
  }, 60_000);

  it('without accessToken, stops every request saying where to get one: none reaches the API', async () => {
    const before = apiRequests.length;
    const summary = await runNewman('Envelopes', [{ key: 'accountId', value: ADMIN.accountId }]);
    const { stats, failures } = summary.run;
    expect(stats.requests.total).toBe(0);
    expect(failures).toHaveLength(4);
    expect(failures[0].error.message).toBe('Set accessToken: generate one at /token-generator');
    for (const failure of failures) {
      expect(failure.error.message).toMatch(/^Set accessToken: generate one at \/token-generator/);
    }
    expect(apiRequests.length - before).toBe(0);
  }, 60_000);

  it('without accountId, says so instead of calling /accounts//envelopes', async () => {
    const token = await signIn(server.base);
    const summary = await runNewman('Envelopes', [{ key: 'accessToken', value: token }]);
    expect(summary.run.stats.requests.total).toBe(0);
    expect(summary.run.failures[0].error.message).toMatch(/^Set accountId: /);
  }, 60_000);

  it('fails when the token is not valid (the run can fail)', async () => {
    const summary = await runNewman('Envelopes', [
      { key: 'accessToken', value: 'not-a-token' },
      { key: 'accountId', value: ADMIN.accountId },
    ]);
    // create and list are refused; get and update stop for want of the envelopeId create keeps.
    expect(summary.run.stats.requests.total).toBe(2);
    expect(summary.run.failures.map((failure) => failure.error.message)).toEqual([
      'expected response code to be 2XX but found 401',
      'expected response code to be 2XX but found 401',
      'Set envelopeId: run “Envelopes: create” first',
      'Set envelopeId: run “Envelopes: create” first',
    ]);
  }, 60_000);
});
