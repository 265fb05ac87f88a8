/** @jest-environment node */
import MiniSearch from 'minisearch';
import { buildSearchIndexFrom } from './buildSearchIndex';
import { canonicalIndex } from './canonicalIndex';
import { fixtureDocuments } from './__fixtures__/searchDocuments';
import { MINI_SEARCH_OPTIONS } from './searchIndexData';

const AT = new Date('2026-01-01T00:00:00Z');

test('the canonical form is the same whatever order documents went in and out', () => {
  const docs = fixtureDocuments;
  const fresh = new MiniSearch(MINI_SEARCH_OPTIONS);
  const fields = buildSearchIndexFrom(docs, AT).fields;
  fresh.addAll(fields);
  // the same documents, added in reverse and two of them removed and added again
  const shuffled = new MiniSearch(MINI_SEARCH_OPTIONS);
  shuffled.addAll([...fields].reverse());
  shuffled.remove(fields[1]);
  shuffled.remove(fields[0]);
  shuffled.addAll([fields[0], fields[1]]);
  expect(JSON.stringify(canonicalIndex(shuffled.toJSON()))).toBe(
    JSON.stringify(canonicalIndex(fresh.toJSON())),
  );
});
