/** @jest-environment node */
import type { IncomingMessage } from 'node:http';
import net from 'node:net';
import {
  Agent,
  buildConnector,
  getGlobalDispatcher,
  setGlobalDispatcher,
  type Dispatcher,
} from 'undici';
import { explorerSearchParams, type ExplorerCallQuery } from '../../lib/explorer/callQuery';
import {
  ADMIN,
  bearer,
  signIn,
  startServer,
  type RunningServer,
} from '../../test-support/testServer';

// Outbound guard: whatever the build does, no connection may leave loopback during this suite.
const blocked: string[] = [];
const allowed: string[] = [];
const connect = buildConnector({});
const guard = new Agent({
  connect(options, callback) {
    const host = options.hostname.replace(/^\[|\]$/g, '');
    if (host === 'localhost' || (net.isIP(host) && (host === '::1' || host.startsWith('127.')))) {
      allowed.push(host);
      return connect(options, callback);
    }
    blocked.push(host);
    callback(new Error(`outbound guard: ${host} refused`), null);
  },
});

let previous: Dispatcher;
let server: RunningServer;
let token: string;
/** Requests the server received besides the explorer calls themselves (i.e. that it relayed). */
const relayed: string[] = [];

beforeAll(async () => {
  previous = getGlobalDispatcher();
  setGlobalDispatcher(guard);
  server = await startServer();
  server.app.server.on('request', (request: IncomingMessage) => {
    // User info tells the explorer the account's base_uri; everything else was relayed.
    const url = request.url ?? '';
    if (!url.startsWith('/api/api-explorer') && url !== '/sandbox/oauth/userinfo')
      relayed.push(url);
  });
  token = await signIn(server.base);
  relayed.length = 0;
});

afterAll(async () => {
  await server.close();
  setGlobalDispatcher(previous);
  await guard.close();
});

const ACCOUNT = ADMIN.accountId;
const LIST = '/v2.1/accounts/{accountId}/envelopes';
const ONE = '/v2.1/accounts/{accountId}/envelopes/{envelopeId}';

interface Hostile {
  name: string;
  query: URLSearchParams;
  body?: string | Buffer;
  contentType?: string;
  status?: number;
}

/** A call's query as the browser writes it (lib/explorer/callQuery.ts), any field replaced. */
const call = (query: Partial<Record<keyof ExplorerCallQuery, unknown>>) =>
  explorerSearchParams({
    method: 'GET',
    apiName: 'esignature-v2.1',
    endpoint: LIST,
    pathParameters: { accountId: ACCOUNT },
    ...query,
  } as ExplorerCallQuery);
const withAccount = (accountId: string) => call({ pathParameters: { accountId } });
const withEnvelope = (envelopeId: string) =>
  call({ endpoint: ONE, pathParameters: { accountId: ACCOUNT, envelopeId } });

const HOSTS = [
  'http://evil.example',
  'https://evil.example:8443',
  'http://127.0.0.1:1',
  'http://2130706433',
  'http://0177.0.0.1',
  'http://0x7f.0.0.1',
  'http://0x7f000001',
  'http://017700000001',
  'http://127.1',
  'http://0',
  'http://0.0.0.0',
  'http://[::1]',
  'http://[::ffff:127.0.0.1]',
  'http://[::ffff:7f00:1]',
  'http://[0:0:0:0:0:ffff:7f00:1]',
  'http://169.254.169.254/latest/meta-data',
  'http://10.0.0.1',
  'http://192.168.1.1',
  'http://172.16.0.1',
  'http://[fd00::1]',
  'http://localhost',
  'http://localtest.me',
];

