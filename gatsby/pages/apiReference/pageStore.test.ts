/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REFERENCE_PAGE_RESOLVERS } from '../../createResolvers';
import { fitPageData } from '../pageParts';
import { pageStore, readStoredPage, readWholeStoredPage, REFERENCE_PAGE_DIR } from './pageStore';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'page-store-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

test('a page is stored under a key of its content and read back whole', () => {
  const store = pageStore(dir);
  const page = { pagePath: '/docs/x/reference/', operation: { name: 'Create', tags: ['a'] } };
  const key = store.put(page);
  expect(key).toMatch(/^[0-9a-f]{24}$/);
  expect(readStoredPage(key, dir)).toEqual(page);
  // The same data, the same key and one file; other data, another key.
  expect(store.put(structuredClone(page))).toBe(key);
  expect(store.put({ ...page, pagePath: '/other/' })).not.toBe(key);
  expect(fs.readdirSync(dir)).toHaveLength(2);
});

test('a page over budget is read back whole: its parts put back from public/', () => {
  const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'page-store-public-'));
  const page = {
    pagePath: '/docs/x/reference/wide/',
    operation: {
      name: 'Wide',
      parameters: Array.from({ length: 3000 }, (_, n) => ({
        name: `field${n}`,
        about: 'x'.repeat(40),
      })),
    },
  };
  const { data, json, parts } = fitPageData(publicDir, page);
  expect(parts.size).toBeGreaterThan(0);
  const key = pageStore(dir).put(data, json);
  expect(readStoredPage(key, dir)).not.toEqual(page);
  expect(readWholeStoredPage(key, publicDir, dir)).toEqual(page);
  // a part gone from public/ is an error that names it, not a page with fields missing
  fs.rmSync(path.join(publicDir, 'page-parts'), { recursive: true });
  expect(() => readWholeStoredPage(key, publicDir, dir)).toThrow(/page-parts/);
});

test('a file already holding the data is not written again', () => {
  const key = pageStore(dir).put({ a: 1 });
  const file = path.join(dir, `${key}.json`);
  fs.utimesSync(file, new Date(0), new Date(0));
  pageStore(dir).put({ a: 1 });
  expect(fs.statSync(file).mtimeMs).toBe(0);
});

test('hasAll tells whether cached keys still have their files; prune keeps only what this run named', () => {
  const first = pageStore(dir);
  const kept = first.put({ page: 'kept' });
  const dropped = first.put({ page: 'dropped' });
  fs.writeFileSync(path.join(dir, `${kept}.json.4242`), 'torn'); // an interrupted write

  const second = pageStore(dir);
  expect(second.hasAll([kept])).toBe(true);
  expect(second.prune()).toBe(2);
  expect(fs.readdirSync(dir)).toEqual([`${kept}.json`]);
  expect(pageStore(dir).hasAll([kept, dropped])).toBe(false);
});

test('only a key of the store is read: no path, and a missing file is named', () => {
  expect(() => readStoredPage('../../package', dir)).toThrow('"../../package" is not a page key');
  expect(() => readStoredPage('0123456789abcdef01234567', dir)).toThrow(
    'no page data for key 0123456789abcdef01234567',
  );
});

test("the referencePage query field reads the build's store by the key it is given", () => {
  const { resolve } = REFERENCE_PAGE_RESOLVERS.Query.referencePage;
  expect(REFERENCE_PAGE_RESOLVERS.Query.referencePage).toMatchObject({
    type: 'JSON!',
    args: { key: 'String!' },
  });
  // A build's pages render from it (the e2e suite); here, that it reads the build's own folder.
  expect(() => resolve(undefined, { key: 'f'.repeat(24) })).toThrow(
    `no page data for key ${'f'.repeat(24)} in ${REFERENCE_PAGE_DIR}`,
  );
  expect(REFERENCE_PAGE_DIR).toBe(path.resolve('.cache', 'devcenter', 'reference-pages'));
});
