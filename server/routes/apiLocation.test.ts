/** @jest-environment node */
import { writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import path from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { explorerSearchParams } from '../../lib/explorer/callQuery';
import { readRegistry } from '../../lib/reference';
import {
  ADMIN,
  bearer,
  signIn,
  startServer,
  tempDir,
  type RunningServer,
} from '../../test-support/testServer';

// Where each API lives (lib/platform/apiLocation.ts), over HTTP: a registry that mixes an API
// under the account's base_uri (eSignature) with one on a host of its own per environment
// (Admin, its demo and production hosts two paths of a loopback server), read by the explorer,
// MCP and Postman of a portal pointed at a platform (demo, then production) and of one with the
// embedded platform. All traffic stays on loopback.

const ACCOUNT = ADMIN.accountId;
const ORGANIZATIONS = '/v2/organizations';

/** A loopback server that records what reaches it and answers JSON. */
async function recordingServer(answer: (request: IncomingMessage) => unknown) {
  const seen: IncomingMessage[] = [];
  const server: Server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      seen.push(request);
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(answer(request)));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    origin: `http://127.0.0.1:${port}`,
    seen,
    urls: () => seen.map((request) => request.url),
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

let adminHost: Awaited<ReturnType<typeof recordingServer>>;
let platform: Awaited<ReturnType<typeof recordingServer>>;
const saved = { ...process.env };

beforeAll(async () => {
  adminHost = await recordingServer(() => ({ organizations: [{ id: 'org-1' }] }));
  platform = await recordingServer((request) =>
    request.url === '/sandbox/oauth/userinfo'
      ? {
          sub: 'u',
          name: 'U',
          email: 'u@example.test',
          accounts: [
            { account_id: ACCOUNT, is_default: true, base_uri: `${platform.origin}/sandbox` },
          ],
        }
      : { envelopes: [] },
  );
  const bundled = readRegistry();
  const esignature = bundled.find((entry) => entry.swaggerName === 'esignature-v2.1')!;
  const admin = bundled.find((entry) => entry.swaggerName === 'admin-v2.1')!;
  const registry = [
    esignature,
    {
      ...admin,
      hasApiExplorer: true,
      environments: {
        demo: { baseUrl: `${adminHost.origin}/management` },
        production: { baseUrl: `${adminHost.origin}/management-prod` },
      },
    },
  ];
  const dir = tempDir('api-location-');
  writeFileSync(path.join(dir, 'registry.json'), JSON.stringify(registry));
  // The operation index, the sandbox's responder and Postman read this registry; no built site.
  process.env.DEVCENTER_API_REGISTRY = path.join(dir, 'registry.json');
  process.env.PUBLIC_DIR = path.join(dir, 'not-built');
}, 60_000);

afterAll(async () => {
  process.env = { ...saved };
  await adminHost.close();
  await platform.close();
});

async function explore(base: string, token: string, apiName: string, endpoint: string) {
  const params = explorerSearchParams({
    apiName,
    method: 'GET',
    endpoint,
    pathParameters: endpoint.includes('{accountId}') ? { accountId: ACCOUNT } : {},
  });
  const response = await fetch(`${base}/api/api-explorer?${params}`, {
    method: 'POST',
    headers: bearer(token),
  });
  return { status: response.status, answer: (await response.json()) as Record<string, unknown> };
}

async function mcp(base: string, token: string) {
  const client = new Client({ name: 'api-location-test', version: '1.0.0' });
  await client.connect(
    new StreamableHTTPClientTransport(new URL(`${base}/mcp`), {
      requestInit: { headers: bearer(token) },
    }),
  );
  const call = async (name: string, args: Record<string, unknown> = {}) => {
    const [first] = ((await client.callTool({ name, arguments: args })) as CallToolResult).content;
    return JSON.parse(first.type === 'text' ? first.text : 'null');
  };
  return { call, close: () => client.close() };
}

async function postmanValues(base: string, hostenv: string): Promise<Record<string, string>> {
  const response = await fetch(`${base}/api/postman/environment`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      iKey: '11111111-2222-3333-4444-555555555555',
      iSec: 'secret',
      hostenv,
    }),
  });
  const { values } = (await response.json()) as { values: { key: string; value: string }[] };
  return Object.fromEntries(values.map(({ key, value }) => [key, value]));
}

