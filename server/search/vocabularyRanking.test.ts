/** @jest-environment node */
import { buildSearchIndex } from '../../lib/search/buildSearchIndex';
import { fixtureDocuments } from '../../lib/search/__fixtures__/searchDocuments';
import type { SearchDocument } from '../../lib/search/searchDocument';
import { SearchService } from './searchService';

// The vocabulary's ranking over the fixture corpus (issue 36.1): a task names the method that
// does it, autocomplete agrees with search and says what each suggestion is, and the site's own
// pages come before other hosts'.

const ESIGNATURE = 'eSignature REST API';
const documents: SearchDocument[] = fixtureDocuments.map((doc) =>
  doc.kind === 'api' ? { ...doc, apiName: ESIGNATURE } : doc,
);
const service = () => new SearchService(JSON.parse(JSON.stringify(buildSearchIndex(documents))));
const first = (s: SearchService, q: string) => s.search({ q }).results[0]?.title;

test('a task in the platform’s words ranks the method that does it first', () => {
  const s = service();
  // The decoy guide's title repeats "create envelope" and "get envelope" word for word.
  expect(first(s, 'send envelope')).toBe('Create envelope');
  expect(first(s, 'how do I send an envelope?')).toBe('Create envelope');
  expect(first(s, 'check envelope status')).toBe('Get envelope');
  expect(first(s, 'envelopes changed since yesterday')).toBe('List status changes');
});

test('a question keeps its words: the text search drops only how it is asked', () => {
  const s = service();
  const asked = s.search({ q: 'how do I use embedded signing' }).results.map((r) => r.url);
  expect(asked[0]).toBe('/docs/esign-rest-api/how-to/embedded-signing/');
});

test('every query with search results has suggestions', () => {
  const s = service();
  // Words only in prose (body, summary), field names, tasks, a typo, a question.
  const queries = ['fifteen minutes', 'polling', 'envelopeId', 'send envelope', 'envelpe status'];
  for (const q of [...queries, 'how do I create a template', 'signers sign inside']) {
    const total = s.search({ q }).total;
    expect([q, total > 0]).toEqual([q, true]);
    expect([q, s.autocomplete(q).length > 0]).toEqual([q, true]);
  }
  expect(s.autocomplete('qqqqzzzz')).toEqual([]);
});

test('a field name suggests the methods sending it, in the order search ranks them', () => {
  const s = service();
  const searched = s.search({ q: 'emailSubject' }).results.map((r) => r.url);
  const suggested = s.autocomplete('emailSubject').map((r) => r.url);
  expect(suggested.length).toBeGreaterThan(0);
  expect(suggested.slice(0, 2)).toEqual(searched.slice(0, 2));
});

test('each suggestion names its kind and, for a method, its API', () => {
  const suggestions = service().autocomplete('envelope');
  const create = suggestions.find((s) => s.title === 'Create envelope');
  expect(create).toMatchObject({ kind: 'api', apiName: ESIGNATURE, method: 'POST' });
  for (const suggestion of suggestions) expect(typeof suggestion.kind).toBe('string');
});

test('suggestions list the site’s own pages before other hosts’', () => {
  const s = service();
  const onOtherHost = (url: string) => /^https?:/.test(url);
  for (const q of ['embedded signing', 'envelope', 'env', 'polling envelope']) {
    const hosts = s.autocomplete(q).map((suggestion) => onOtherHost(suggestion.url));
    expect(hosts.length).toBeGreaterThan(0);
    // once a suggestion is on another host, every later one is too
    expect([q, hosts.slice(hosts.indexOf(true)).every(Boolean) || !hosts.includes(true)]).toEqual([
      q,
      true,
    ]);
  }
  // With nothing of its own, another host's page is still suggested.
  expect(s.autocomplete('rate limits').map((r) => r.url)).toEqual([
    'https://support.example.com/articles/rate-limits',
  ]);
  // In search, the same page on this site outranks its copy on another host.
  const urls = s.search({ q: 'embedded signing' }).results.map((r) => r.url);
  expect(urls.indexOf('/docs/esign-rest-api/how-to/embedded-signing/')).toBeLessThan(
    urls.indexOf('https://www.example.com/blog/embedded-signing/'),
  );
});
