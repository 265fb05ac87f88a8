/** @jest-environment node */
import { SearchService } from './searchService';
import { buildSearchIndex } from '../../lib/search/buildSearchIndex';
import { fixtureDocuments } from '../../lib/search/__fixtures__/searchDocuments';
import type { SearchDocument } from '../../lib/search/searchDocument';

// The service is built from the serialised artifact, as the server does at start.
function serviceFor(docs: SearchDocument[]) {
  return new SearchService(JSON.parse(JSON.stringify(buildSearchIndex(docs))));
}

const service = serviceFor(fixtureDocuments);
const topUrl = (q: string) => service.search({ q }).results[0]?.url;
const base = '/docs/esign-rest-api/reference/envelopes';

describe('ranking', () => {
  it('puts the method first for its exact operationId', () => {
    expect(topUrl('Envelopes_PostEnvelopes')).toBe(`${base}/envelopes/create/`);
  });

  it('puts the method first for its SDK method name, in any case', () => {
    expect(topUrl('createEnvelope')).toBe(`${base}/envelopes/create/`);
    expect(topUrl('getenvelope')).toBe(`${base}/envelopes/get/`);
  });

  it('puts the methods of a path first, with or without version prefix and braces', () => {
    const onPath = [`${base}/envelopes/liststatuschanges/`, `${base}/envelopes/create/`];
    for (const q of [
      '/v2.1/accounts/{accountId}/envelopes',
      '/accounts/{accountId}/envelopes',
      'accounts/accountId/envelopes/',
    ]) {
      const urls = service.search({ q }).results.map((r) => r.url);
      expect(urls.slice(0, 2).sort()).toEqual([...onPath].sort());
    }
  });

  it('puts the one method first when the query names verb and path', () => {
    expect(topUrl('POST /v2.1/accounts/{accountId}/envelopes')).toBe(`${base}/envelopes/create/`);
    expect(topUrl('get /accounts/{accountId}/envelopes')).toBe(
      `${base}/envelopes/liststatuschanges/`,
    );
  });

  it('ranks methods using a field name first, the one addressing it before the others', () => {
    const results = service.search({ q: 'envelopeId' }).results;
    expect(results[0].url).toBe(`${base}/envelopes/get/`);
    expect(results.slice(0, 3).every((r) => r.kind === 'api')).toBe(true);
    expect(topUrl('templateId')).toBe('/docs/esign-rest-api/reference/templates/templates/create/');
  });

  it('treats a plain word as prose, not as a field name', () => {
    // "status" is a field of three methods but the support article is about status too.
    const urls = service.search({ q: 'status' }).results.map((r) => r.url);
    expect(urls).toContain('https://support.example.com/articles/rate-limits');
  });

  it('matches word prefixes', () => {
    expect(service.search({ q: 'templ' }).results.map((r) => r.title)).toContain('Create template');
  });

  it('tolerates a typo', () => {
    expect(service.search({ q: 'embeded signng' }).results[0]?.title).toBe('Embedded signing');
  });

  it('puts a guide above a blog post that matches equally', () => {
    const results = service.search({ q: 'embedded signing' }).results;
    expect(results[0].kind).toBe('guide');
    expect(results.findIndex((r) => r.kind === 'blog')).toBeGreaterThan(0);
  });

  it('ranks the current API version above a legacy one', () => {
    const legacy: SearchDocument = {
      ...fixtureDocuments[1],
      id: 'legacy',
      url: '/docs/esign-rest-api/v2/reference/envelopes/envelopes/create/',
      title: 'Create envelope (v2)',
      path: '/v2/accounts/{accountId}/envelopes',
      legacy: true,
    };
    const withLegacy = serviceFor([legacy, ...fixtureDocuments]);
    expect(withLegacy.search({ q: 'create envelope' }).results[0].title).toBe('Create envelope');
    expect(withLegacy.search({ q: '/v2/accounts/{accountId}/envelopes' }).results[0].url).toBe(
      legacy.url,
    );
  });
});

