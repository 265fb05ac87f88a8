/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildSearchIndex } from '../../lib/search/buildSearchIndex';
import { fixtureDocuments } from '../../lib/search/__fixtures__/searchDocuments';
import type { SearchDocument } from '../../lib/search/searchDocument';
import { searchRoutes } from './search';

// A tiny app with only the search routes, over an index built from fixture documents and
// written where the server reads it, spoken to over real HTTP on loopback.
const extra: SearchDocument[] = Array.from({ length: 25 }, (_, i) => ({
  id: `/docs/notes/note-${i}/`,
  title: `Release note ${i}`,
  url: `/docs/notes/note-${i}/`,
  category: 'Developer',
  kind: 'changelog',
  summary: 'Release note about signing.',
}));

async function start(publicDir: string) {
  const app = Fastify({ logger: false });
  await app.register(searchRoutes, { config: { publicDir } });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as { port: number };
  return { app, base: `http://127.0.0.1:${port}` };
}

let app: FastifyInstance;
let base: string;

beforeAll(async () => {
  const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-routes-'));
  fs.mkdirSync(path.join(publicDir, 'search'));
  const index = buildSearchIndex([...fixtureDocuments, ...extra]);
  fs.writeFileSync(path.join(publicDir, 'search', 'index.json'), JSON.stringify(index));
  ({ app, base } = await start(publicDir));
});

afterAll(() => app.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  fetch(`${base}${url}`, { headers });

describe('GET /api/search', () => {
  it('answers 400 naming q when q is missing, empty or blank', async () => {
    for (const url of ['/api/search', '/api/search?q=', '/api/search?q=%20%20']) {
      const response = await get(url);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ message: expect.stringMatching(/q/), field: 'q' });
    }
  });

  it('answers 400 naming q when q is longer than 200 characters', async () => {
    const response = await get(`/api/search?q=${'a'.repeat(201)}`);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      field: 'q',
      message: expect.stringMatching(/200/),
    });
    expect((await get(`/api/search?q=${'a'.repeat(200)}`)).status).toBe(200);
  });

  it('answers 400 naming category for a category outside the list', async () => {
    const response = await get('/api/search?q=envelope&category=Marketing');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      field: 'category',
      message: 'category must be one of Developer, Support, Blogs, Community, Website, Courses',
    });
  });

  it('answers 400 naming offset when it is not a whole number', async () => {
    const response = await get('/api/search?q=envelope&offset=-1');
    expect(response.status).toBe(400);
    expect((await response.json()).field).toBe('offset');
  });

  it('returns ten results a page with the total, from the offset', async () => {
    const first = await (await get('/api/search?q=release')).json();
    expect(first.offset).toBe(0);
    expect(first.total).toBe(25);
    expect(first.results).toHaveLength(10);
    const third = await (await get('/api/search?q=release&offset=20')).json();
    expect(third.offset).toBe(20);
    expect(third.results).toHaveLength(5);
    expect(third.results[0].title).not.toBe(first.results[0].title);
  });

  it('filters by category and counts every category', async () => {
    const body = await (await get('/api/search?q=envelope&category=Support')).json();
    expect(body.results.map((r: { category: string }) => r.category)).toEqual(['Support']);
    expect(body.total).toBe(1);
    expect(body.categories.Developer).toBeGreaterThan(1);
    expect(body.categories.Support).toBe(1);
  });

  it('takes several category filters, and names category when one is outside the list', async () => {
    const all = await (await get('/api/search?q=envelope')).json();
    const both = await (
      await get('/api/search?q=envelope&category=Support&category=Developer')
    ).json();
    expect(both.total).toBe(all.categories.Support + all.categories.Developer);
    expect(both.categoryFilter).toEqual(['Support', 'Developer']);
    expect(both.category).toBeNull();
    const wrong = await get('/api/search?q=envelope&category=Support&category=Marketing');
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).field).toBe('category');
    const multiSite = await (
      await get('/api/bingsearch?q=envelope&category=Support&category=Blogs')
    ).json();
    expect(multiSite.webPages.totalEstimatedMatches).toBe(
      all.categories.Support + all.categories.Blogs,
    );
  });

  it('returns title, marked snippet, url, category and kind', async () => {
    const body = await (await get('/api/search?q=createEnvelope')).json();
    expect(body.results[0]).toMatchObject({
      title: 'Create envelope',
      url: '/docs/esign-rest-api/reference/envelopes/envelopes/create/',
      category: 'Developer',
      kind: 'api',
      method: 'POST',
      path: '/v2.1/accounts/{accountId}/envelopes',
    });
    expect(body.results[0].snippet).toContain('<mark>');
  });

  it('never answers 500 to odd characters', async () => {
    for (const query of [
      '%E0%A4%A',
      '%00',
      '%3Cscript%3E',
      '((%5B',
      '%F0%9F%99%82',
      '__proto__',
      'q=1&q=2',
    ]) {
      const response = await get(`/api/search?q=${query}`);
      expect(response.status).toBeLessThan(500);
    }
    const repeated = await get('/api/search?q=a&q=b');
    expect(repeated.status).toBeLessThan(500);
  });
});

describe('GET /api/autocomplete', () => {
  it('suggests at most eight pages and methods', async () => {
    const body = await (await get('/api/autocomplete?q=envel')).json();
    expect(body.suggestions.length).toBeGreaterThan(0);
    expect(body.suggestions.length).toBeLessThanOrEqual(8);
    expect(body.suggestions).toContainEqual(
      expect.objectContaining({ title: 'Create envelope', method: 'POST', kind: 'api' }),
    );
  });

  it('answers 400 naming q without q', async () => {
    const response = await get('/api/autocomplete');
    expect(response.status).toBe(400);
    expect((await response.json()).field).toBe('q');
  });
});

describe('GET /api/bingsearch', () => {
  it('answers in the web-search shape and echoes the client id header', async () => {
    const response = await get('/api/bingsearch?q=envelope&category=Support', {
      'X-MSEdge-ClientID': 'CLIENT-123',
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-msedge-clientid')).toBe('CLIENT-123');
    expect(response.headers.get('bingapis-market')).toBe('en-US');
    const body = await response.json();
    expect(body.webPages.totalEstimatedMatches).toBe(1);
    expect(body.webPages.value[0]).toMatchObject({
      name: 'Understanding API rate limits',
      url: 'https://support.example.com/articles/rate-limits',
    });
    expect(body.webPages.value[0].snippet).not.toContain('<mark>');
  });

  it('issues a client id when none (or a malformed one) is sent', async () => {
    const response = await get('/api/bingsearch?q=envelope', { 'X-MSEdge-ClientID': 'bad id!' });
    expect(response.headers.get('x-msedge-clientid')).toMatch(/^[0-9A-F]{32}$/);
  });

  it('answers 400 naming q and category like the other routes', async () => {
    expect((await (await get('/api/bingsearch')).json()).field).toBe('q');
    expect((await (await get('/api/bingsearch?q=a&category=x')).json()).field).toBe('category');
  });
});

describe('without an index', () => {
  it('answers 503 with a message', async () => {
    const empty = await start(fs.mkdtempSync(path.join(os.tmpdir(), 'search-none-')));
    try {
      for (const route of ['search', 'autocomplete', 'bingsearch']) {
        const response = await fetch(`${empty.base}/api/${route}?q=envelope`);
        expect(response.status).toBe(503);
        expect((await response.json()).message).toMatch(/unavailable/);
      }
    } finally {
      await empty.app.close();
    }
  });
});
