/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { stylesheetDigest } from './stylesheetDigest';

function statsWith(css: string[]): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stylesheets-'));
  const assets = [...css, 'app-0123456789abcdef.js'].map((name) => ({ name }));
  fs.writeFileSync(
    path.join(dir, 'webpack.stats.json'),
    JSON.stringify({ namedChunkGroups: { app: { assets }, 'component---x': { assets } } }),
  );
  return dir;
}

test('the digest follows the stylesheet files and nothing else', () => {
  const before = stylesheetDigest(statsWith(['styles.aaaaaaaa11111111.css']));
  expect(before).toMatch(/^[0-9a-f]{16}$/);
  expect(stylesheetDigest(statsWith(['styles.aaaaaaaa11111111.css']))).toBe(before);
  expect(stylesheetDigest(statsWith(['styles.bbbbbbbb22222222.css']))).not.toBe(before);
});

test('without the browser stats (another stage) there is no digest', () => {
  expect(stylesheetDigest(fs.mkdtempSync(path.join(os.tmpdir(), 'none-')))).toBe('');
});
