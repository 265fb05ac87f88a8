/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { CreatePagesArgs } from 'gatsby';
import { gunzipSync } from 'node:zlib';
import { CATALOG_FILE, readRegistry } from '../../../lib/reference';
import { createApiReferencePages } from '.';

const saved = { ...process.env };
let tmp: string;

function fakeGatsby() {
  const pages: {
    path: string;
    component: string;
    context: Record<string, unknown>;
    slices: Record<string, string>;
  }[] = [];
  const slices: { id: string; component: string; context: Record<string, unknown> }[] = [];
  const reporter = { warn: jest.fn(), info: jest.fn(), panicOnBuild: jest.fn() };
  const args = {
    actions: {
      createPage: (page: (typeof pages)[number]) => pages.push(page),
      createSlice: (slice: (typeof slices)[number]) => slices.push(slice),
    },
    reporter,
  } as unknown as Pick<CreatePagesArgs, 'actions' | 'reporter'>;
  return { pages, slices, reporter, args };
}

beforeEach(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'api-reference-pages-'));
});
afterEach(() => {
  process.env = { ...saved };
  fs.rmSync(tmp, { recursive: true, force: true });
});

test('the eSignature registry entry yields all four page kinds, the changes page and its schema chunks', async () => {
  const registry = readRegistry().filter((entry) => entry.route === '/docs/esign-rest-api');
  fs.writeFileSync(path.join(tmp, 'registry.json'), JSON.stringify(registry));
  process.env.DEVCENTER_API_REGISTRY = path.join(tmp, 'registry.json');
  const { pages, reporter, args } = fakeGatsby();
  await createApiReferencePages(args, path.join(tmp, 'public'));

  expect(reporter.panicOnBuild).not.toHaveBeenCalled();
  const templates = new Set(pages.map((p) => path.basename(p.component)));
  expect(templates).toEqual(
    new Set([
      'LandingTemplate.tsx',
      'CategoryTemplate.tsx',
      'ResourceTemplate.tsx',
      'MethodTemplate.tsx',
      'VersionChangesTemplate.tsx',
    ]),
  );
  expect(pages.map((p) => p.path)).toContain('/docs/esign-rest-api/v2/reference/');
  // What changed from the legacy v2 to v2.1, under the primary reference.
  const changes = pages.filter((p) => p.component.endsWith('VersionChangesTemplate.tsx'));
  expect(changes.map((p) => p.path)).toEqual(['/docs/esign-rest-api/reference/changes/v2/']);
  const chunkDir = path.join(tmp, 'public/api-schemas/esignature-v2.1/v2.1');
  const files = fs.readdirSync(chunkDir);
  expect(files.length).toBeGreaterThan(5);
  const chunk = JSON.parse(fs.readFileSync(path.join(chunkDir, files[0]), 'utf8'));
  expect(chunk).toHaveProperty('constraints');
});

test('an unreadable spec fails the build with a message naming the file', async () => {
  const [entry] = readRegistry().filter((e) => e.route === '/docs/click-api');
  fs.writeFileSync(path.join(tmp, 'registry.json'), JSON.stringify([entry]));
  fs.mkdirSync(path.join(tmp, 'specs'));
  fs.writeFileSync(path.join(tmp, 'specs', `${entry.swaggerName}.json`), '{ "openapi": ');
  process.env.DEVCENTER_API_REGISTRY = path.join(tmp, 'registry.json');
  process.env.DEVCENTER_SPECS_DIR = path.join(tmp, 'specs');
  const { pages, reporter, args } = fakeGatsby();
  await createApiReferencePages(args, path.join(tmp, 'public'));

  expect(pages).toHaveLength(0);
  expect(reporter.panicOnBuild).toHaveBeenCalledTimes(1);
  expect(reporter.panicOnBuild.mock.calls[0][0]).toContain(`${entry.swaggerName}.json`);
});

test('every page of the bundled APIs stays under 100 KB of context, its sidebar in a shared slice', async () => {
  const { pages, slices, reporter, args } = fakeGatsby();
  await createApiReferencePages(args, path.join(tmp, 'public'));

  expect(reporter.panicOnBuild).not.toHaveBeenCalled();
  const versions = readRegistry().flatMap((entry) => [entry, ...entry.legacyVersions]);
  expect(slices).toHaveLength(versions.length);
  const sliceIds = new Set(slices.map((slice) => slice.id));
  for (const page of pages) {
    expect(sliceIds.has(page.slices['reference-sidebar'])).toBe(true);
    expect(page.context).not.toHaveProperty('sidebar');
    // page-data is this context plus a few hundred bytes of Gatsby's own fields
    expect(JSON.stringify(page.context).length).toBeLessThan(100 * 1024 - 1024);
  }
  const catalog = path.join(tmp, 'public', CATALOG_FILE);
  const written = JSON.parse(gunzipSync(fs.readFileSync(catalog)).toString('utf8'));
  expect(written.models).toHaveLength(versions.length);
});
