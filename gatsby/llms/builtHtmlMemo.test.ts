/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
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

test('reads a page once per run: its heading, a digest and its HTML', () => {
  writePage('/a/', page('Accounts: list'));
  const memo = builtHtmlMemo(publicDir, memoFile, 'v1');
  expect(memo.heading('/a/')).toBe('Accounts: list');
  expect(memo.digest('/a/')).toMatch(/^[0-9a-f]{64}$/);
  expect(memo.html('/a/')).toBe(page('Accounts: list'));
  expect(memo.heading('/gone/')).toBe('');
  expect(memo.digest('/gone/')).toBe('');
  expect(memo.html('/gone/')).toBeUndefined();
});

test('the next run trusts a file Gatsby did not write again, and reads one it did', () => {
  const kept = writePage('/kept/', page('Kept: one'));
  writePage('/rewritten/', page('Old title'));
  const first = builtHtmlMemo(publicDir, memoFile, 'v1');
  const digest = first.digest('/kept/');
  expect(first.heading('/kept/')).toBe('Kept: one');
  expect(first.heading('/rewritten/')).toBe('Old title');
  first.save();

  // Same size, same inode, same modification time: the same file as far as the memo can tell
  // (this is how it tells that the file was not read again).
  changeUnseen(kept, page('Kept: two'));
  // Gatsby writing the page again: a new modification time.
  writePage('/rewritten/', page('New title'), new Date('2026-01-02T00:00:00Z'));

  const next = builtHtmlMemo(publicDir, memoFile, 'v1');
  expect(next.heading('/kept/')).toBe('Kept: one');
  expect(next.digest('/kept/')).toBe(digest);
  expect(next.heading('/rewritten/')).toBe('New title');
});

test('reads everything again for other code, or when the memo is torn or missing', () => {
  const file = writePage('/a/', page('First'));
  const memo = builtHtmlMemo(publicDir, memoFile, 'v1');
  expect(memo.heading('/a/')).toBe('First');
  memo.save();
  changeUnseen(file, page('Later'));

  expect(builtHtmlMemo(publicDir, memoFile, 'v1').heading('/a/')).toBe('First');
  expect(builtHtmlMemo(publicDir, memoFile, 'v2').heading('/a/')).toBe('Later');
  expect(builtHtmlMemo(publicDir, undefined, 'v1').heading('/a/')).toBe('Later');
  fs.writeFileSync(memoFile, '{"version":"v1","pa');
  expect(builtHtmlMemo(publicDir, memoFile, 'v1').heading('/a/')).toBe('Later');
});

test('keeps only the pages this run asked about', () => {
  writePage('/a/', page('A'));
  writePage('/b/', page('B'));
  const first = builtHtmlMemo(publicDir, memoFile, 'v1');
  first.heading('/a/');
  first.heading('/b/');
  first.save();
  const next = builtHtmlMemo(publicDir, memoFile, 'v1');
  next.heading('/a/');
  next.save();
  expect(Object.keys(JSON.parse(fs.readFileSync(memoFile, 'utf8')).pages)).toEqual(['/a/']);
});

test('vouches for the gzipped copy the build left in place of a page it read', () => {
  const file = writePage('/a/', page('Accounts: list'));
  writePage('/b/', page('Brands: list'));
  const memo = builtHtmlMemo(publicDir, memoFile, 'v1');
  memo.heading('/a/');
  memo.heading('/b/');
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
  expect(next.heading('/a/')).toBe('Accounts: list');
  expect(next.heading('/b/')).toBe('Brands: list');
  expect(restampGzippedPages(path.join(tmp, 'none.json'), publicDir)).toBe(0);
});
