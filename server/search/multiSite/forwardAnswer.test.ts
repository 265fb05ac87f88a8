/** @jest-environment node */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { MultiSiteSearchResponse } from '../../../lib/search/searchContract';
import { startServer, type RunningServer } from '../../../test-support/testServer';

// A stand-in for the configured web-search service, on loopback.
let service: Server;
let asked: { url: URL; headers: IncomingHttpHeaders }[] = [];
let answer: { status: number; body: string; headers?: Record<string, string> };
let server: RunningServer;

const PAGES = {
  webPages: {
    totalEstimatedMatches: 42,
    value: [
      {
        id: 'https://search.example/#0',
        name: 'Envelope stuck in Sent',
        url: 'https://support.example.com/articles/stuck',
        snippet: 'Why an envelope stays in Sent.',
      },
      {
        name: 'Create an envelope',
        url: 'https://developers.example.com/docs/esign-rest-api/envelopes/',
        snippet: 'POST /envelopes',
      },
      { name: 'Elsewhere', url: 'https://www.example.net/page', snippet: '' },
      { name: 'No address' },
      { name: 'A script', url: 'javascript:alert(1)' },
    ],
  },
};

beforeAll(async () => {
  service = createServer((request, response) => {
    asked.push({ url: new URL(request.url!, 'http://x'), headers: request.headers });
    response.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers });
    response.end(answer.body);
  });
  await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
  const { port } = service.address() as { port: number };
  server = await startServer({
    MULTI_SITE_SEARCH_URL: `http://127.0.0.1:${port}/v7.0/search`,
    MULTI_SITE_SEARCH_KEY: 'service-key-1234',
    MULTI_SITE_SEARCH_SITES:
      'Developer=developers.example.com;Support=support.example.com;Website=www.example.com',
  });
});
afterAll(async () => {
  await server.close();
  await new Promise((resolve) => service.close(resolve));
});
beforeEach(() => {
  asked = [];
  answer = {
    status: 200,
    body: JSON.stringify(PAGES),
    headers: { 'x-msedge-clientid': 'SERVICECLIENT1', 'bingapis-traceid': 'TRACE1' },
  };
});

const search = (query: string, headers: Record<string, string> = {}) =>
  fetch(`${server.base}/api/bingsearch?${query}`, { headers });

describe('GET /api/bingsearch with a multi-site search configured', () => {
  it('asks the service with its key, the visitor headers and the site filters of the category', async () => {
    const response = await search('q=envelope&category=Support&offset=10&count=5', {
      'x-msedge-clientid': 'VISITOR1',
      'accept-language': 'en-US,en;q=0.8',
    });
    expect(response.status).toBe(200);
    const [call] = asked;
    expect(call.url.pathname).toBe('/v7.0/search');
    expect(call.url.searchParams.get('q')).toBe('envelope (site:support.example.com)');
    expect(call.url.searchParams.get('offset')).toBe('10');
    expect(call.url.searchParams.get('count')).toBe('5');
    expect(call.url.searchParams.get('mkt')).toBe('en-US');
    expect(call.headers['ocp-apim-subscription-key']).toBe('service-key-1234');
    expect(call.headers['x-msedge-clientid']).toBe('VISITOR1');
    expect(call.headers['accept-language']).toBe('en-US,en;q=0.8');
    expect(call.headers['x-msedge-clientip']).toBeUndefined();
    expect(response.headers.get('x-msedge-clientid')).toBe('SERVICECLIENT1');
    expect(response.headers.get('bingapis-traceid')).toBe('TRACE1');
  });

  it('answers the external-search shape, each page with the category of its host', async () => {
    const body = (await (await search('q=envelope')).json()) as MultiSiteSearchResponse;
    expect(asked[0].url.searchParams.get('q')).toBe(
      'envelope (site:developers.example.com OR site:support.example.com OR site:www.example.com)',
    );
    expect(body.queryContext).toEqual({ originalQuery: 'envelope' });
    expect(body.webPages.totalEstimatedMatches).toBe(42);
    expect(body.webPages.value.map((page) => [page.name, page.category])).toEqual([
      ['Envelope stuck in Sent', 'Support'],
      ['Create an envelope', 'Developer'],
      ['Elsewhere', 'Website'],
    ]);
  });

  it.each([
    [500, '{}', 502, /answered with an error \(500\)/],
    [403, '{"error":"key service-key-1234 refused"}', 502, /answered with an error \(403\)/],
    [200, 'not json', 502, /could not be read/],
  ])('answers a service %s with %s', async (status, text, expected, message) => {
    answer = { status, body: text };
    const response = await search('q=envelope');
    expect(response.status).toBe(expected);
    const failure = await response.text();
    expect(JSON.parse(failure).message).toMatch(message);
    expect(failure).not.toContain('service-key-1234');
    expect(server.logs.join('')).not.toContain('service-key-1234');
  });

  it('still checks the query first', async () => {
    const response = await search('q=&category=Blog');
    expect(response.status).toBe(400);
    expect(asked).toEqual([]);
  });
});
