/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { CreatePagesArgs } from 'gatsby';
import { gunzipSync } from 'node:zlib';
import {
  CATALOG_FILE,
  forgetReferenceCatalog,
  readCatalogFile,
  readRegistry,
  referenceCatalog,
} from '../../../lib/reference';
import { createApiReferencePages } from '.';
import { readStoredPage, REFERENCE_PAGE_FOLDER } from './pageStore';
import { CATALOG_LINE_FOLDER } from './catalogLines';
import { contextIsNoindex } from '../../sitemapFilter';

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
/** A page's data, which its page query reads from the page store by the key in its context. */
const dataOf = (page: { context: Record<string, unknown> }) =>
  readStoredPage(
    page.context.referencePage as string,
    path.join(tmp, 'cache', REFERENCE_PAGE_FOLDER),
  );

/**
 * A copy of the bundled specs under `name`, made the specs of the next run: each run reads its
 * own copy, as each build is a process of its own.
 */
function copySpecs(name: string): string {
  const dir = path.join(tmp, name);
  fs.cpSync(path.resolve('content/apis/specs'), dir, { recursive: true });
  process.env.DEVCENTER_SPECS_DIR = dir;
  return dir;
}

afterEach(() => {
  process.env = { ...saved };
  fs.rmSync(tmp, { recursive: true, force: true });
});

test('the eSignature registry entry yields all four page kinds, the changes page and its schema chunks', async () => {
  const registry = readRegistry().filter((entry) => entry.route === '/docs/esign-rest-api');
  fs.writeFileSync(path.join(tmp, 'registry.json'), JSON.stringify(registry));
  process.env.DEVCENTER_API_REGISTRY = path.join(tmp, 'registry.json');
  const { pages, reporter, args } = fakeGatsby();
  await createApiReferencePages(args, path.join(tmp, 'public'), path.join(tmp, 'cache'));

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
  // kept gzipped only (gatsby/precompress.ts)
  expect(files.every((file) => file.endsWith('.json.gz'))).toBe(true);
  const chunk = JSON.parse(gunzipSync(fs.readFileSync(path.join(chunkDir, files[0]))).toString());
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
  await createApiReferencePages(args, path.join(tmp, 'public'), path.join(tmp, 'cache'));

  expect(pages).toHaveLength(0);
  expect(reporter.panicOnBuild).toHaveBeenCalledTimes(1);
  expect(reporter.panicOnBuild.mock.calls[0][0]).toContain(`${entry.swaggerName}.json`);
});

test('every page of the bundled APIs has only its key (and noindex) as context, and under 100 KB of data without its sidebar', async () => {
  const { pages, slices, reporter, args } = fakeGatsby();
  await createApiReferencePages(args, path.join(tmp, 'public'), path.join(tmp, 'cache'));

  expect(reporter.panicOnBuild).not.toHaveBeenCalled();
  const versions = readRegistry().flatMap((entry) => [entry, ...entry.legacyVersions]);
  expect(slices).toHaveLength(versions.length);
  const sliceIds = new Set(slices.map((slice) => slice.id));
  for (const page of pages) {
    expect(sliceIds.has(page.slices['reference-sidebar'])).toBe(true);
    const { referencePage, ...besideKey } = page.context;
    expect(typeof referencePage).toBe('string');
    const data = dataOf(page);
    const { seo } = data as { seo: { noindex: boolean } };
    expect(besideKey).toEqual(seo.noindex ? { seo: { noindex: true } } : {});
    expect(data).not.toHaveProperty('sidebar');
    // page-data is this data plus a few hundred bytes of Gatsby's own fields
    expect(JSON.stringify(data).length).toBeLessThan(100 * 1024 - 1024);
  }
  const catalog = path.join(tmp, 'public', CATALOG_FILE);
  const written = await readCatalogFile(catalog);
  expect(written.models).toHaveLength(versions.length);
});

