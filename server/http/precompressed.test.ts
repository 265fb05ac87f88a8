/** @jest-environment node */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { startServer, tempDir, type RunningServer } from '../../test-support/testServer';
import { acceptsGzip } from './precompressed';

// Files the build keeps gzipped only (gatsby/precompress.ts) are served to every client: as
// they are to one that accepts gzip, decompressed to one that does not.
const TWIN = '# Create envelope\n\nPOST /v2.1/accounts/{accountId}/envelopes\n'.repeat(40);
const SCRIPT = '(self.webpackChunk=self.webpackChunk||[]).push([[1],{}]);\n'.repeat(50);
const PAGE = '<!doctype html><title>Built</title><main><h1>Built</h1></main>'.repeat(20);
const SCHEMA = JSON.stringify({ refName: 'envelope', properties: [], constraints: {} });

/** A raw GET (fetch always asks for gzip and decodes it): status, headers and the bytes. */
function rawGet(base: string, pathname: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>(
    (resolve, reject) => {
      http
        .get(`${base}${pathname}`, { headers }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({
              status: response.statusCode!,
              headers: response.headers,
              body: Buffer.concat(chunks),
            }),
          );
        })
        .on('error', reject);
    },
  );
}

describe('gzipped-only files', () => {
  let server: RunningServer;
  beforeAll(async () => {
    const publicDir = tempDir('precompressed-');
    const page = path.join(publicDir, 'docs', 'guide');
    fs.mkdirSync(page, { recursive: true });
    fs.writeFileSync(path.join(page, 'index.html'), '<!doctype html><title>Guide</title>');
    fs.writeFileSync(path.join(page, 'index.md.gz'), gzipSync(TWIN));
    const schemas = path.join(publicDir, 'api-schemas', 'esignature-v2.1', 'v2.1');
    fs.mkdirSync(schemas, { recursive: true });
    fs.writeFileSync(path.join(schemas, 'envelope.json.gz'), gzipSync(SCHEMA));
    fs.writeFileSync(
      path.join(publicDir, 'monaco-editor-1a6b2f948ed7ffde2f65.js.gz'),
      gzipSync(SCRIPT),
    );
    const built = path.join(publicDir, 'docs', 'built');
    fs.mkdirSync(built, { recursive: true });
    fs.writeFileSync(path.join(built, 'index.html.gz'), gzipSync(PAGE));
    fs.writeFileSync(path.join(built, 'index.md.gz'), gzipSync(TWIN));
    server = await startServer({ PUBLIC_DIR: publicDir });
  });
  afterAll(() => server.close());

  it("serve a page whose HTML is kept gzipped only at its folder's URL, to every client", async () => {
    const zipped = await rawGet(server.base, '/docs/built/', { 'accept-encoding': 'gzip, br' });
    expect(zipped.status).toBe(200);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers['content-type']).toMatch(/^text\/html/);
    expect(zipped.headers['cache-control']).toBe(
      (await rawGet(server.base, '/docs/guide/', { 'accept-encoding': 'gzip' })).headers[
        'cache-control'
      ],
    );
    expect(gunzipSync(zipped.body).toString()).toBe(PAGE);
    // caches keep apart what Accept (the markdown twin) and Accept-Encoding choose
    expect(zipped.headers.vary).toMatch(/^(?=.*\baccept\b(?!-))(?=.*accept-encoding)/i);
    // a request that prefers markdown still gets the page's twin
    for (const headers of [{ 'accept-encoding': 'gzip' }, {}] as Record<string, string>[]) {
      const twin = await rawGet(server.base, '/docs/built/', {
        ...headers,
        accept: 'text/markdown',
      });
      expect(twin.headers['content-type']).toMatch(/^text\/markdown/);
      const zippedTwin = twin.headers['content-encoding'] === 'gzip';
      expect((zippedTwin ? gunzipSync(twin.body) : twin.body).toString()).toBe(TWIN);
    }
    // a conditional request for the page it has is answered 304
    const again = await rawGet(server.base, '/docs/built/', {
      'accept-encoding': 'gzip',
      'if-none-match': String(zipped.headers.etag),
    });
    expect(again.status).toBe(304);
    const plain = await rawGet(server.base, '/docs/built/', {});
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toMatch(/^text\/html/);
    expect(plain.body.toString()).toBe(PAGE);
    expect(plain.headers.vary).toMatch(/^(?=.*\baccept\b(?!-))(?=.*accept-encoding)/i);
    expect((await fetch(`${server.base}/docs/built/`)).status).toBe(200);
    expect(await (await fetch(`${server.base}/docs/built/`)).text()).toBe(PAGE);
    for (const headers of [{ 'accept-encoding': 'gzip' }, {}] as Record<string, string>[]) {
      const head = await fetch(`${server.base}/docs/built/`, { method: 'HEAD', headers });
      expect(head.status).toBe(200);
      expect(head.headers.get('content-type')).toMatch(/^text\/html/);
    }
    // a folder without a page is still not found
    expect((await rawGet(server.base, '/docs/none/', { 'accept-encoding': 'gzip' })).status).toBe(
      404,
    );
  });

  it('go out as they are, marked gzip, to a client that accepts gzip', async () => {
    const answer = await rawGet(server.base, '/docs/guide/index.md', { 'accept-encoding': 'gzip' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.headers['content-type']).toMatch(/^text\/markdown/);
    // the stored bytes, not zipped a second time
    expect(gunzipSync(answer.body).toString()).toBe(TWIN);
  });

  it('are decompressed for a client that does not accept gzip', async () => {
    const refusals: Record<string, string>[] = [
      {},
      { 'accept-encoding': 'identity' },
      { 'accept-encoding': 'gzip;q=0' },
    ];
    for (const headers of refusals) {
      const answer = await rawGet(server.base, '/docs/guide/index.md', headers);
      expect(answer.status).toBe(200);
      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(answer.headers['content-type']).toMatch(/^text\/markdown/);
      expect(answer.body.toString()).toBe(TWIN);
    }
    const schema = await rawGet(server.base, '/api-schemas/esignature-v2.1/v2.1/envelope.json', {});
    expect(schema.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(schema.body.toString())).toEqual(JSON.parse(SCHEMA));
  });

  it('a large script kept gzipped only runs in every client: script type, long-lived cache', async () => {
    for (const headers of [{ 'accept-encoding': 'gzip' }, {}] as Record<string, string>[]) {
      const answer = await rawGet(server.base, '/monaco-editor-1a6b2f948ed7ffde2f65.js', headers);
      expect(answer.status).toBe(200);
      expect(answer.headers['content-type']).toMatch(/^(application|text)\/javascript/);
      expect(answer.headers['cache-control']).toMatch(/immutable/);
      const zipped = answer.headers['content-encoding'] === 'gzip';
      expect(zipped).toBe('accept-encoding' in headers);
      expect((zipped ? gunzipSync(answer.body) : answer.body).toString()).toBe(SCRIPT);
    }
  });

  it('answer a page URL asked for as markdown, with or without gzip', async () => {
    const plain = await rawGet(server.base, '/docs/guide/', { accept: 'text/markdown' });
    expect(plain.headers['content-type']).toMatch(/^text\/markdown/);
    expect(plain.body.toString()).toBe(TWIN);
    const zipped = await fetch(`${server.base}/docs/guide/`, {
      headers: { accept: 'text/markdown' },
    });
    expect(await zipped.text()).toBe(TWIN);
  });

  it('are files, not pages: no redirect to a trailing slash, and a missing one is 404', async () => {
    const twin = await rawGet(server.base, '/docs/guide/index.md', {});
    expect(twin.status).toBe(200);
    const missing = await rawGet(server.base, '/docs/guide/other.md', {});
    expect(missing.status).not.toBe(200);
  });

  it('leave a URL no file can have (a NUL, a name too long) to the routes (never a 500)', async () => {
    const long = 'a'.repeat(300);
    for (const pathname of [
      '/docs/%00/index.md',
      '/swaggerfile/%00/x',
      '/docs/guide%00.md',
      `/swaggerfile/${long}/main`,
      `/docs/${long}/index.md`,
    ]) {
      const answer = await rawGet(server.base, pathname, {});
      expect(answer.status).toBeLessThan(500);
    }
  });
});

describe('acceptsGzip', () => {
  it.each([
    ['gzip, deflate, br', true],
    ['br;q=1.0, gzip;q=0.8', true],
    ['*', true],
    ['identity', false],
    ['gzip;q=0', false],
    ['deflate', false],
    [undefined, false],
  ])('%s → %s', (header, expected) => {
    expect(acceptsGzip(header)).toBe(expected);
  });
});
