import fs from 'node:fs';
import path from 'node:path';
import MarkdownIt from 'markdown-it';
import { builtFileExists, readBuiltText } from '../../lib/builtFiles';
import { test, expect } from './fixtures';

// llms.txt, markdown twins and the copy button on the built site (run after npm run build):
// E2E_PORT=9208 npx playwright test tests/e2e/llms.spec.ts
const publicDir = path.resolve(__dirname, '..', '..', 'public');
const sitemapPaths = () => {
  const xml = readBuiltText(path.join(publicDir, 'sitemap-0.xml'));
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
};
const isPage = (pathname: string) => builtFileExists(path.join(publicDir, pathname, 'index.html'));

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
      if (target.origin !== 'http://site') continue;
      // a page, a file the build wrote (a feed, a caption track) or a server route that answers
      const found =
        isPage(target.pathname) ||
        fs.existsSync(path.join(publicDir, target.pathname)) ||
        (target.pathname.startsWith('/api/') &&
          (await request.get(target.pathname + target.search)).ok());
      expect(found, `${page}index.md → ${href}`).toBe(true);
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

// One page of every type: the twin says what the page shows (issue #23, point 2). The page's
// words are what a reader sees in its main content, controls and menus aside; the twin's are
// its rendered text. A method page's twin goes deeper than the page's first level, so only the
// page's words must all be in it.
const PAGE_TYPES: [type: string, path: string][] = [
  ['home', '/'],
  ['docs guide', '/docs/esign-rest-api/how-to/embedded-signing/'],
  ['docs landing', '/docs/esign-rest-api/'],
  ['Apex class', '/docs/salesforce/apex/envelope/'],
  ['site page', '/platform/auth/'],
  ['tool', '/tools/postman/'],
  ['quickstart', '/docs/esign-rest-api/quickstart/'],
  ['blog list', '/blog/'],
  ['blog post', '/blog/jwt-grant-without-surprises/'],
  ['changelog entry', '/changelog/click-api-1-4/'],
  ['video', '/videos/jwt-grant-consent/'],
  ['events', '/developer-events/'],
  ['newsletter year', '/newsletter/2020/'],
  ['open source', '/opensource/'],
  ['reference landing', '/docs/esign-rest-api/reference/'],
  ['reference category', '/docs/esign-rest-api/reference/envelopes/'],
  ['reference resource', '/docs/esign-rest-api/reference/envelopes/envelopes/'],
  ['version changes', '/docs/esign-rest-api/reference/changes/v2/'],
  ['reference method', '/docs/esign-rest-api/reference/envelopes/envelopes/create/'],
];

const wordsOf = (text: string) =>
  new Set((text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).filter((word) => word.length > 1));

for (const [type, pagePath] of PAGE_TYPES) {
  test(`the markdown twin of a ${type} says what the page says`, async ({ page, request }) => {
    await page.goto(pagePath);
    // every text the reader sees in the main content, text by text (so "accountId" and the
    // "required" badge beside it stay two words), controls, menus and hidden parts aside
    const shown = await page.evaluate((chrome) => {
      const main = document.querySelector('main')!;
      const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
      const texts: string[] = [];
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement!;
        if (parent.closest(chrome) || !parent.checkVisibility({ visibilityProperty: true }))
          continue;
        texts.push(node.textContent ?? '');
      }
      return texts.join(' ');
    }, 'nav, aside, button, select, input, textarea, svg, video, .title-actions, [role="status"], [role="alert"], [aria-hidden="true"], [data-twin="skip"], [hidden]');
    const answer = await request.get(pagePath, { headers: { accept: 'text/markdown' } });
    expect(answer.headers()['content-type']).toMatch(/^text\/markdown/);
    const twin = new MarkdownIt().render(await answer.text()).replace(/<[^>]+>/g, ' ');
    const [pageWords, twinWords] = [wordsOf(shown), wordsOf(twin.replace(/&[a-z]+;/g, ' '))];
    const missing = [...pageWords].filter((word) => !twinWords.has(word));
    expect(pageWords.size).toBeGreaterThan(5);
    expect(missing.length / pageWords.size, `not in the twin: ${missing.join(' ')}`).toBeLessThan(
      0.03,
    );
    if (type !== 'reference method') {
      const extra = [...twinWords].filter((word) => !pageWords.has(word));
      expect(extra.length / twinWords.size, `not on the page: ${extra.join(' ')}`).toBeLessThan(
        0.05,
      );
    }
  });
}

test("the create-envelope twin hides what the page hides and calls the page's environment", async ({
  page,
  request,
  baseURL,
}) => {
  const method = '/docs/esign-rest-api/reference/envelopes/envelopes/create/';
  const twin = await (await request.get(`${method}index.md`)).text();
  const body = twin.slice(twin.indexOf('## Request body'), twin.indexOf('## Responses'));
  await page.goto(method);
  // the page hides the recipients' read-only fields in the request and names them
  const requestBody = page.getByRole('region', { name: 'Request body' });
  await requestBody.getByRole('button', { name: 'Expand recipients' }).first().click();
  const note = requestBody.locator('.ref-schema__hidden').first();
  await expect(note).toContainText('Not shown in the request: recipientCount');
  const hidden = ((await note.textContent()) ?? '').replace(/^.*request: | \(read only\)\.$/g, '');
  for (const field of hidden.split(', ')) expect(body).not.toContain(`- \`${field}\` (`);
  expect(body).toContain(`Not shown in the request: ${hidden} (read only).`);
  // the page's curl sample (built for this site) and the twin's call the same base URL
  const curl = (await page.getByTestId('curl-sample').textContent()) ?? '';
  const url = /--url '([^']+)'/.exec(curl)![1];
  expect(url.startsWith(baseURL!)).toBe(true);
  expect(twin).not.toContain('demo.esign.example.com');
  expect(twin).toContain('/sandbox/restapi/v2.1/accounts/{accountId}/envelopes');
});