test('a rebuild with one spec changed makes only that API again; the others keep their pages and files', async () => {
  const entries = readRegistry().filter((e) =>
    ['/docs/click-api', '/docs/monitor-api'].includes(e.route),
  );
  fs.writeFileSync(path.join(tmp, 'registry.json'), JSON.stringify(entries));
  process.env.DEVCENTER_API_REGISTRY = path.join(tmp, 'registry.json');
  copySpecs('specs-1');
  const first = fakeGatsby();
  await createApiReferencePages(first.args, path.join(tmp, 'public'), path.join(tmp, 'cache'));
  const monitorFile = fs
    .readdirSync(path.join(tmp, 'public/api-schemas/monitor-v2.0/v2.0'))
    .map((name) => path.join(tmp, 'public/api-schemas/monitor-v2.0/v2.0', name))[0];
  const monitorWritten = fs.statSync(monitorFile).mtimeMs;
  const linesDir = path.join(tmp, 'cache', CATALOG_LINE_FOLDER);
  const linesBefore = new Map(
    fs.readdirSync(linesDir).map((name) => [name, fs.statSync(path.join(linesDir, name)).mtimeMs]),
  );

  const specs = copySpecs('specs-2');
  const clickFile = fs.readdirSync(specs).find((name) => name.startsWith('click-v1'))!;
  const click = JSON.parse(fs.readFileSync(path.join(specs, clickFile), 'utf8'));
  const [firstPath] = Object.keys(click.paths);
  const [method] = Object.keys(click.paths[firstPath]);
  click.paths[firstPath][method].summary = 'Edited between two builds.';
  fs.writeFileSync(path.join(specs, clickFile), JSON.stringify(click));
  const second = fakeGatsby();
  await createApiReferencePages(second.args, path.join(tmp, 'public'), path.join(tmp, 'cache'));

  expect(second.reporter.info).toHaveBeenCalledWith(
    expect.stringContaining('(1 of 2 APIs made again, 1 of 2 versions)'),
  );
  // A page's key changes with its data, so Gatsby runs the queries of changed pages only.
  const contexts = (run: typeof first) =>
    new Map(run.pages.map((p) => [p.path, JSON.stringify(p.context)]));
  const [before, after] = [contexts(first), contexts(second)];
  expect([...after.keys()].sort()).toEqual([...before.keys()].sort());
  const changed = [...after]
    .filter(([page, context]) => before.get(page) !== context)
    .map(([page]) => page);
  expect(changed.length).toBeGreaterThan(0);
  expect(changed.every((page) => page.startsWith('/docs/click-api/'))).toBe(true);
  const data = new Map(second.pages.map((p) => [p.path, JSON.stringify(dataOf(p))]));
  expect(changed.some((page) => data.get(page)!.includes('Edited between two builds.'))).toBe(true);
  // The first build's data of the changed pages is pruned; every page of the second has its file.
  const stored = fs.readdirSync(path.join(tmp, 'cache', REFERENCE_PAGE_FOLDER));
  expect(new Set(stored)).toEqual(
    new Set(second.pages.map((p) => `${p.context.referencePage as string}.json`)),
  );
  expect(fs.statSync(monitorFile).mtimeMs).toBe(monitorWritten);
  // The catalog has the edit; its unchanged models' lines were kept as they were, the edited
  // one's made again and the old one pruned.
  const catalog = await readCatalogFile(path.join(tmp, 'public', CATALOG_FILE));
  expect(JSON.stringify(catalog.models.map((model) => model.categories))).toContain(
    'Edited between two builds.',
  );
  const linesAfter = fs.readdirSync(linesDir);
  expect(linesAfter).toHaveLength(catalog.models.length);
  const kept = linesAfter.filter((name) => linesBefore.has(name));
  expect(kept).toHaveLength(catalog.models.length - 1);
  for (const name of kept)
    expect(fs.statSync(path.join(linesDir, name)).mtimeMs).toBe(linesBefore.get(name));
});

test("a Beta version's pages say noindex beside their key, so their sitemap entries leave them out", async () => {
  // A route the path rules of lib/site/noindex.ts do not know: only the tag makes it Beta.
  const [entry] = readRegistry().filter((e) => e.route === '/docs/click-api');
  const beta = { ...entry, primaryVersion: { ...entry.primaryVersion, tag: 'Beta' } };
  fs.writeFileSync(path.join(tmp, 'registry.json'), JSON.stringify([beta]));
  process.env.DEVCENTER_API_REGISTRY = path.join(tmp, 'registry.json');
  const { pages, args } = fakeGatsby();
  await createApiReferencePages(args, path.join(tmp, 'public'), path.join(tmp, 'cache'));

  const primary = pages.filter((page) => page.path.startsWith(`${entry.route}/reference/`));
  expect(primary.length).toBeGreaterThan(3);
  expect(primary.every((page) => contextIsNoindex(page.context))).toBe(true);
  const seoOf = (page: (typeof pages)[number]) =>
    (dataOf(page) as { seo: { noindex: boolean } }).seo;
  expect(primary.every((page) => seoOf(page).noindex)).toBe(true);

  // Read back from the build cache, they still say it.
  const again = fakeGatsby();
  await createApiReferencePages(again.args, path.join(tmp, 'public'), path.join(tmp, 'cache'));
  expect(again.pages.filter((page) => contextIsNoindex(page.context))).toHaveLength(primary.length);
});

