/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import MarkdownIt from 'markdown-it';
import { writeLlmsFiles } from './onPostBuild';
import { FULL_TEXT_RUN_FOLDER } from './fullTextRuns';

const SITE = 'http://localhost:9000';
const PAGES = [
  '/',
  '/docs/esign-rest-api/reference/',
  '/docs/esign-rest-api/reference/envelopes/envelopes/create/',
  '/docs/esign-rest-api/v2/reference/',
  '/docs/click-api/reference/',
  '/docs/no-search-document/',
];

// A public/ as the build leaves it: a sitemap index, its one sitemap, a page without a search
// document (its title and description come from its HTML).
function builtSite(): string {
  const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'llms-'));
  const urls = PAGES.map((page) => `<url><loc>${SITE}${page}</loc></url>`).join('');
  fs.writeFileSync(
    path.join(publicDir, 'sitemap-index.xml'),
    `<sitemapindex><sitemap><loc>${SITE}/sitemap-0.xml</loc></sitemap></sitemapindex>`,
  );
  fs.writeFileSync(path.join(publicDir, 'sitemap-0.xml'), `<urlset>${urls}</urlset>`);
  const page = path.join(publicDir, 'docs', 'no-search-document');
  fs.mkdirSync(page, { recursive: true });
  fs.writeFileSync(
    path.join(page, 'index.html'),
    '<html><head><title>Plain page</title><meta name="description" content="A page &amp; its text."/></head></html>',
  );
  const guide = path.join(publicDir, 'docs', 'click-api', 'reference');
  fs.mkdirSync(guide, { recursive: true });
  fs.writeFileSync(
    path.join(guide, 'index.html'),
    '<html><head><title>Click API reference | Developer Center</title></head><body><nav>Menu</nav>' +
      '<main><div class="page-tools"><button>Copy page as Markdown</button></div><h1>Click API</h1>' +
      '<p>Consent &amp; <code>clickwraps</code>.</p><table><thead><tr><th>Method</th><th>Path</th></tr></thead>' +
      '<tbody><tr><td>create</td><td><code>/clickwraps</code></td></tr></tbody></table></main></body></html>',
  );
  // Built but left out of the sitemap (a tool page): a twin, and no llms.txt line.
  fs.mkdirSync(path.join(publicDir, 'docs', 'unlisted'), { recursive: true });
  fs.writeFileSync(path.join(publicDir, 'docs', 'unlisted', 'index.html'), '<title>Tool</title>');
  return publicDir;
}

// llms.txt files are kept gzipped only (gatsby/precompress.ts).
const readText = (file: string) => gunzipSync(fs.readFileSync(`${file}.gz`)).toString('utf8');
const linksOf = (text: string) =>
  [...text.matchAll(/^- \[[^\]]+\]\(([^)]+)\)/gm)].map((match) => match[1]);

const SITE_FACTS = { title: 'Developer Center', summary: 'Build integrations.' };
const cacheDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'llms-cache-'));

describe('llms.txt', () => {
  let publicDir: string;
  beforeAll(async () => {
    publicDir = builtSite();
    await writeLlmsFiles(publicDir, SITE_FACTS, { cacheDir: cacheDir() });
  }, 60_000);

  it('keeps every llms.txt gzipped only', () => {
    expect(fs.existsSync(path.join(publicDir, 'llms.txt'))).toBe(false);
    expect(fs.existsSync(path.join(publicDir, 'llms-full.txt'))).toBe(false);
  });

  it('lists every page of the sitemap once, in the llms.txt shape', () => {
    const text = readText(path.join(publicDir, 'llms.txt'));
    expect(linksOf(text).sort()).toEqual(PAGES.map((page) => `${SITE}${page}`).sort());
    expect(text).toMatch(/^# Developer Center\n\n> Build integrations\.\n\n## /);
    expect(text).toContain('## eSignature REST API: Envelopes');
    expect(text).toMatch(
      /\(http:\/\/localhost:9000\/docs\/no-search-document\/\): A page & its text\./,
    );
    expect(text).toMatch(
      /\[Create envelope\]\([^)]+\): POST \/v2\.1\/accounts\/\{accountId\}\/envelopes\./,
    );
    // markdown-it reads it as one H1, a blockquote and lists of links
    const tokens = new MarkdownIt().parse(text, {});
    expect(
      tokens.filter((token) => token.type === 'heading_open' && token.tag === 'h1'),
    ).toHaveLength(1);
    expect(tokens.some((token) => token.type === 'blockquote_open')).toBe(true);
  });

  it('writes a markdown twin beside every built page, listed or not', () => {
    // twins are kept gzipped only (gatsby/precompress.ts)
    for (const page of PAGES)
      expect(fs.existsSync(path.join(publicDir, page, 'index.md.gz'))).toBe(true);
    const plain = gunzipSync(
      fs.readFileSync(path.join(publicDir, 'docs', 'no-search-document', 'index.md.gz')),
    ).toString('utf8');
    expect(plain).toBe('# Plain page\n\nA page & its text.\n');
    // a page with content: the HTML's main content, tables as tables, no controls or menus
    const click = gunzipSync(
      fs.readFileSync(path.join(publicDir, 'docs', 'click-api', 'reference', 'index.md.gz')),
    ).toString('utf8');
    expect(click).toBe(
      '# Click API\n\nConsent & `clickwraps`.\n\n| Method | Path |\n| --- | --- |\n| create | `/clickwraps` |\n',
    );
    expect(fs.existsSync(path.join(publicDir, 'docs', 'unlisted', 'index.md.gz'))).toBe(true);
  });

  it('writes llms-full.txt with every page under its own heading', () => {
    const text = readText(path.join(publicDir, 'llms-full.txt'));
    for (const page of PAGES) expect(text).toContain(`URL: ${SITE}${page}\n`);
    // each page's twin, its headings under the page's own H2
    expect(text).toContain('| create | `/clickwraps` |');
  });

  it('writes an llms.txt under each API version base path with only its pages', () => {
    const esign = readText(path.join(publicDir, 'docs', 'esign-rest-api', 'reference', 'llms.txt'));
    expect(linksOf(esign)).toEqual([
      `${SITE}/docs/esign-rest-api/reference/`,
      `${SITE}/docs/esign-rest-api/reference/envelopes/envelopes/create/`,
    ]);
    const legacy = path.join(publicDir, 'docs', 'esign-rest-api', 'v2', 'reference', 'llms.txt');
    expect(linksOf(readText(legacy))).toEqual([`${SITE}/docs/esign-rest-api/v2/reference/`]);
  });
});

