import fs from 'node:fs';
import path from 'node:path';
import MarkdownIt from 'markdown-it';
import { test, expect } from './fixtures';

// llms.txt, markdown twins and the copy button on the built site (run after npm run build):
// E2E_PORT=9208 npx playwright test tests/e2e/llms.spec.ts
const publicDir = path.resolve(__dirname, '..', '..', 'public');
const sitemapPaths = () => {
  const xml = fs.readFileSync(path.join(publicDir, 'sitemap-0.xml'), 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
};
const isPage = (pathname: string) => fs.existsSync(path.join(publicDir, pathname, 'index.html'));

test('llms.txt lists every page of the sitemap; the sitemap lists no twin or llms.txt', async ({
  request,
}) => {
  const response = await request.get('/llms.txt');
  expect(response.status()).toBe(200);
  const listed = [...(await response.text()).matchAll(/^- \[[^\]]*\]\(([^)]+)\)/gm)].map(
    (match) => new URL(match[1]).pathname,
  );
  const pages = sitemapPaths();
  expect(listed.sort()).toEqual([...pages].sort());
  expect(pages.filter((page) => !page.endsWith('/'))).toEqual([]);
  const esign = await request.get('/docs/esign-rest-api/reference/llms.txt');
  expect(await esign.text()).toMatch(/^# eSignature REST API\n\n> /);
  expect((await request.get('/llms-full.txt')).status()).toBe(200);
});

test('every markdown twin parses and links only to existing pages', async ({ request }) => {
  const markdown = new MarkdownIt();
  for (const page of sitemapPaths()) {
    // The build keeps twins gzipped only (gatsby/precompress.ts): read them as served.
    const twin = await request.get(`${page}index.md`);
    expect(twin.status(), page).toBe(200);
    const tokens = markdown.parse(await twin.text(), {});
    expect(tokens[0]?.type, page).toBe('heading_open');
    const hrefs = tokens
      .flatMap((token) => token.children ?? [])
      .filter((token) => token.type === 'link_open')
      .map((token) => token.attrGet('href') ?? '');
    for (const href of hrefs) {
      const target = new URL(href, `http://site${page}`);
      expect(isPage(target.pathname), `${page}index.md → ${href}`).toBe(true);
    }
  }
  // the server answers a page with its twin when markdown is preferred
  const method = '/docs/esign-rest-api/reference/envelopes/envelopes/create/';
  const answer = await request.get(method, { headers: { accept: 'text/markdown' } });
  expect(answer.headers()['content-type']).toMatch(/^text\/markdown/);
  expect(await answer.text()).toContain('`POST /v2.1/accounts/{accountId}/envelopes`');
});

test('a page names its twin in its head and copies it as markdown', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/docs/esign-rest-api/reference/envelopes/envelopes/create/');
  await expect(page.locator('head link[rel="alternate"][type="text/markdown"]')).toHaveAttribute(
    'href',
    '/docs/esign-rest-api/reference/envelopes/envelopes/create/index.md',
  );
  await page.getByRole('button', { name: 'Copy page as Markdown' }).click();
  await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain('## Parameters');
});
