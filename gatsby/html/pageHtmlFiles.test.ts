/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { readBuiltText } from '../../lib/builtFiles';
import { builtPages } from '../llms/builtPages';
import { startGzipThread, type GzipThread } from '../compression/gzipThread';
import { gzipPageHtml, pruneGzippedPages, restoreGzippedPages } from './pageHtmlFiles';

let thread: GzipThread;
beforeAll(() => {
  thread = startGzipThread(fs.mkdtempSync(path.join(os.tmpdir(), 'page-html-cache-')));
});
afterAll(() => thread.stop());

function site(pages: Record<string, string>) {
  const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'page-html-files-'));
  for (const [pathname, html] of Object.entries(pages)) {
    fs.mkdirSync(path.join(publicDir, pathname), { recursive: true });
    fs.writeFileSync(path.join(publicDir, pathname, 'index.html'), html);
  }
  return publicDir;
}
const html = (title: string) =>
  `<!doctype html><title>${title}</title><main><h1>${title}</h1></main>`;

test("pages' HTML is kept gzipped only once finished; the home page and the app shell stay plain", async () => {
  const publicDir = site({
    '/': html('Home'),
    '/docs/guide/': html('Guide'),
    '/docs/esign-rest-api/reference/envelopes/': html('Envelopes'),
    '/offline-plugin-app-shell-fallback/': html('Shell'),
  });
  const gzip = gzipPageHtml(publicDir, thread);
  // read plain meanwhile
  expect(fs.readFileSync(path.join(publicDir, 'docs/guide/index.html'), 'utf8')).toBe(
    html('Guide'),
  );
  const done = await gzip.finish();
  expect(done.pages).toBe(2);
  expect(done.bytesAfter).toBeGreaterThan(0);
  expect(fs.existsSync(path.join(publicDir, 'docs/guide/index.html'))).toBe(false);
  expect(
    gunzipSync(fs.readFileSync(path.join(publicDir, 'docs/guide/index.html.gz'))).toString(),
  ).toBe(html('Guide'));
  expect(
    readBuiltText(path.join(publicDir, 'docs/esign-rest-api/reference/envelopes/index.html')),
  ).toBe(html('Envelopes'));
  expect(fs.existsSync(path.join(publicDir, 'index.html'))).toBe(true);
  expect(fs.existsSync(path.join(publicDir, 'offline-plugin-app-shell-fallback/index.html'))).toBe(
    true,
  );
  // every page is still a built page, whichever form its HTML has
  expect(builtPages(publicDir)).toEqual([
    '/',
    '/docs/esign-rest-api/reference/envelopes/',
    '/docs/guide/',
    '/offline-plugin-app-shell-fallback/',
  ]);
});

test('a page rendered again replaces its .gz; one left alone keeps the file it had', async () => {
  const publicDir = site({ '/docs/guide/': html('Guide'), '/docs/other/': html('Other') });
  await gzipPageHtml(publicDir, thread).finish();
  const other = path.join(publicDir, 'docs/other/index.html.gz');
  const before = fs.statSync(other).mtimeMs;
  fs.writeFileSync(path.join(publicDir, 'docs/guide/index.html'), html('Guide, edited'));
  // (as the stitching patch puts it back: the same HTML as its .gz)
  fs.writeFileSync(path.join(publicDir, 'docs/other/index.html'), html('Other'));
  const done = await gzipPageHtml(publicDir, thread).finish();
  expect(done.pages).toBe(2);
  expect(readBuiltText(path.join(publicDir, 'docs/guide/index.html'))).toBe(html('Guide, edited'));
  expect(fs.statSync(other).mtimeMs).toBe(before);
  expect(fs.existsSync(path.join(publicDir, 'docs/other/index.html'))).toBe(false);
});

test('a failure is reported by finish, and no plain HTML is removed', async () => {
  const publicDir = site({ '/docs/guide/': html('Guide') });
  fs.mkdirSync(path.join(publicDir, 'docs/guide/index.html.gz')); // a folder where the file goes
  await expect(gzipPageHtml(publicDir, thread).finish()).rejects.toThrow();
  expect(fs.existsSync(path.join(publicDir, 'docs/guide/index.html'))).toBe(true);
});

test('the gzipped HTML of pages the site no longer has goes, with its twin and empty folder', () => {
  const publicDir = site({ '/': html('Home'), '/docs/kept/': html('Kept') });
  for (const pathname of ['/docs/gone/', '/docs/kept/', '/docs/parent/']) {
    fs.mkdirSync(path.join(publicDir, pathname), { recursive: true });
    fs.writeFileSync(path.join(publicDir, pathname, 'index.html.gz'), gzipSync(html(pathname)));
    fs.writeFileSync(path.join(publicDir, pathname, 'index.md.gz'), gzipSync(`# ${pathname}`));
  }
  fs.mkdirSync(path.join(publicDir, 'docs/parent/child'));
  fs.writeFileSync(path.join(publicDir, 'docs/parent/child/index.html'), html('Child'));
  expect(
    pruneGzippedPages(publicDir, ['/', '/docs/kept/', '/docs/parent/child/', '/404.html']),
  ).toBe(2);
  expect(fs.existsSync(path.join(publicDir, 'docs/gone'))).toBe(false);
  expect(fs.existsSync(path.join(publicDir, 'docs/parent/index.html.gz'))).toBe(false);
  expect(fs.existsSync(path.join(publicDir, 'docs/parent/child/index.html'))).toBe(true);
  expect(fs.existsSync(path.join(publicDir, 'docs/kept/index.html.gz'))).toBe(true);
  expect(fs.existsSync(path.join(publicDir, 'docs/kept/index.md.gz'))).toBe(true);
});

test('a build without the stitching patch gets every gzipped page back plain first', async () => {
  const publicDir = site({ '/': html('Home'), '/docs/guide/': html('Guide') });
  await gzipPageHtml(publicDir, thread).finish();
  expect(restoreGzippedPages(publicDir)).toBe(1);
  expect(fs.readFileSync(path.join(publicDir, 'docs/guide/index.html'), 'utf8')).toBe(
    html('Guide'),
  );
  expect(restoreGzippedPages(publicDir)).toBe(0);
  expect(restoreGzippedPages(path.join(publicDir, 'missing'))).toBe(0);
});