const hostile: Hostile[] = [
  // Other hosts, in many encodings, given as the endpoint.
  ...HOSTS.map((host) => ({
    name: `endpoint ${host}`,
    query: call({ endpoint: `${host}${LIST}` }),
  })),
  { name: 'protocol-relative endpoint', query: call({ endpoint: `//evil.example${LIST}` }) },
  { name: 'userinfo in endpoint', query: call({ endpoint: `@evil.example${LIST}` }) },
  { name: 'userinfo with port', query: call({ endpoint: `:80@127.0.0.2${LIST}` }) },
  { name: 'file scheme', query: call({ endpoint: 'file:///etc/passwd' }) },
  { name: 'gopher scheme', query: call({ endpoint: 'gopher://127.0.0.1:25/_HELO' }) },
  { name: 'data scheme', query: call({ endpoint: 'data:text/plain,hello' }) },
  { name: 'javascript scheme', query: call({ endpoint: 'javascript:alert(1)' }) },
  { name: 'backslash host', query: call({ endpoint: `\\\\evil.example${LIST}` }) },
  // Traversal in the endpoint and in parameters.
  { name: 'dot-dot endpoint', query: call({ endpoint: `${LIST}/../../../oauth/userinfo` }) },
  {
    name: 'encoded dot-dot endpoint',
    query: call({ endpoint: `${LIST}/%2e%2e/%2e%2e/oauth/userinfo` }),
  },
  { name: 'double-encoded endpoint', query: call({ endpoint: `${LIST}/%252e%252e/oauth` }) },
  { name: 'encoded slash endpoint', query: call({ endpoint: `/v2.1%2f..%2f..%2foauth` }) },
  { name: 'endpoint with query', query: call({ endpoint: `${LIST}?next=http://evil.example` }) },
  { name: 'endpoint with fragment', query: call({ endpoint: `${LIST}#x` }) },
  {
    name: 'endpoint not in the spec',
    query: call({ endpoint: '/v2.1/accounts/{accountId}/secrets' }),
  },
  {
    name: 'endpoint of another API',
    query: call({ endpoint: '/v1/accounts/{accountId}/clickwraps' }),
  },
  { name: 'endpoint with a wrong method', query: call({ method: 'DELETE' }) },
  { name: 'sandbox oauth endpoint', query: call({ endpoint: '/../oauth/userinfo' }) },
  { name: 'accountId ..', query: withAccount('..') },
  { name: 'accountId .', query: withAccount('.') },
  { name: 'accountId traversal', query: withAccount('../../oauth/userinfo') },
  { name: 'accountId %2e%2e', query: withAccount('%2e%2e') },
  { name: 'accountId %252e%252e', query: withAccount('%252e%252e') },
  { name: 'accountId %2f', query: withAccount('a%2fb') },
  { name: 'accountId backslash', query: withAccount('..\\..\\oauth') },
  { name: 'accountId URL', query: withAccount('http://evil.example/') },
  { name: 'envelopeId traversal', query: withEnvelope('../../../../oauth/userinfo') },
  { name: 'envelopeId unicode dot', query: withEnvelope('\u2024\u2024') },
  { name: 'envelopeId fullwidth slash', query: withEnvelope('a\uff0fb') },
  { name: 'accountId too long', query: withAccount('a'.repeat(1001)) },
  { name: 'accountId missing', query: call({ pathParameters: {} }) },
  {
    name: 'extra path parameter',
    query: call({ pathParameters: { accountId: ACCOUNT, host: 'evil.example' } }),
  },
  { name: 'pathParameters not an object', query: call({ pathParameters: 'accountId=1' }) },
  // Header injection.
  {
    name: 'CRLF in contentType',
    query: call({ method: 'POST', contentType: 'application/json\r\nHost: evil.example' }),
  },
  { name: 'CRLF in accept', query: call({ accept: 'application/json\r\nX-Evil: 1' }) },
  {
    name: 'CRLF in a custom header',
    query: call({
      customHeaderParameters: { 'X-DocuSign-Edit': 'x\r\nHost: evil.example' },
    }),
  },
  {
    name: 'LF in a custom header',
    query: call({ customHeaderParameters: { 'X-DocuSign-Edit': 'x\nX-Evil: 1' } }),
  },
  {
    name: 'Host header',
    query: call({ customHeaderParameters: { Host: 'evil.example' } }),
  },
  {
    name: 'Authorization header',
    query: call({ customHeaderParameters: { Authorization: 'Bearer stolen' } }),
  },
  {
    name: 'X-Forwarded-Host header',
    query: call({ customHeaderParameters: { 'X-Forwarded-Host': 'evil.example' } }),
  },
  {
    name: 'header name with CRLF',
    query: call({ customHeaderParameters: { 'X-DocuSign-Edit\r\nX-Evil': '1' } }),
  },
  {
    name: 'CRLF in a query value',
    query: call({ queryParameters: { status: 'sent\r\nHost: evil' } }),
  },
  // Methods and APIs.
  { name: 'CONNECT method', query: call({ method: 'CONNECT' }) },
  { name: 'TRACE method', query: call({ method: 'TRACE' }) },
  { name: 'request line in method', query: call({ method: 'GET http://evil.example/ HTTP/1.1' }) },
  { name: 'unknown apiName', query: call({ apiName: 'evil-v1' }) },
  { name: 'apiName traversal', query: call({ apiName: '../registry' }) },
  { name: 'apiName missing', query: call({ apiName: '' }) },
  // Oversize body.
  {
    name: 'oversize body',
    query: call({ method: 'POST', contentType: 'application/json' }),
    body: Buffer.alloc(5 * 1024 * 1024 + 10, 0x20),
    contentType: 'application/json',
    status: 413,
  },
];

describe('POST /api/api-explorer refuses hostile input and relays nothing', () => {
  it('has at least 40 cases', () => {
    expect(hostile.length).toBeGreaterThanOrEqual(40);
  });

  it.each(hostile.map((item) => [item.name, item] as const))('%s', async (_name, item) => {
    const before = relayed.length;
    const response = await fetch(
      `${server.base}/api/api-explorer?${new URLSearchParams(item.query)}`,
      {
        method: 'POST',
        headers: {
          ...bearer(token),
          ...(item.contentType ? { 'content-type': item.contentType } : {}),
        },
        body: item.body === undefined ? undefined : new Uint8Array(Buffer.from(item.body)),
      },
    );
    const answer = (await response.json()) as { message?: string; field?: string };
    expect(response.status).toBe(item.status ?? 400);
    expect(typeof answer.message).toBe('string');
    if ((item.status ?? 400) === 400) expect(typeof answer.field).toBe('string');
    expect(relayed.slice(before)).toEqual([]);
    expect(blocked).toEqual([]);
  });

  it('a legitimate call does reach the sandbox (the counter works)', async () => {
    const before = relayed.length;
    const response = await fetch(
      `${server.base}/api/api-explorer?${new URLSearchParams(call({}))}`,
      {
        method: 'POST',
        headers: bearer(token),
      },
    );
    expect(response.status).toBe(200);
    expect(relayed.length).toBe(before + 1);
    expect(relayed[before]).toBe(`/sandbox/restapi/v2.1/accounts/${ACCOUNT}/envelopes`);
  });

  it('the server relays through the outbound guard', async () => {
    // The explorer relays with undici, which uses the global dispatcher set above.
    expect(getGlobalDispatcher()).toBe(guard);
    expect(allowed.length).toBeGreaterThan(0);
    expect(allowed.every((host) => host === '127.0.0.1')).toBe(true);
  });
});