describe('results', () => {
  it('marks matched words in an HTML-escaped snippet', () => {
    const result = service.search({ q: 'polling' }).results.find((r) => r.kind === 'support');
    expect(result?.snippet).toContain('&amp; &lt;<mark>polling</mark>&gt;');
  });

  it('counts every category and filters by one', () => {
    const all = service.search({ q: 'envelope' });
    expect(all.categories.Support).toBe(1);
    expect(all.categories.Developer).toBeGreaterThan(1);
    const support = service.search({ q: 'envelope', categories: ['Support'] });
    expect(support.total).toBe(1);
    expect(support.results.map((r) => r.category)).toEqual(['Support']);
    expect(support.category).toBe('Support');
  });

  it('filters by several categories at once', () => {
    const all = service.search({ q: 'envelope' });
    const both = service.search({ q: 'envelope', categories: ['Support', 'Developer'] });
    expect(both.total).toBe(all.categories.Support + all.categories.Developer);
    expect(new Set(both.results.map((r) => r.category))).toEqual(new Set(['Support', 'Developer']));
    expect(both).toMatchObject({ category: null, categoryFilter: ['Support', 'Developer'] });
  });

  it('pages ten at a time from an offset', () => {
    const many: SearchDocument[] = Array.from({ length: 23 }, (_, i) => ({
      id: `/docs/page-${i}/`,
      title: `Signing page ${i}`,
      url: `/docs/page-${i}/`,
      category: 'Developer',
      kind: 'guide',
    }));
    const paged = serviceFor(many);
    expect(paged.search({ q: 'signing' }).results).toHaveLength(10);
    const last = paged.search({ q: 'signing', offset: 20 });
    expect(last.total).toBe(23);
    expect(last.results).toHaveLength(3);
  });

  it('answers odd queries without throwing', () => {
    for (const q of ['%%%', '<script>', '(((', '\u0000', '🙂', 'constructor', '__proto__', '/']) {
      expect(() => service.search({ q })).not.toThrow();
      expect(() => service.autocomplete(q)).not.toThrow();
    }
  });
});

describe('autocomplete', () => {
  it('suggests methods for a word prefix, with method and path', () => {
    const suggestions = service.autocomplete('envel');
    expect(suggestions.length).toBeLessThanOrEqual(8);
    expect(suggestions.find((s) => s.title === 'Create envelope')).toMatchObject({
      method: 'POST',
      path: '/v2.1/accounts/{accountId}/envelopes',
      url: `${base}/envelopes/create/`,
    });
  });

  it('puts an exact SDK name first', () => {
    expect(service.autocomplete('createTemplate')[0].title).toBe('Create template');
  });
});

describe('pages of the site (issue #23)', () => {
  const pages: SearchDocument[] = [
    {
      id: '/tools/postman/',
      title: 'Postman',
      url: '/tools/postman/',
      category: 'Developer',
      kind: 'tool',
      body: 'Download an environment and import a collection.',
    },
    {
      id: '/platform/auth/',
      title: 'Authentication: OAuth 2.0 flows',
      url: '/platform/auth/',
      category: 'Developer',
      kind: 'page',
      body: 'Sign in with a grant. Postman users paste the token.',
      sections: [
        { id: 'jwt-grant', title: 'JWT Grant' },
        { id: 'errors', title: 'Errors' },
      ],
    },
    {
      id: '/blog/jwt-grant-without-surprises/',
      title: 'JWT Grant without surprises',
      url: '/blog/jwt-grant-without-surprises/',
      category: 'Blogs',
      kind: 'blog',
      body: 'JWT grant JWT grant JWT grant: consent, clocks and keys.',
    },
  ];
  const site = serviceFor([...fixtureDocuments, ...pages]);
  const urls = (q: string) => site.search({ q }).results.map((r) => r.url);

  it("ranks a page's exact title, or its name before a colon, first", () => {
    expect(urls('postman')[0]).toBe('/tools/postman/');
    expect(urls('Authentication')[0]).toBe('/platform/auth/');
    expect(urls('JWT Grant without surprises')[0]).toBe('/blog/jwt-grant-without-surprises/');
  });

  it('ranks a page with a section of that heading first and lands on the section', () => {
    const [first] = site.search({ q: 'jwt grant' }).results;
    expect(first.url).toBe('/platform/auth/');
    expect(first.section).toEqual({ title: 'JWT Grant', url: '/platform/auth/#jwt-grant' });
  });

  it('matches the start of an operationId or SDK name in any case', () => {
    for (const q of ['liststatus', 'LISTSTATUS', 'listStatus', 'envelopes_postenv'])
      expect(site.search({ q }).results[0].url).toMatch(/\/(liststatuschanges|create)\/$/);
    expect(urls('liststatus')[0]).toBe(`${base}/envelopes/liststatuschanges/`);
    expect(site.autocomplete('liststat')[0].url).toBe(`${base}/envelopes/liststatuschanges/`);
  });

  it('puts the methods that send a field before those that only answer with it', () => {
    const sender: SearchDocument = {
      ...fixtureDocuments[1],
      id: 'late',
      url: '/late/',
      title: 'Update envelope',
      fields: ['signHereTabs'],
      requestFields: ['signHereTabs'],
    };
    const reader: SearchDocument = {
      ...fixtureDocuments[2],
      id: 'early',
      url: '/early/',
      title: 'Get envelope tabs signHereTabs',
      fields: ['signHereTabs'],
    };
    expect(serviceFor([reader, sender]).search({ q: 'signHereTabs' }).results[0].url).toBe(
      '/late/',
    );
  });
});