describe('a portal pointed at the platform (PLATFORM_BASE_URL), demo environment', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ PLATFORM_BASE_URL: `${platform.origin}/sandbox` });
  }, 60_000);
  afterAll(() => server.close());

  it("calls an API with a host of its own at that host, without the account's base_uri", async () => {
    const before = adminHost.seen.length;
    const { status, answer } = await explore(
      server.base,
      'user-token',
      'admin-v2.1',
      ORGANIZATIONS,
    );
    expect(status).toBe(200);
    expect(answer.body).toEqual({ organizations: [{ id: 'org-1' }] });
    const [request] = adminHost.seen.slice(before);
    expect(request.url).toBe('/management/v2/organizations');
    expect(request.headers.authorization).toBe('Bearer user-token');
    // The platform was not even asked for the account's base_uri.
    expect(platform.urls()).not.toContain('/sandbox/oauth/userinfo');
  }, 30_000);

  it("calls an API under the base_uri at the account's base_uri, never at another API's host", async () => {
    const before = adminHost.seen.length;
    const { status } = await explore(
      server.base,
      'user-token',
      'esignature-v2.1',
      '/v2.1/accounts/{accountId}/envelopes',
    );
    expect(status).toBe(200);
    expect(platform.urls()).toContain(`/sandbox/restapi/v2.1/accounts/${ACCOUNT}/envelopes`);
    expect(adminHost.seen.length).toBe(before);
  }, 30_000);

  it('tells MCP where each API lives and answers the URL try_operation called', async () => {
    const client = await mcp(server.base, 'user-token');
    try {
      const apis = (await client.call('list_apis')) as { apiName: string; location: unknown }[];
      expect(Object.fromEntries(apis.map((api) => [api.apiName, api.location]))).toEqual({
        'esignature-v2.1': { basePath: '/restapi' },
        'esignature-v2': { basePath: '/restapi' },
        'admin-v2.1': { baseUrl: `${adminHost.origin}/management` },
      });
      const answer = await client.call('try_operation', {
        apiName: 'admin-v2.1',
        method: 'GET',
        path: ORGANIZATIONS,
      });
      expect(answer.url).toBe(`${adminHost.origin}/management/v2/organizations`);
      expect(answer.status).toBe(200);
    } finally {
      await client.close();
    }
  }, 30_000);

  it("gives Postman each API's base URL in the environment asked for", async () => {
    const demo = await postmanValues(server.base, 'demo');
    expect(demo.esignRestApiBaseUrl).toBe('{{baseUrl}}/restapi');
    expect(demo.adminApiBaseUrl).toBe(`${adminHost.origin}/management`);
    const na2 = await postmanValues(server.base, 'na2');
    expect(na2.adminApiBaseUrl).toBe(`${adminHost.origin}/management-prod`);
    const collection = await (
      await fetch(`${server.base}/api/postman/collections/admin-v2.1`)
    ).text();
    expect(collection).toContain('"host":["{{adminApiBaseUrl}}"]');
    expect(collection).not.toContain(adminHost.origin);
  }, 30_000);
});

describe('a portal pointed at the platform, production environment (PLATFORM_ENVIRONMENT)', () => {
  it('calls an API with a host of its own at its production host', async () => {
    const server = await startServer({
      PLATFORM_BASE_URL: `${platform.origin}/sandbox`,
      PLATFORM_ENVIRONMENT: 'production',
    });
    try {
      const before = adminHost.seen.length;
      const { status } = await explore(server.base, 'user-token', 'admin-v2.1', ORGANIZATIONS);
      expect(status).toBe(200);
      expect(adminHost.urls().slice(before)).toEqual(['/management-prod/v2/organizations']);
    } finally {
      await server.close();
    }
  }, 60_000);
});

describe('a portal with the embedded platform', () => {
  let server: RunningServer;
  let token: string;
  beforeAll(async () => {
    server = await startServer();
    token = await signIn(server.base);
  }, 60_000);
  afterAll(() => server.close());

  it('serves every API at its local path under the embedded base_uri, and calls it there', async () => {
    const before = adminHost.seen.length;
    const client = await mcp(server.base, token);
    try {
      const answer = await client.call('try_operation', {
        apiName: 'admin-v2.1',
        method: 'GET',
        path: ORGANIZATIONS,
      });
      expect(answer.url).toBe(`${server.base}/sandbox/adminapi/v2/organizations`);
      expect(answer.status).toBe(200);
      const apis = (await client.call('list_apis')) as { apiName: string; location: unknown }[];
      expect(apis.find((api) => api.apiName === 'admin-v2.1')?.location).toEqual({
        basePath: '/adminapi',
      });
    } finally {
      await client.close();
    }
    const { status, answer } = await explore(server.base, token, 'admin-v2.1', ORGANIZATIONS);
    expect(status).toBe(200);
    expect(answer.status).toBe(200);
    // The same local URL answers the platform's own client, as an SDK pointed at it would call.
    const direct = await fetch(`${server.base}/sandbox/adminapi/v2/organizations`, {
      headers: bearer(token),
    });
    expect(direct.status).toBe(200);
    expect(adminHost.seen.length).toBe(before);
  }, 60_000);

  it('gives Postman the local base URL for demo and the real hosts elsewhere', async () => {
    const demo = await postmanValues(server.base, 'demo');
    expect(demo.baseUrl).toBe(`${server.base}/sandbox`);
    expect(demo.adminApiBaseUrl).toBe('{{baseUrl}}/adminapi');
    expect(demo.esignRestApiBaseUrl).toBe('{{baseUrl}}/restapi');
    const eu = await postmanValues(server.base, 'eu');
    expect(eu.adminApiBaseUrl).toBe(`${adminHost.origin}/management-prod`);
  }, 30_000);
});
