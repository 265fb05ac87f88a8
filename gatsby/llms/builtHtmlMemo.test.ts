/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { digest } from '../pages/apiReference/buildCache';
import { builtHtmlMemo, restampGzippedPages } from './builtHtmlMemo';

let tmp: string;
let publicDir: string;
let memoFile: string;
beforeEach(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'built-html-memo-'));
  publicDir = path.join(tmp, 'public');
  memoFile = path.join(tmp, 'cache', 'built-html.json');
});
afterEach(() => fs.rmSync(tmp, { recursive: true, force: true }));

const page = (heading: string) =>
  `<html><body><main><h1>${heading}</h1><p>text</p></main></body></html>`;
// Whole seconds, so that a test can set a file's time back exactly.
const WRITTEN_AT = new Date('2026-01-01T00:00:00Z');
function writePage(pathname: string, html: string, at = WRITTEN_AT) {
  const file = path.join(publicDir, pathname, 'index.html');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, html);
  fs.utimesSync(file, at, at);
  return file;
}
/** Changes a file in place without changing its size or times: a change the memo cannot see. */
function changeUnseen(file: string, html: string | Buffer) {
  fs.writeFileSync(file, html);
  fs.utimesSync(file, WRITTEN_AT, WRITTEN_AT);
}

test('reads a page once per run: a digest of it and its HTML', () => {
  writePage('/a/', page('Accounts: list'));
  const memo = builtHtmlMemo(publicDir, memoFile, 'v1');
  expect(memo.digest('/a/')).toBe(digest(page('Accounts: list')));
  expect(memo.html('/a/')).toBe(page('Accounts: list'));
  expect(memo.digest('/gone/')).toBe('');
  expect(memo.html('/gone/')).toBeUndefined();
});

test('the next run trusts a file Gatsby did not write again, and reads one it did', () => {
  const kept = writePage('/kept/', page('Kept: one'));
  writePage('/rewritten/', page('Old title'));
  const first = builtHtmlMemo(publicDir, memoFile, 'v1');
  expect(first.digest('/kept/')).toBe(digest(page('Kept: one')));
  expect(first.digest('/rewritten/')).toBe(digest(page('Old title')));
  first.save();

  // Same size, same inode, same modification time: the same file as far as the memo can tell
  // (this is how it tells that the file was not read again).
  changeUnseen(kept, page('Kept: two'));
  // Gatsby writing the page again: a new modification time.
  writePage('/rewritten/', page('New title'), new Date('2026-01-02T00:00:00Z'));

  const next = builtHtmlMemo(publicDir, memoFile, 'v1');
  expect(next.digest('/kept/')).toBe(digest(page('Kept: one')));
  expect(next.digest('/rewritten/')).toBe(digest(page('New title')));
});

test('reads everything again for other code, or when the memo is torn or missing', () => {
  const file = writePage('/a/', page('First'));
  const memo = builtHtmlMemo(publicDir, memoFile, 'v1');
  expect(memo.digest('/a/')).toBe(digest(page('First')));
  memo.save();
  changeUnseen(file, page('Later'));

  expect(builtHtmlMemo(publicDir, memoFile, 'v1').digest('/a/')).toBe(digest(page('First')));
  expect(builtHtmlMemo(publicDir, memoFile, 'v2').digest('/a/')).toBe(digest(page('Later')));
  expect(builtHtmlMemo(publicDir, undefined, 'v1').digest('/a/')).toBe(digest(page('Later')));
  fs.writeFileSync(memoFile, '{"version":"v1","pa');
  expect(builtHtmlMemo(publicDir, memoFile, 'v1').digest('/a/')).toBe(digest(page('Later')));
});

test('keeps only the pages this run asked about', () => {
  writePage('/a/', page('A'));
  writePage('/b/', page('B'));
  const first = builtHtmlMemo(publicDir, memoFile, 'v1');
  first.digest('/a/');
  first.digest('/b/');
  first.save();
  const next = builtHtmlMemo(publicDir, memoFile, 'v1');
  next.digest('/a/');
  next.save();
  expect(Object.keys(JSON.parse(fs.readFileSync(memoFile, 'utf8')).pages)).toEqual(['/a/']);
});

test('vouches for the gzipped copy the build left in place of a page it read', () => {
  const file = writePage('/a/', page('Accounts: list'));
  writePage('/b/', page('Brands: list'));
  const memo = builtHtmlMemo(publicDir, memoFile, 'v1');
  memo.digest('/a/');
  memo.digest('/b/');
  memo.save();
  // as gatsby/html/pageHtmlFiles.ts leaves /a/: gzipped only, and changed unseen since
  fs.writeFileSync(`${file}.gz`, gzipSync(page('Accounts: list')));
  fs.utimesSync(`${file}.gz`, WRITTEN_AT, WRITTEN_AT);
  fs.rmSync(file);
  expect(restampGzippedPages(memoFile, publicDir)).toBe(1);
  const unseen = gzipSync(page('Accounts: lost'));
  expect(unseen.length).toBe(fs.statSync(`${file}.gz`).size);
  changeUnseen(`${file}.gz`, unseen);
  // the next run trusts it (not read again), as it trusts a plain file Gatsby did not write
  const next = builtHtmlMemo(publicDir, memoFile, 'v1');
  expect(next.digest('/a/')).toBe(digest(page('Accounts: list')));
  expect(next.digest('/b/')).toBe(digest(page('Brands: list')));
  expect(restampGzippedPages(path.join(tmp, 'none.json'), publicDir)).toBe(0);
});
