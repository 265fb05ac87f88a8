/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { startServer, tempDir, type RunningServer } from '../../test-support/testServer';
import { prefersMarkdown } from './markdownTwins';

describe('prefersMarkdown', () => {
  it.each([
    ['text/markdown', true],
    ['text/markdown, text/html;q=0.9', true],
    ['text/html, text/markdown;q=0.5', false],
    ['text/html,application/xhtml+xml,*/*;q=0.8', false],
    ['text/*;q=0.5, text/markdown', true],
    ['text/markdown;q=0', false],
    ['*/*', false],
    ['', false],
  ])('%s → %s', (accept, expected) => {
    expect(prefersMarkdown(accept)).toBe(expected);
  });
});

describe('page URLs and their markdown twins', () => {
  let server: RunningServer;
  beforeAll(async () => {
    const publicDir = tempDir('twins-');
    const page = path.join(publicDir, 'docs', 'guide');
    fs.mkdirSync(page, { recursive: true });
    fs.writeFileSync(path.join(page, 'index.html'), '<!doctype html><title>Guide</title>');
    fs.writeFileSync(path.join(page, 'index.md'), '# Guide\n');
    fs.mkdirSync(path.join(publicDir, 'docs', 'html-only'));
    fs.writeFileSync(path.join(publicDir, 'docs', 'html-only', 'index.html'), '<title>H</title>');
    server = await startServer({ PUBLIC_DIR: publicDir });
  });
  afterAll(() => server.close());

  const get = (url: string, accept: string) =>
    fetch(`${server.base}${url}`, { headers: { accept } });

  it('answers the markdown when the request prefers text/markdown', async () => {
    const response = await get('/docs/guide/', 'text/markdown, text/html;q=0.5');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/markdown/);
    expect(response.headers.get('vary')).toMatch(/Accept/i);
    expect(await response.text()).toBe('# Guide\n');
  });

  it('answers the HTML to a browser, and the twin at its own URL', async () => {
    const html = await get('/docs/guide/', 'text/html,*/*;q=0.8');
    expect(html.headers.get('content-type')).toMatch(/^text\/html/);
    expect(html.headers.get('vary')).toMatch(/Accept/i);
    expect(await html.text()).toContain('<title>Guide</title>');
    const twin = await get('/docs/guide/index.md', '*/*');
    expect(twin.headers.get('content-type')).toMatch(/^text\/markdown/);
    expect(await twin.text()).toBe('# Guide\n');
  });

  it('answers the HTML when a page has no twin, and never reaches outside the build', async () => {
    const page = await get('/docs/html-only/', 'text/markdown');
    expect(await page.text()).toContain('<title>H</title>');
    const outside = await get('/docs/%2e%2e/%2e%2e/', 'text/markdown');
    expect(outside.headers.get('content-type') ?? '').not.toMatch(/markdown/);
    await outside.text();
  });
});
