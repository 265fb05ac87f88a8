/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { externaliseChunkMap } from './chunkMapFile';

const MAP = '/*<![CDATA[*/window.___chunkMapping="{\\"app\\":[\\"/app-1.js\\"]}";/*]]>*/';
const scripts = (map: string) =>
  `<!-- slice-start id="_gatsby-scripts-1" -->\n<script\n  id="gatsby-chunk-mapping"\n>\n  ${map}\n</script>\n<script src="/app-1.js" async></script><!-- slice-end id="_gatsby-scripts-1" -->`;
const page = (map: string) =>
  `<!DOCTYPE html><html><body><h1>Page</h1>${scripts(map)}</body></html>`;

function build(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'chunk-map-'));
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

test('every page names one shared chunk-map file, before the app scripts, instead of inlining it', () => {
  const dir = build({
    'index.html': page(MAP),
    'docs/guide/index.html': page(MAP),
    '_gatsby/slices/_gatsby-scripts-1.html': scripts(MAP),
    'chunk-map-0123456789abcdef0123.js': 'an earlier build',
  });
  const result = externaliseChunkMap(dir);
  expect(result.pages).toBe(3);
  expect(result.file).toMatch(/^chunk-map-[0-9a-f]{20}\.js$/);
  expect(fs.readFileSync(path.join(dir, result.file!), 'utf8')).toBe(MAP);
  for (const file of [
    'index.html',
    'docs/guide/index.html',
    '_gatsby/slices/_gatsby-scripts-1.html',
  ]) {
    const html = fs.readFileSync(path.join(dir, file), 'utf8');
    expect(html).not.toContain('___chunkMapping');
    expect(html).toContain(
      `<script src="/${result.file}"></script>\n<script src="/app-1.js" async>`,
    );
  }
  expect(fs.existsSync(path.join(dir, 'chunk-map-0123456789abcdef0123.js'))).toBe(false);
  // A rebuild that changed nothing finds nothing inline and keeps the file.
  expect(externaliseChunkMap(dir)).toEqual({ pages: 0 });
  expect(fs.existsSync(path.join(dir, result.file!))).toBe(true);
});

test('a page whose map differs from the others fails the build, naming it', () => {
  const dir = build({
    'a/index.html': page(MAP),
    'b/index.html': page(MAP.replace('app-1', 'app-2')),
  });
  expect(() => externaliseChunkMap(dir)).toThrow(/index\.html: its chunk map differs/);
});
