/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildSearchIndex } from '../../lib/search/buildSearchIndex';
import { fixtureDocuments } from '../../lib/search/__fixtures__/searchDocuments';
import { SEARCH_INDEX_VERSION } from '../../lib/search/searchIndexData';
import {
  loadSearchService,
  outdatedIndexNotice,
  SearchUnavailableError,
} from './loadSearchService';

/** The fixture index as the builder writes it, changed by `edit`, in a file of its own. */
function indexFile(edit: (index: Record<string, unknown>) => void = () => undefined): string {
  const index = JSON.parse(JSON.stringify(buildSearchIndex(fixtureDocuments)));
  edit(index);
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'search-index-')), 'index.json');
  fs.writeFileSync(file, JSON.stringify(index));
  return file;
}

/** What format 3 had: no intents, no keywords field, no usage. */
function asFormat3(index: Record<string, unknown>) {
  const miniSearch = index.miniSearch as { fieldIds: Record<string, number> };
  index.version = 3;
  delete index.intents;
  delete miniSearch.fieldIds.keywords;
  for (const doc of index.documents as Record<string, unknown>[]) delete doc.usage;
}

test('an index of this builder loads with nothing to say', () => {
  const file = indexFile();
  const service = loadSearchService(file);
  expect(service.format).toBe(SEARCH_INDEX_VERSION);
  expect(outdatedIndexNotice(file, service)).toBeUndefined();
});

test('an index an older build left (format 3) is searched, and the server says to rebuild', () => {
  const file = indexFile(asFormat3);
  const service = loadSearchService(file);
  expect(service.search({ q: 'createEnvelope' }).results[0].title).toBe('Create envelope');
  expect(service.autocomplete('envelope').length).toBeGreaterThan(0);
  expect(outdatedIndexNotice(file, service)).toMatch(/format 3.*older build.*npm run build/);
});

test('an index of a format the server cannot read is refused, naming it and the remedy', () => {
  const file = indexFile((index) => (index.version = 2));
  expect(() => loadSearchService(file)).toThrow(SearchUnavailableError);
  expect(() => loadSearchService(file)).toThrow(/format 2, this server reads formats 3 and 4/);
});
