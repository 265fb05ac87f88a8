/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { externaliseChunkMap, restoreScriptsSlice } from './chunkMapFile';

const MAP = 'window.___chunkMapping="{\\"app\\":[\\"/app-1.js\\"]}";';
// The scripts slice as Gatsby's stats extractor writes it.
const slice = (map: string) =>
  `\n          <script\n            id="gatsby-chunk-mapping"\n          >\n            ${map}\n          </script>\n        <script src="/app-1.js" async></script>`;

function build() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'chunk-map-'));
  const publicDir = path.join(dir, 'public');
  const cacheDir = path.join(dir, 'cache');
  fs.mkdirSync(path.join(publicDir, '_gatsby', 'slices'), { recursive: true });
  const sliceFile = path.join(publicDir, '_gatsby', 'slices', '_gatsby-scripts-1.html');
  fs.writeFileSync(sliceFile, slice(MAP));
  fs.writeFileSync(path.join(publicDir, 'chunk-map-0123456789abcdef0123.js'), 'an earlier build');
  return { publicDir, cacheDir, sliceFile };
}

test('the scripts slice names one shared chunk-map file, before the app scripts', () => {
  const { publicDir, cacheDir, sliceFile } = build();
  const name = externaliseChunkMap(publicDir, cacheDir);
  expect(name).toMatch(/^chunk-map-[0-9a-f]{20}\.js$/);
  expect(fs.readFileSync(path.join(publicDir, name!), 'utf8')).toBe(MAP);
  const html = fs.readFileSync(sliceFile, 'utf8');
  expect(html).not.toContain('___chunkMapping');
  expect(html).toMatch(
    new RegExp(`<script src="/${name}"></script>\\s*<script src="/app-1.js" async>`),
  );
  expect(fs.existsSync(path.join(publicDir, 'chunk-map-0123456789abcdef0123.js'))).toBe(false);
  // Called again on the rewritten slice: the same file, nothing written.
  expect(externaliseChunkMap(publicDir, cacheDir)).toBe(name);
});

test('a rebuild finds Gatsby’s own slice back in place, so Gatsby sees it unchanged', () => {
  const { publicDir, cacheDir, sliceFile } = build();
  externaliseChunkMap(publicDir, cacheDir);
  expect(restoreScriptsSlice(publicDir, cacheDir)).toBe(true);
  expect(fs.readFileSync(sliceFile, 'utf8')).toBe(slice(MAP));
  // Nothing kept (a first build, or .cache cleaned): nothing to put back.
  expect(restoreScriptsSlice(publicDir, path.join(cacheDir, 'none'))).toBe(false);
});
