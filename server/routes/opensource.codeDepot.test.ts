/** @jest-environment node */
import type { IncomingHttpHeaders } from 'node:http';
import { Agent, fetch } from 'undici';
import type { OpensourceManifest, OpensourceRepository } from './opensourceSource';
import { startServer, tempDir } from '../../test-support/testServer';
import { depotRepositories, startFakeCodeDepot } from '../../test-support/fakeCodeDepot';
import { startFakeCodeHost, type FakeCodeHost } from '../../test-support/fakeCodeHost';

const DEPOT_TOKEN = 'ghp_code-depot-route-token-0123456789';
const HOST_TOKEN = 'ghp_code-host-route-token-9876543210';

type Depot = Awaited<ReturnType<typeof startFakeCodeDepot>>;
let depot: Depot;
let host: FakeCodeHost;
// No keep-alive: a socket left open to a closed server keeps the test's worker from exiting.
const dispatcher = new Agent({ pipelining: 0 });
const get = (url: string) => fetch(url, { dispatcher });

beforeEach(async () => {
  depot = await startFakeCodeDepot('acme', depotRepositories(150));
  host = await startFakeCodeHost({
    owner: 'acme',
    repositories: [{ name: 'api_ESignature', branches: ['main'] }],
  });
});
afterEach(async () => {
  await depot.close();
  await host.close();
});
afterAll(() => dispatcher.close());

/** The depot and the REST code host both configured, with tokens of their own. */
const env = (dataDir: string) => ({
  DATA_DIR: dataDir,
  LOG_LEVEL: 'trace',
  CODE_DEPOT_GRAPHQL_URL: depot.url,
  CODE_DEPOT_ORG: 'acme',
  CODE_DEPOT_TOKEN: DEPOT_TOKEN,
  CODE_DEPOT_TIMEOUT_MS: '1500',
  CODE_HOST_API_URL: host.url,
  CODE_HOST_OWNER: 'acme',
  CODE_HOST_TOKEN: HOST_TOKEN,
});

test('the catalogue comes from the depot; its token reaches the depot only, never the log', async () => {
  // Every request the server itself takes (the embedded platform it calls included).
  const inbound: IncomingHttpHeaders[] = [];
  const server = await startServer(env(tempDir()), (app) =>
    app.addHook('onRequest', async (request) => void inbound.push(request.headers)),
  );
  try {
    const response = await get(`${server.base}/api/opensource-repositories`);
    expect(response.status).toBe(200);
    const repositories = (await response.json()) as OpensourceRepository[];
    expect(repositories).toHaveLength(150);
    expect(repositories[1]).toEqual({
      name: 'repo-001',
      url: 'https://code.example.test/acme/repo-001',
      description: 'Repository number 1',
      language: 'Python',
      topics: [],
      stars: 3,
    });
    const manifest = (await (
      await get(`${server.base}/api/opensource-manifest`)
    ).json()) as OpensourceManifest;
    expect(manifest.languages).toEqual(['C#', 'Java', 'Python', 'TypeScript']);
    // The REST code host still serves /swaggerfile's list, with its own token.
    expect((await get(`${server.base}/api/swagger-repositories`)).status).toBe(200);

    expect(depot.seen.length).toBeGreaterThanOrEqual(2);
    for (const headers of depot.seen) expect(headers.authorization).toBe(`Bearer ${DEPOT_TOKEN}`);
    expect(host.requests.length).toBeGreaterThan(0);
    for (const request of host.requests) {
      expect(request.authorization).toBe(`Bearer ${HOST_TOKEN}`);
    }
    expect(JSON.stringify(inbound)).not.toContain(DEPOT_TOKEN);
    const log = server.logs.join('');
    expect(log).toContain('open-source catalogue from the code depot');
    expect(log).not.toContain(DEPOT_TOKEN);
    expect(JSON.stringify(repositories) + JSON.stringify(manifest)).not.toContain(DEPOT_TOKEN);
  } finally {
    await server.close();
  }
});

test('after a restart, the kept catalogue is answered with the depot down', async () => {
  const dataDir = tempDir();
  const first = await startServer(env(dataDir));
  let good: unknown;
  try {
    good = await (await get(`${first.base}/api/opensource-repositories`)).json();
  } finally {
    await first.close();
  }
  depot.mode.status = 503;
  const second = await startServer(env(dataDir));
  try {
    // Fresh for five minutes: the restarted server answers from the store without asking.
    const asked = depot.seen.length;
    const response = await get(`${second.base}/api/opensource-repositories`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(good);
    expect(depot.seen).toHaveLength(asked);
  } finally {
    await second.close();
  }
});

test('the depot failing with nothing kept answers 502, slow answers 504, without the token', async () => {
  depot.mode.status = 401;
  const server = await startServer(env(tempDir()));
  try {
    const refused = await get(`${server.base}/api/opensource-repositories`);
    expect(refused.status).toBe(502);
    const body = await refused.text();
    expect(body).toContain('The code depot refused access (401)');
    depot.mode.status = undefined;
    depot.mode.delayMs = 4000;
    const slow = await get(`${server.base}/api/opensource-manifest`);
    expect(slow.status).toBe(504);
    expect(((await slow.json()) as { message: string }).message).toBe(
      'The code depot did not answer in time',
    );
    expect(body + server.logs.join('')).not.toContain(DEPOT_TOKEN);
  } finally {
    await server.close();
  }
});
