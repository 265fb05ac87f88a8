/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { crc32, gunzipSync } from 'node:zlib';
import { crc32Combine, deflateRun, writeGzippedRuns } from './gzipRuns';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'gzip-runs-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

test("crc32Combine gives zlib's CRC-32 of the joined texts from the parts' CRCs", () => {
  const texts = ['', 'a', 'hello ', 'wörld, '.repeat(1000), 'x'.repeat(70_001)];
  for (const first of texts)
    for (const second of texts) {
      const joined = crc32(first + second);
      expect(crc32Combine(crc32(first), crc32(second), Buffer.byteLength(second))).toBe(joined);
    }
});

test('runs compressed apart make one gzip member that zlib and gzip(1) read as the joined text', async () => {
  const runs = ['# Index\n', '\n## Page one\n\nText. '.repeat(500), '', '\n## Pàge two\n'];
  const file = path.join(tmp, 'full.txt');
  expect(await writeGzippedRuns(file, runs.map(deflateRun))).toBe(true);
  const written = fs.readFileSync(`${file}.gz`);
  expect(gunzipSync(written).toString()).toBe(runs.join(''));
  expect(execFileSync('gzip', ['-dc', `${file}.gz`]).toString()).toBe(runs.join(''));
  // one member: after the trailer there is nothing (gzip -l would count a second one)
  expect(execFileSync('gzip', ['-t', `${file}.gz`]).toString()).toBe('');

  // A run kept from an earlier build is written as it was: the same bytes.
  const kept = await deflateRun(runs[1]);
  const again = [deflateRun(runs[0]), kept, deflateRun(runs[2]), deflateRun(runs[3])];
  expect(await writeGzippedRuns(file, again)).toBe(false);
  expect(fs.readFileSync(`${file}.gz`).equals(written)).toBe(true);
});

test('a plain copy is removed, and a failing run leaves the previous file and no partial one', async () => {
  const file = path.join(tmp, 'other.txt');
  fs.writeFileSync(file, 'plain from an earlier build');
  await writeGzippedRuns(file, [deflateRun('first')]);
  expect(fs.existsSync(file)).toBe(false);
  const before = fs.readFileSync(`${file}.gz`);

  const failing = (function* () {
    yield deflateRun('second');
    throw new Error('the twin could not be made');
  })();
  await expect(writeGzippedRuns(file, failing)).rejects.toThrow('the twin could not be made');
  expect(fs.readFileSync(`${file}.gz`).equals(before)).toBe(true);
  expect(fs.readdirSync(tmp).filter((name) => name.startsWith('other.txt.gz.'))).toEqual([]);
});
