/** @jest-environment node */
import { buildSearchIndex } from '../../lib/search/buildSearchIndex';
import { fixtureDocuments } from '../../lib/search/__fixtures__/searchDocuments';
import { SearchService } from './searchService';

const data = () => JSON.parse(JSON.stringify(buildSearchIndex(fixtureDocuments)));

/** Queries of the fixture index with how many hits each ranks. */
function hitCounts(service: SearchService) {
  const words = ['envelope', 'recipients', 'template', 'account', 'signing', 'brand', 'user'];
  return words.map((q) => ({ q, hits: service.rank(q).length })).filter(({ hits }) => hits > 0);
}

test('a query ranked again comes from the cache, its hits sharing their lists of terms', () => {
  const service = new SearchService(data());
  const first = service.rank('envelope');
  expect(first.length).toBeGreaterThan(1);
  expect(service.rank('envelope')).toBe(first);
  const distinct = new Set([...first].map((hit) => hit.terms));
  const byContent = new Set([...first].map((hit) => hit.terms.join(' ')));
  expect(distinct.size).toBe(byContent.size);
});

test('the rank cache keeps its total of hits within its bound, dropping the oldest queries', () => {
  const counts = hitCounts(new SearchService(data()));
  expect(counts.length).toBeGreaterThan(3);
  const bound = counts[0].hits + counts[1].hits;
  const service = new SearchService(data(), bound);
  for (const { q } of counts) {
    service.rank(q);
    expect(service.rankCache.hits).toBeLessThanOrEqual(bound);
  }
  // the last query is kept, the first ones went
  const last = counts.at(-1)!;
  if (last.hits <= bound) expect(service.rank(last.q)).toBe(service.rank(last.q));
  expect(service.rankCache.queries).toBeLessThan(counts.length);
});

test('a query with more hits than the bound is answered whole and not kept', () => {
  const service = new SearchService(data(), 1);
  const hits = service.rank('envelope');
  expect(hits.length).toBeGreaterThan(1);
  expect(service.rankCache).toEqual({ queries: 0, hits: 0 });
  expect(service.rank('envelope')).toEqual(hits);
  expect(service.search({ q: 'envelope' }).total).toBe(hits.length);
});

test('a typed word finds every method with an identifier starting with it, through its words', () => {
  // The text search leaves the whole-identifier field out (its cost, not its hits): each
  // identifier is indexed cut into words too, so a prefix of its first word still finds it.
  const service = new SearchService(data());
  for (const typed of ['envel', 'emailsub', 'sentdate', 'resultset', 'templ', 'from']) {
    const expected = fixtureDocuments.flatMap((doc, id) =>
      [doc.operationId, doc.sdkMethodName, ...(doc.parameters ?? []), ...(doc.fields ?? [])].some(
        (name) => name?.toLowerCase().startsWith(typed),
      )
        ? [id]
        : [],
    );
    expect(expected.length).toBeGreaterThan(0);
    const hits = new Set(service.rank(typed).ids);
    expect(expected.filter((id) => !hits.has(id))).toEqual([]);
  }
});
