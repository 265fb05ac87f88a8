/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { inLineGzipWriter, startGzipThread, type GzipThread } from './gzipThread';

const tmp = () => fs.mkdtempSync(path.join(os.tmpdir(), 'gzip-thread-'));
const unzipped = (file: string) => gunzipSync(fs.readFileSync(`${file}.gz`)).toString();

let thread: GzipThread;
beforeAll(() => {
  thread = startGzipThread(tmp());
});
afterAll(() => thread.stop());

test('writes each twin gzipped only, every one on disk once flushed', async () => {
  const dir = tmp();
  const files = Array.from({ length: 50 }, (_, n) => path.join(dir, `page-${n}`, 'index.md'));
  fs.mkdirSync(path.dirname(files[0]), { recursive: true });
  fs.writeFileSync(files[0], 'an earlier build wrote it plain');
  files.forEach((file, n) => thread.write(file, `# Page ${n}\n`));
  await thread.flush();
  files.forEach((file, n) => expect(unzipped(file)).toBe(`# Page ${n}\n`));
  expect(fs.existsSync(files[0])).toBe(false);
});

test("gzips files beside themselves and answers their bytes, twins' writes answered meanwhile", async () => {
  const dir = tmp();
  const pages = Array.from({ length: 300 }, (_, n) => {
    const file = path.join(dir, `page-${n}`, 'index.html');
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, `<main><h1>Page ${n}</h1>${'<p>text</p>'.repeat(200)}</main>`);
    return file;
  });
  const gzipped = thread.gzipBeside(pages);
  const twin = path.join(dir, 'twin', 'index.md');
  thread.write(twin, '# Twin\n');
  await thread.flush();
  expect(unzipped(twin)).toBe('# Twin\n');
  const done = await gzipped;
  expect(done.files).toBe(300);
  expect(done.bytesBefore).toBe(pages.reduce((sum, file) => sum + fs.statSync(file).size, 0));
  expect(done.bytesAfter).toBe(
    pages.reduce((sum, file) => sum + fs.statSync(`${file}.gz`).size, 0),
  );
  expect(done.bytesAfter).toBeLessThan(done.bytesBefore / 10);
  // the plain files stay: the build still reads them
  expect(unzipped(pages[7])).toBe(fs.readFileSync(pages[7], 'utf8'));
});

test('a file that cannot be gzipped fails its job by name, and flush with the first write that failed', async () => {
  const dir = tmp();
  await expect(thread.gzipBeside([path.join(dir, 'missing.html')])).rejects.toThrow(
    /missing\.html/,
  );
  const blocked = path.join(dir, 'blocked', 'index.md');
  fs.mkdirSync(`${blocked}.gz`, { recursive: true }); // a folder where the file goes
  thread.write(blocked, '# Blocked\n');
  await expect(thread.flush()).rejects.toThrow(/blocked\/index\.md\.gz/);
});

test('the in-line writer writes at once', async () => {
  const file = path.join(tmp(), 'index.md');
  inLineGzipWriter.write(file, '# Now\n');
  expect(unzipped(file)).toBe('# Now\n');
  await expect(inLineGzipWriter.flush()).resolves.toBeUndefined();
});

test('a failed write is reported once: the next writes go on', async () => {
  const dir = tmp();
  const blocked = path.join(dir, 'blocked', 'index.md');
  fs.mkdirSync(`${blocked}.gz`, { recursive: true });
  thread.write(blocked, '# Blocked\n');
  await expect(thread.flush()).rejects.toThrow(/blocked/);
  const next = path.join(dir, 'next', 'index.md');
  thread.write(next, '# Next\n');
  await thread.flush();
  expect(unzipped(next)).toBe('# Next\n');
});

test('once the thread is stopped, every job fails with why', async () => {
  const stopped = startGzipThread(tmp());
  await stopped.stop();
  await expect(stopped.gzipBeside([])).rejects.toThrow(/gzip thread stopped/);
  stopped.write(path.join(tmp(), 'index.md'), '# Late\n');
  await expect(stopped.flush()).rejects.toThrow(/gzip thread stopped/);
});
