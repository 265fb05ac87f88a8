/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { buildSearchIndex, buildSearchIndexFrom } from '../../lib/search/buildSearchIndex';
import { fixtureDocuments } from '../../lib/search/__fixtures__/searchDocuments';
import { SEARCH_INDEX_FILE, writeSearchIndexFile } from './writeSearchIndex';
import { writeSearchIndexInWorker } from './searchIndexWorker';
import { SearchService } from '../../server/search/searchService';
import type { SearchDocument } from '../../lib/search/searchDocument';

// A rebuild brings the last index up to date (only changed documents indexed again); its index
// must be, byte for byte, the one a cold build makes of the same documents.

const AT = new Date('2026-01-01T00:00:00Z');
const json = (docs: SearchDocument[]) => JSON.stringify(buildSearchIndex(docs, AT));

/** The fixture documents after an author's edits: one changed, one gone, one new at the end. */
function edited(docs: SearchDocument[]): SearchDocument[] {
  const [first, second, ...rest] = docs;
  const changed = { ...second, summary: 'Rewritten between two builds: brand new words.' };
  const added: SearchDocument = { ...first, id: 'added-page', url: '/docs/added/', title: 'Added' };
  return [first, changed, ...rest.slice(0, -1), added];
}

let tmp: string;
beforeEach(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'search-incremental-'));
});
afterEach(() => fs.rmSync(tmp, { recursive: true, force: true }));

test('an index brought up to date from the last one is the cold build of the new documents', () => {
  const before = buildSearchIndexFrom(fixtureDocuments, AT);
  const after = edited(fixtureDocuments);
  const updated = buildSearchIndexFrom(after, AT, {
    miniSearch: before.data.miniSearch,
    fields: before.fields,
  });
  // the changed one, the one shifted out at the end and the added one
  expect(updated.updated).toBeGreaterThan(0);
  expect(updated.updated).toBeLessThan(fixtureDocuments.length);
  expect(JSON.stringify(updated.data)).toBe(json(after));
  // and the server finds the new words and no longer the removed page
  const service = new SearchService(JSON.parse(JSON.stringify(updated.data)));
  expect(service.search({ q: 'rewritten' }).results.map((r) => r.url)).toEqual([
    fixtureDocuments[1].url,
  ]);
});

test('the build keeps the fields of its index, and a rebuild indexes only what changed', () => {
  const publicDir = path.join(tmp, 'public');
  const reuse = { fieldsFile: path.join(tmp, 'cache', 'fields.json'), codeVersion: 'code-1' };
  const read = () =>
    JSON.parse(
      gunzipSync(fs.readFileSync(path.join(publicDir, `${SEARCH_INDEX_FILE}.gz`))).toString(),
    );
  const withoutDate = (index: { builtAt: string }) => ({ ...index, builtAt: undefined });

  expect(writeSearchIndexFile(publicDir, fixtureDocuments, reuse).updated).toBeUndefined();
  const after = edited(fixtureDocuments);
  const second = writeSearchIndexFile(publicDir, after, reuse);
  expect(second.updated).toBeGreaterThan(0);
  expect(withoutDate(read())).toEqual(withoutDate(JSON.parse(json(after))));
  // nothing changed: nothing indexed again
  expect(writeSearchIndexFile(publicDir, after, reuse).updated).toBe(0);

  // Other indexing code, or an index the record is not of, and it is built afresh.
  expect(
    writeSearchIndexFile(publicDir, after, { ...reuse, codeVersion: 'code-2' }).updated,
  ).toBeUndefined();
  writeSearchIndexFile(publicDir, fixtureDocuments); // another build, keeping no record
  expect(writeSearchIndexFile(publicDir, after, reuse).updated).toBeUndefined();
  expect(withoutDate(read())).toEqual(withoutDate(JSON.parse(json(after))));
});

test('the worker brings the index up to date on a rebuild', async () => {
  const publicDir = path.join(tmp, 'public');
  const cache = path.join(tmp, 'cache');
  expect(
    (await writeSearchIndexInWorker(publicDir, fixtureDocuments, cache)).updated,
  ).toBeUndefined();
  const again = await writeSearchIndexInWorker(publicDir, edited(fixtureDocuments), cache);
  expect(again.updated).toBeGreaterThan(0);
});
