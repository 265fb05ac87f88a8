import fs from 'node:fs';
import path from 'node:path';
import { XMLParser } from 'fast-xml-parser';
import { readBuiltText } from '../../lib/builtFiles';
import { test, expect } from './fixtures';

// Every route of the built sitemap, loaded once: no console error, no React hydration error.
function sitemapPaths(): string[] {
  const dir = path.join(process.cwd(), 'public');
  const parser = new XMLParser();
  const paths: string[] = [];
  // kept gzipped only (gatsby/precompress.ts)
  const files = fs.readdirSync(dir).filter((name) => /^sitemap-\d+\.xml(\.gz)?$/.test(name));
  for (const file of new Set(files.map((name) => name.replace(/\.gz$/, '')))) {
    const xml = parser.parse(readBuiltText(path.join(dir, file)));
    const urls = [xml.urlset?.url ?? []].flat() as { loc: string }[];
    for (const url of urls) paths.push(new URL(url.loc).pathname);
  }
  return paths;
}

test('no console error on a direct load of any sitemap route', async ({ page }) => {
  test.setTimeout(15 * 60_000);
  const paths = [...sitemapPaths(), '/search/?q=envelope'];
  expect(paths.length).toBeGreaterThan(10);
  let current = '';
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${current}: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`${current}: ${error.message}`));
  for (const route of paths) {
    current = route;
    await page.goto(route, { waitUntil: 'load' });
  }
  expect(errors).toEqual([]);
});
