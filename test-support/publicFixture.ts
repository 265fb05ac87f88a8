import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildSearchIndex } from '../lib/search/buildSearchIndex';
import { fixtureDocuments } from '../lib/search/__fixtures__/searchDocuments';
import { tempDir } from './testServer';

/**
 * A small built site in place of a Gatsby build, with every kind of file the server sends from
 * public/ (gatsby/precompress.ts keeps some gzipped only): a page with its markdown twin, its
 * page-data, a schema file, llms.txt and the sitemap, scripts kept plain, gzipped only and
 * both, the error pages and the search index. The large files are several megabytes once
 * decompressed, more than the sockets' buffers hold, so a client that leaves leaves mid-stream.
 */
export const PUBLIC_FILES = {
  page: '/docs/guide/',
  twin: '/docs/guide/index.md',
  pageData: '/page-data/docs/guide/page-data.json',
  schema: '/api-schemas/esignature-v2.1/v2.1/envelope.json',
  llms: '/llms.txt',
  sitemap: '/sitemap-0.xml',
  plainScript: '/plain-5f0c2a.js',
  gzippedScript: '/gzipped-8d1e4b.js',
  bothScript: '/both-3a7c9e.js',
} as const;

const MB = 1024 * 1024;

/** `size` bytes of text that differs line by line, so gzip has work to do. */
function filler(label: string, size: number): string {
  const lines: string[] = [];
  let length = 0;
  for (let n = 0; length < size; n += 1) {
    const line = `${label} line ${n} ${(n * 2654435761) % 1000003} envelope recipient tab\n`;
    lines.push(line);
    length += line.length;
  }
  return lines.join('');
}

function write(
  root: string,
  urlPath: string,
  content: string | Buffer,
  forms: 'plain' | 'gz' | 'both',
) {
  const file = path.join(root, urlPath.endsWith('/') ? `${urlPath}index.html` : urlPath);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  if (forms !== 'gz') fs.writeFileSync(file, content);
  if (forms !== 'plain') fs.writeFileSync(`${file}.gz`, gzipSync(content));
}

/** Writes the fixture into a new temporary folder and answers its path (PUBLIC_DIR). */
export function writePublicFixture(): string {
  const root = tempDir('public-fixture-');
  const html = (title: string) => `<!doctype html><title>${title}</title>${filler(title, 2000)}`;
  write(root, '/index.html', html('Home'), 'plain');
  write(root, '/404.html', html('Not found'), 'plain');
  write(root, '/500.html', html('Server error'), 'plain');
  write(root, PUBLIC_FILES.page, html('Guide'), 'plain');
  write(root, PUBLIC_FILES.twin, `# Guide\n\n${filler('twin', 4 * MB)}`, 'gz');
  write(
    root,
    PUBLIC_FILES.pageData,
    JSON.stringify({ path: PUBLIC_FILES.page, result: { text: filler('data', 2 * MB) } }),
    'plain',
  );
  write(
    root,
    PUBLIC_FILES.schema,
    JSON.stringify({ refName: 'envelope', description: filler('schema', 3 * MB) }),
    'gz',
  );
  write(root, PUBLIC_FILES.llms, filler('llms', 6 * MB), 'gz');
  write(root, PUBLIC_FILES.sitemap, `<urlset>${filler('<url/>', 2 * MB)}</urlset>`, 'gz');
  write(root, PUBLIC_FILES.plainScript, `/*${filler('plain', 4 * MB)}*/`, 'plain');
  write(root, PUBLIC_FILES.gzippedScript, `/*${filler('gzipped', 4 * MB)}*/`, 'gz');
  write(root, PUBLIC_FILES.bothScript, `/*${filler('both', 4 * MB)}*/`, 'both');
  write(root, '/search/index.json', JSON.stringify(buildSearchIndex(fixtureDocuments)), 'plain');
  return root;
}
