/** @jest-environment node */
import type { CodeHostConfig } from '../config';
import { encodePart, nextLink } from './codeHostHttp';
import { codeHostSource } from './codeHostSource';
import { startFakeCodeHost, type FakeCodeHost } from '../../test-support/fakeCodeHost';

const SPEC = JSON.stringify({ openapi: '3.1.0', info: { title: 'Rooms' } });

let host: FakeCodeHost;
beforeAll(async () => {
  host = await startFakeCodeHost({
    owner: 'acme',
    pageSize: 1,
    repositories: [
      { name: 'api_Rooms', branches: ['main'], files: { main: { 'openapi.json': SPEC } } },
      { name: 'api_Maestro', description: 'Maestro API', branches: ['main'] },
    ],
  });
});
afterAll(() => host.close());
beforeEach(() => {
  host.requests.length = 0;
  host.linkBase = undefined;
  host.jsonContents = false;
  host.stall = undefined;
  host.override = undefined;
});

const config = (overrides: Partial<CodeHostConfig> = {}): CodeHostConfig => ({
  apiUrl: host.url,
  token: undefined,
  owner: 'acme',
  specPath: 'openapi.json',
  repoPrefix: 'api_',
  timeoutMs: 2000,
  ...overrides,
});

describe('code host source', () => {
  it('answers 504 when the file takes longer than its own time limit', async () => {
    const source = codeHostSource(config(), { fileTimeoutMs: 200 });
    host.stall = (path) => path.includes('/contents/');
    await expect(source.file('api_Rooms', 'main')).rejects.toMatchObject({
      statusCode: 504,
      message: 'The code host did not answer in time',
    });
  });

  it('decodes the base64 JSON form of the contents API', async () => {
    host.jsonContents = true;
    const { json } = await codeHostSource(config()).file('api_Rooms', 'main');
    expect(JSON.parse(json)).toEqual(JSON.parse(SPEC));
  });

  it('sends no Authorization header without a token', async () => {
    await codeHostSource(config()).list();
    expect(host.requests.length).toBeGreaterThan(0);
    for (const request of host.requests) expect(request.authorization).toBeUndefined();
  });

  it('refuses a next page that is not on the configured host', async () => {
    host.linkBase = 'http://127.0.0.2:9';
    await expect(codeHostSource(config()).list()).rejects.toMatchObject({
      statusCode: 502,
      message: "The code host's next page is not on the code host",
    });
    expect(host.requests.map((request) => request.path)).toEqual([
      '/api/v3/orgs/acme/repos?per_page=100',
    ]);
  });

  it('keeps the lists for the cache time, then asks again', async () => {
    let now = 0;
    const source = codeHostSource(config(), { cacheMs: 1000, now: () => now });
    await source.list();
    const first = host.requests.length;
    now = 999;
    await source.list();
    expect(host.requests.length).toBe(first);
    now = 1000;
    await source.list();
    expect(host.requests.length).toBe(2 * first);
  });

  it('offers only repositories with the configured prefix', async () => {
    const listed = await codeHostSource(config({ repoPrefix: 'api_M' })).list();
    expect(listed).toEqual([{ repo: 'api_Maestro', displayName: 'Maestro API', refs: ['main'] }]);
  });
});

describe('code host answers', () => {
  it('follows no redirect: the token goes to the configured host only', async () => {
    host.override = (path) =>
      path.includes('/orgs/')
        ? { status: 302, headers: { location: host.url.replace('/api/v3', '/elsewhere') } }
        : undefined;
    await expect(codeHostSource(config()).list()).rejects.toMatchObject({
      statusCode: 502,
      message: 'The code host answered with an error (302)',
    });
    expect(host.requests.map((request) => request.path).join()).not.toContain('elsewhere');
  });

  it.each([
    [403, 'The code host refused access (403)'],
    [500, 'The code host answered with an error (500)'],
  ])('turns a %s into 502 "%s"', async (status, message) => {
    host.override = () => ({ status });
    await expect(codeHostSource(config()).list()).rejects.toMatchObject({
      statusCode: 502,
      message,
    });
  });

  it('answers an empty list when no repository has the prefix', async () => {
    expect(await codeHostSource(config({ repoPrefix: 'none_' })).list()).toEqual([]);
  });
});

describe('code host requests', () => {
  it('reads the next page of a Link header', () => {
    expect(nextLink('<https://h/x?page=2>; rel="next", <https://h/x?page=9>; rel="last"')).toBe(
      'https://h/x?page=2',
    );
    expect(nextLink('<https://h/x?page=1>; rel="prev"')).toBeUndefined();
    expect(nextLink(undefined)).toBeUndefined();
  });

  it('encodes every character a URL parser could rewrite', () => {
    expect(encodePart("a/b?c#d'(e)*!")).toBe('a%2Fb%3Fc%23d%27%28e%29%2A%21');
  });
});
