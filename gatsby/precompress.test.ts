/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { precompress } from './precompress';

function build(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'precompress-'));
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

test('twins, schema files and llms-full.txt are kept gzipped only; pages and page-data stay plain', () => {
  const twin = '# Create envelope\n'.repeat(100);
  const dir = build({
    'docs/guide/index.html': '<h1>Guide</h1>',
    'docs/guide/index.md': twin,
    'index.md': '# Home',
    'api-schemas/esignature-v2.1/v2.1/envelope.json': '{"refName":"envelope"}',
    'llms-full.txt': 'all pages',
    'search/index.json': '{"version":1}',
    'llms.txt': 'index',
    'page-data/docs/guide/page-data.json': '{}',
    'app-0123456789abcdef.js': 'x',
  });
  const done = precompress(dir);
  expect(done.files).toBe(5);
  expect(done.bytesAfter).toBeLessThan(done.bytesBefore);
  expect(fs.existsSync(path.join(dir, 'docs/guide/index.md'))).toBe(false);
  expect(gunzipSync(fs.readFileSync(path.join(dir, 'docs/guide/index.md.gz'))).toString()).toBe(
    twin,
  );
  for (const plain of ['docs/guide/index.html', 'llms.txt', 'page-data/docs/guide/page-data.json'])
    expect(fs.existsSync(path.join(dir, plain))).toBe(true);
  // A second run (a rebuild that rewrote nothing) finds nothing to do.
  expect(precompress(dir).files).toBe(0);
});