test('a rebuild of few APIs keeps the models for the end of the build; a broad build lets them go', async () => {
  const routes = [
    '/docs/click-api',
    '/docs/monitor-api',
    '/docs/notary-api',
    '/docs/web-forms-api',
    '/docs/connected-fields-api',
  ];
  const entries = readRegistry().filter((e) => routes.includes(e.route));
  expect(entries).toHaveLength(5);
  fs.writeFileSync(path.join(tmp, 'registry.json'), JSON.stringify(entries));
  process.env.DEVCENTER_API_REGISTRY = path.join(tmp, 'registry.json');
  // Each build reads its own copy of the specs; the copy is removed after it, so the models
  // can be asked for again only if the build kept them.
  const buildWith = async (name: string, edit?: (specs: string) => void) => {
    const specs = path.join(tmp, name);
    fs.cpSync(path.resolve('content/apis/specs'), specs, { recursive: true });
    edit?.(specs);
    process.env.DEVCENTER_SPECS_DIR = specs;
    await createApiReferencePages(
      fakeGatsby().args,
      path.join(tmp, 'public'),
      path.join(tmp, 'cache'),
    );
    fs.rmSync(specs, { recursive: true });
  };

  await buildWith('specs-1'); // every API made: the models are let go
  await expect(referenceCatalog()).rejects.toThrow(/spec file not found/);

  // One of five APIs edited: the models stay for the search index and llms.txt.
  await buildWith('specs-2', (specs) => {
    const clickFile = fs.readdirSync(specs).find((name) => name.startsWith('click-v1'))!;
    const click = JSON.parse(fs.readFileSync(path.join(specs, clickFile), 'utf8'));
    click.info.description = 'Edited between two builds.';
    fs.writeFileSync(path.join(specs, clickFile), JSON.stringify(click));
  });
  expect((await referenceCatalog()).map((model) => model.apiName).sort()).toHaveLength(5);
  forgetReferenceCatalog();
}, 60_000);

test("an edit to one version's text makes that version's pages and the changes page again, not the other version's", async () => {
  const registry = readRegistry().filter((entry) => entry.route === '/docs/esign-rest-api');
  fs.writeFileSync(path.join(tmp, 'registry.json'), JSON.stringify(registry));
  process.env.DEVCENTER_API_REGISTRY = path.join(tmp, 'registry.json');
  let said = '';
  const build = async () => {
    const run = fakeGatsby();
    await createApiReferencePages(run.args, path.join(tmp, 'public'), path.join(tmp, 'cache'));
    said = run.reporter.info.mock.calls.flat().join('\n');
    return new Map(run.pages.map((page) => [page.path, page.context.referencePage as string]));
  };
  const legacySchemas = path.join(tmp, 'public/api-schemas/esignature-v2.1/v2');
  const writtenAt = (dir: string) =>
    fs.readdirSync(dir).map((name) => fs.statSync(path.join(dir, name)).mtimeMs);
  copySpecs('specs-1');
  const before = await build();
  const legacyWritten = writtenAt(legacySchemas);

  const edit = (
    name: string,
    change: (spec: { paths: Record<string, Record<string, { summary?: string }>> }) => void,
  ) => {
    const specs = copySpecs(name);
    const file = path.join(specs, 'esignature-v2.1.json');
    const spec = JSON.parse(fs.readFileSync(file, 'utf8'));
    change(spec);
    fs.writeFileSync(file, JSON.stringify(spec));
  };
  edit('specs-2', (spec) => {
    const [first] = Object.values(spec.paths);
    Object.values(first)[0].summary = 'Edited in v2.1 only.';
  });
  const after = await build();
  const changed = [...after]
    .filter(([page, key]) => before.get(page) !== key)
    .map(([page]) => page);
  expect(changed.length).toBeGreaterThan(1);
  const isLegacy = (page: string) => page.startsWith('/docs/esign-rest-api/v2/');
  const isChanges = (page: string) => /\/changes\/v2\/$/.test(page);
  // v2.1's pages; v2's own are kept, schema files and all.
  expect(said).toContain('(1 of 1 APIs made again, 1 of 2 versions)');
  expect(changed.filter(isLegacy)).toEqual([]);
  expect([...after.keys()].filter(isLegacy).length).toBeGreaterThan(10);
  expect(writtenAt(legacySchemas)).toEqual(legacyWritten);

  // A change to v2.1's shape (an operation gone) changes v2's version switcher: its pages too.
  const legacySpec = JSON.parse(
    fs.readFileSync(path.resolve('content/apis/specs/esignature-v2.json'), 'utf8'),
  ) as { paths: Record<string, unknown> };
  edit('specs-3', (spec) => {
    const shared = Object.keys(spec.paths).find(
      (at) => at.replace('/v2.1/', '/v2/') in legacySpec.paths,
    );
    delete spec.paths[shared!];
  });
  const reshaped = await build();
  expect(said).toContain('(1 of 1 APIs made again, 2 of 2 versions)');
  const remade = (page: string) => reshaped.get(page) !== after.get(page);
  expect([...reshaped.keys()].some((page) => isLegacy(page) && remade(page))).toBe(true);
  // ...and what changed between the versions (an operation v2 has and v2.1 no longer does).
  expect([...reshaped.keys()].filter(isChanges).every(remade)).toBe(true);
});
