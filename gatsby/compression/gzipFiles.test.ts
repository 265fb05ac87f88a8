/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { gzipBeside, writeGzipped } from './gzipFiles';

const tmp = () => fs.mkdtempSync(path.join(os.tmpdir(), 'gzip-files-'));

test('writeGzipped keeps only the .gz, and writes nothing when the content is the same', () => {
  const dir = tmp();
  const file = path.join(dir, 'docs', 'guide', 'index.md');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, 'an earlier build wrote it plain');
  expect(writeGzipped(file, '# Guide\n')).toBe(true);
  expect(fs.existsSync(file)).toBe(false);
  expect(gunzipSync(fs.readFileSync(`${file}.gz`)).toString()).toBe('# Guide\n');
  const written = fs.statSync(`${file}.gz`).mtimeMs;
  expect(writeGzipped(file, '# Guide\n')).toBe(false);
  expect(fs.statSync(`${file}.gz`).mtimeMs).toBe(written);
  expect(writeGzipped(file, '# Guide, edited\n')).toBe(true);
});

test('gzipBeside keeps the plain file, and leaves a .gz that already holds it alone', () => {
  const file = path.join(tmp(), 'docs', 'guide', 'index.html');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, '<h1>Guide</h1>');
  const first = gzipBeside(file, fs.readFileSync(file));
  expect(first.wrote).toBe(true);
  expect(first.bytes).toBe(fs.statSync(`${file}.gz`).size);
  expect(fs.readFileSync(file, 'utf8')).toBe('<h1>Guide</h1>');
  expect(gunzipSync(fs.readFileSync(`${file}.gz`)).toString()).toBe('<h1>Guide</h1>');
  const written = fs.statSync(`${file}.gz`).mtimeMs;
  expect(gzipBeside(file, Buffer.from('<h1>Guide</h1>'))).toEqual(
    first && { ...first, wrote: false },
  );
  expect(fs.statSync(`${file}.gz`).mtimeMs).toBe(written);
  expect(gzipBeside(file, Buffer.from('<h1>Guide, edited</h1>')).wrote).toBe(true);
  expect(gunzipSync(fs.readFileSync(`${file}.gz`)).toString()).toBe('<h1>Guide, edited</h1>');
});