describe('llms.txt on a rebuild', () => {
  const twinOf = (publicDir: string, page: string) =>
    readText(path.join(publicDir, page, 'index.md'));
  const LEFT_ALONE = '# Left alone\n\nKept from the last build.\n';
  // A twin changed behind the build's back: still there on a rebuild only if it was not made again.
  const tamper = (publicDir: string, page: string) =>
    fs.writeFileSync(path.join(publicDir, page, 'index.md.gz'), gzipSync(LEFT_ALONE));
  const CREATE = '/docs/esign-rest-api/reference/envelopes/envelopes/create/';
  const CLICK = '/docs/click-api/reference/';
  /** A site whose llms files were written once, with its build cache, and its next build. */
  async function builtOnce() {
    const publicDir = builtSite();
    const cache = cacheDir();
    const build = () => writeLlmsFiles(publicDir, SITE_FACTS, { cacheDir: cache });
    await build();
    return { publicDir, cache, rebuild: build };
  }

  it('makes no twin again whose page and model are unchanged, and llms-full.txt carries it', async () => {
    const { publicDir, cache, rebuild } = await builtOnce();
    const fullText = () => readText(path.join(publicDir, 'llms-full.txt'));
    const first = fullText();
    tamper(publicDir, CREATE);
    tamper(publicDir, CLICK);
    await rebuild();
    expect(twinOf(publicDir, CREATE)).toBe(LEFT_ALONE);
    // Their runs of llms-full.txt were copied from the run store, the twins left unread.
    expect(fullText()).toBe(first);
    // Without the stored runs, the kept twins are read back into llms-full.txt (not made again).
    fs.rmSync(path.join(cache, FULL_TEXT_RUN_FOLDER), { recursive: true });
    await rebuild();
    expect(twinOf(publicDir, CREATE)).toBe(LEFT_ALONE);
    expect(fullText()).toContain('Kept from the last build.');
  }, 60_000);

  it('makes again the twin of a page whose HTML changed, and only that one', async () => {
    const { publicDir, rebuild } = await builtOnce();
    tamper(publicDir, CREATE);
    tamper(publicDir, CLICK);
    const html = path.join(publicDir, CLICK, 'index.html');
    fs.writeFileSync(html, fs.readFileSync(html, 'utf8').replace('Consent', 'Agreement'));
    await rebuild();
    expect(twinOf(publicDir, CLICK)).toContain('Agreement & `clickwraps`.');
    expect(twinOf(publicDir, CREATE)).toBe(LEFT_ALONE);
    // its run of llms-full.txt is made again, with the new twin
    expect(readText(path.join(publicDir, 'llms-full.txt'))).toContain('Agreement & `clickwraps`.');
  }, 60_000);

  it('makes again a stored run that was damaged, so llms-full.txt stays whole', async () => {
    const { publicDir, cache, rebuild } = await builtOnce();
    const first = readText(path.join(publicDir, 'llms-full.txt'));
    const folder = path.join(cache, FULL_TEXT_RUN_FOLDER);
    for (const name of fs.readdirSync(folder)) {
      const bytes = fs.readFileSync(path.join(folder, name));
      bytes[bytes.length - 3] ^= 0xff; // one flipped byte of the deflated text
      fs.writeFileSync(path.join(folder, name), bytes);
    }
    await rebuild();
    // read through gunzip, which checks the whole text's CRC-32
    expect(readText(path.join(publicDir, 'llms-full.txt'))).toBe(first);
  }, 60_000);

  it('makes every twin again without the record of the last build', async () => {
    const { publicDir, cache, rebuild } = await builtOnce();
    tamper(publicDir, CREATE);
    fs.rmSync(cache, { recursive: true });
    await rebuild();
    expect(twinOf(publicDir, CREATE)).toMatch(
      /^# .*\n\n`POST \/v2\.1\/accounts\/\{accountId\}\/envelopes`/,
    );
  }, 60_000);

  it('makes again a twin that is gone from public/', async () => {
    const { publicDir, rebuild } = await builtOnce();
    fs.rmSync(path.join(publicDir, CLICK, 'index.md.gz'));
    await rebuild();
    expect(twinOf(publicDir, CLICK)).toContain('Consent & `clickwraps`.');
  }, 60_000);
});
