/** @jest-environment node */
import { SearchService } from '../../server/search/searchService';
import { collectSearchDocuments } from './collectSearchDocuments';
import { buildSearchIndex } from '../../lib/search/buildSearchIndex';
import { RELEVANCE_QUERIES, rankOf, relevanceFigures } from '../../lib/search/relevance/relevance';
import type { SearchDocument } from '../../lib/search/searchDocument';

// Issue 36.1: a sample of the relevance set (lib/search/relevance/queries.json, measured in full
// by `npm run bench:search`) over the index of the bundled content, as the build makes it. Site
// pages come from a built site's HTML, which a unit test has not: the two the sample's first
// questions need stand in for it, the rest of the set's site pages are left out of the sample.

/** The built site's token generator and authentication page, as pageDocuments reads them. */
const SITE_PAGES: SearchDocument[] = [
  {
    id: '/token-generator/',
    title: 'Token generator',
    url: '/token-generator/',
    category: 'Developer',
    kind: 'tool',
    summary: 'Get an access token for the sandbox in one step.',
  },
  {
    id: '/platform/auth/',
    title: 'Authentication: OAuth 2.0 flows',
    url: '/platform/auth/',
    category: 'Developer',
    kind: 'page',
    summary: 'Authorization code grant, JWT grant and refresh tokens.',
    sections: [{ id: 'jwt-grant', title: 'JWT Grant' }],
  },
];

let service: SearchService;
let indexed: Set<string>;
beforeAll(async () => {
  const documents = [...(await collectSearchDocuments({ warn: () => undefined })), ...SITE_PAGES];
  indexed = new Set(documents.map((document) => document.url));
  service = new SearchService(JSON.parse(JSON.stringify(buildSearchIndex(documents))));
}, 60_000);

const searched = (q: string) => service.search({ q }).results.map((result) => result.url);
const suggested = (q: string) => service.autocomplete(q).map((suggestion) => suggestion.url);

const SIGNATURE = '/docs/esign-rest-api/how-to/request-a-signature/';
const ENVELOPES = '/docs/esign-rest-api/reference/envelopes/envelopes/';
const DOCUMENTS = '/docs/esign-rest-api/reference/envelopes/envelopedocuments/';

// The issue's own first questions: the page that answers each, first or in the first three.
test.each([
  ['send envelope', `${ENVELOPES}create/`, 1],
  ['how to send an envelope', SIGNATURE, 1],
  ['how to send an envelope', `${ENVELOPES}create/`, 3],
  ['check envelope status', `${ENVELOPES}get/`, 1],
  ['download signed document', `${DOCUMENTS}get/`, 1],
  ['cancel an envelope', `${ENVELOPES}update/`, 1],
  ['void envelope', `${ENVELOPES}update/`, 1],
  ['token', '/token-generator/', 1],
  ['signHereTabs', `${ENVELOPES}create/`, 3],
  ['401', '/platform/error-codes/', 1],
] as const)('"%s" ranks %s within %d', (q, page, within) => {
  const rank = rankOf(searched(q), page);
  expect(rank).toBeGreaterThanOrEqual(1);
  expect(rank).toBeLessThanOrEqual(within);
});

test.each(['void envelope', 'signHereTabs', '401', 'tabs', 'token'])(
  'autocomplete for "%s" has suggestions, as search has results',
  (q) => {
    expect(service.search({ q }).total).toBeGreaterThan(0);
    expect(suggested(q).length).toBeGreaterThan(0);
  },
);

test('"token" puts the token generator above Web Forms’ "Refresh token" method', () => {
  const titles = service.search({ q: 'token' }).results.map((result) => result.title);
  expect(titles[0]).toBe('Token generator');
  expect(titles.indexOf('Refresh token')).not.toBe(0);
});

// Every second query of the set whose page the bundled content holds (111). The floors sit a
// few points under what the ranking reaches on it (search MRR 0.92, 95% in the first three;
// autocomplete MRR 0.92, 95%), far above what ranking by words alone did (search MRR 0.72, 76%;
// autocomplete MRR 0.59, 61%).
test('a sample of the relevance set finds its pages', () => {
  const sample = RELEVANCE_QUERIES.filter((query) => indexed.has(query.page)).filter(
    (_, place) => place % 2 === 0,
  );
  expect(sample.length).toBeGreaterThanOrEqual(90);
  const search = relevanceFigures(sample, searched);
  const autocomplete = relevanceFigures(sample, suggested);
  const missed = (figures: typeof search) =>
    figures.ranked
      .filter((query) => query.rank === 0 || query.rank > 3)
      .map((query) => `${query.rank} ${query.q} → ${query.page}`);
  // The figures and, below them, the queries whose page is not in the first three.
  const report = (figures: typeof search) => ({
    mrr: Number(figures.mrr.toFixed(3)),
    top3: Number(figures.top3.toFixed(3)),
    missed: missed(figures),
  });
  const floor = (figures: typeof search, mrr: number, top3: number) =>
    figures.mrr >= mrr && figures.top3 >= top3 ? 'met' : report(figures);
  expect(floor(search, 0.88, 0.9)).toBe('met');
  expect(floor(autocomplete, 0.8, 0.85)).toBe('met');
});
