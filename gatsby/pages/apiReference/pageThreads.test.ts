/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { CreatePagesArgs } from 'gatsby';
import { forgetReferenceCatalog, readRegistry } from '../../../lib/reference';
import { prunePageParts } from '../pageParts';
import { createApiReferencePages } from '.';
import { startPageThreads } from './pageThreads';

const saved = { ...process.env };
let tmp: string;
beforeEach(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'page-threads-'));
  // eSignature (two versions and a "what changed" page), Admin, Click and Rooms: jobs of
  // several sizes for two threads to share
  const routes = ['/docs/esign-rest-api', '/docs/admin-api', '/docs/click-api', '/docs/rooms-api'];
  const registry = readRegistry().filter((entry) => routes.includes(entry.route));
  fs.writeFileSync(path.join(tmp, 'registry.json'), JSON.stringify(registry));
  process.env.DEVCENTER_API_REGISTRY = path.join(tmp, 'registry.json');
  // One of Click's methods with a description over the page-data budget: a page part to cut, of
  // this test's own (a part's name is a digest of its content; this process knows those in use).
  const specs = path.join(tmp, 'specs');
  fs.cpSync(path.resolve('content/apis/specs'), specs, { recursive: true });
  const click = JSON.parse(fs.readFileSync(path.join(specs, 'click-v1.json'), 'utf8'));
  const [operations] = Object.values(click.paths) as Record<string, { description?: string }>[];
  const long = 'A description longer than a page may hold. '.repeat(3000);
  Object.values(operations)[0].description = `${path.basename(tmp)}: ${long}`;
  fs.writeFileSync(path.join(specs, 'click-v1.json'), JSON.stringify(click));
  process.env.DEVCENTER_SPECS_DIR = specs;
});
afterEach(() => {
  process.env = { ...saved };
  forgetReferenceCatalog(); // each build reads its own specs, as a build process does
  fs.rmSync(tmp, { recursive: true, force: true });
});

/** A build into `name`/ on `threads` threads: what Gatsby was given, in order. */
async function build(name: string, threads: number) {
  const calls: string[] = [];
  const reporter = { warn: jest.fn(), info: jest.fn(), panicOnBuild: jest.fn() };
  const args = {
    actions: {
      createPage: (page: object) => calls.push(`page ${JSON.stringify(page)}`),
      createSlice: (slice: object) => calls.push(`slice ${JSON.stringify(slice)}`),
    },
    reporter,
  } as unknown as Pick<CreatePagesArgs, 'actions' | 'reporter'>;
  const dir = path.join(tmp, name);
  await createApiReferencePages(args, path.join(dir, 'public'), path.join(dir, 'cache'), threads);
  forgetReferenceCatalog();
  expect(reporter.panicOnBuild).not.toHaveBeenCalled();
  return { calls, said: reporter.info.mock.calls.flat().join('\n'), dir };
}

/** Every file under `dir` (the worker bundle aside) with its bytes. */
function files(dir: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const relative = path.relative(dir, file);
    if (!relative.startsWith(path.join('cache', 'workers')))
      found.set(relative, fs.readFileSync(file).toString('base64'));
  }
  return found;
}

const threadCount = () =>
  fs.existsSync('/proc/self/task') ? fs.readdirSync('/proc/self/task').length : 0;

test('the threads give Gatsby the same pages, keys and slices, in the same order, and write the same files', async () => {
  const here = await build('here', 0);
  // one thread: it takes the heaviest jobs, this one the others
  const threaded = await build('threaded', 1);

  expect(threaded.calls.length).toBeGreaterThan(100);
  expect(threaded.calls).toEqual(here.calls);
  const written = files(threaded.dir);
  expect([...written.keys()].sort()).toEqual([...files(here.dir).keys()].sort());
  expect(written).toEqual(files(here.dir));
}, 120_000);

test('a rebuild on threads makes nothing again, and what the threads wrote is kept in use', async () => {
  const first = await build('site', 2);
  expect(first.said).toContain('(4 of 4 APIs made again, 5 of 5 versions)');
  // the parts that threads cut are known here, where the end of the build prunes them
  const publicDir = path.join(first.dir, 'public');
  const parts = fs.readdirSync(path.join(publicDir, 'page-parts'));
  expect(parts.length).toBeGreaterThan(0);
  expect(prunePageParts(publicDir)).toBe(0);

  const again = await build('site', 2);
  expect(again.said).toContain('(0 of 4 APIs made again, 0 of 5 versions)');
  expect(again.calls).toEqual(first.calls);
  expect(fs.readdirSync(path.join(publicDir, 'page-parts'))).toEqual(parts);
}, 120_000);

test('no thread is left running after a build', async () => {
  await build('warm', 1); // (the thread pool of file reads is started once, by the first build)
  const before = threadCount();
  await build('site', 2);
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(threadCount()).toBe(before);
}, 120_000);

test('a rebuild after one edit starts no thread: it reads the models and makes its one job here', async () => {
  const first = await build('site', 1);
  const bundle = path.join(first.dir, 'cache', 'workers', 'api-pages.cjs');
  const bundled = fs.statSync(bundle).mtimeMs;
  const click = path.join(process.env.DEVCENTER_SPECS_DIR!, 'click-v1.json');
  const spec = JSON.parse(fs.readFileSync(click, 'utf8'));
  spec.info.description = 'Edited between two builds.';
  fs.writeFileSync(click, JSON.stringify(spec));

  const again = await build('site', 1);
  expect(again.said).toContain('(1 of 4 APIs made again, 1 of 5 versions)');
  expect(fs.statSync(bundle).mtimeMs).toBe(bundled);
}, 120_000);

test("a thread's failure fails the run with the thread's message", async () => {
  const threads = startPageThreads(1, {
    publicDir: path.join(tmp, 'public'),
    cacheDir: path.join(tmp, 'cache'),
    version: 'test',
  });
  const job = {
    siblings: ['no-such-model'],
    siteUrl: 'http://localhost',
    parts: [],
    schemaFiles: [0],
  };
  try {
    await expect(
      threads.run([{ task: { kind: 'pages', job }, weight: 1, here: async () => [] }]),
    ).rejects.toThrow(/no model under no-such-model in the model cache/);
  } finally {
    await threads.stop();
  }
});
