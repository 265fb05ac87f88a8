/** @jest-environment node */
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { FIXTURES } from './__fixtures__/fixtureSpecs';
import {
  CATALOG_FILE,
  loadCatalog,
  readCatalogFile,
  referenceCatalog,
  writeCatalog,
} from './catalog';

// A copy of the fixture registry and specs, so the test can touch a spec file.
const sources = mkdtempSync(path.join(tmpdir(), 'catalog-specs-'));
for (const name of ['registry.json', 'swagger2-extensions.json', 'oas30-plain.yaml'])
  copyFileSync(path.join(FIXTURES, name), path.join(sources, name));
const saved = { ...process.env };

beforeEach(() => {
  process.env.DEVCENTER_API_REGISTRY = path.join(sources, 'registry.json');
  process.env.DEVCENTER_SPECS_DIR = sources;
});
afterEach(() => {
  process.env = { ...saved };
});

test('normalises each spec once per process and shares the result', async () => {
  const first = referenceCatalog(() => undefined);
  expect(referenceCatalog()).toBe(first);
  expect((await first).map((model) => model.version)).toEqual(['v2.1', 'v2']);
});

test('the server loads the catalog the build wrote, and rebuilds it when a spec changed', async () => {
  const publicDir = mkdtempSync(path.join(tmpdir(), 'catalog-public-'));
  const models = await referenceCatalog();
  const marked = models.map((model) => ({ ...model, title: `${model.title} (from the file)` }));
  await writeCatalog(publicDir, marked);
  const written = await readCatalogFile(path.join(publicDir, CATALOG_FILE));
  expect(written.models).toHaveLength(2);
  // one model a line, through a temporary file renamed into place
  expect(readdirSync(path.dirname(path.join(publicDir, CATALOG_FILE)))).toEqual([
    path.basename(CATALOG_FILE),
  ]);
  expect((await loadCatalog(publicDir))[0].title).toMatch(/\(from the file\)$/);

  const later = new Date(Date.now() + 60_000);
  utimesSync(path.join(sources, 'oas30-plain.yaml'), later, later);
  expect((await loadCatalog(publicDir))[0].title).not.toMatch(/from the file/);
});

test('without a build the server normalises the specs itself', async () => {
  const empty = mkdtempSync(path.join(tmpdir(), 'catalog-none-'));
  const models = await loadCatalog(empty);
  expect(models.map((model) => model.swaggerName)).toEqual(['swagger2-extensions', 'oas30-plain']);
});

test("each version's schemas are stored deflated and read when asked for, the same as written", async () => {
  const publicDir = mkdtempSync(path.join(tmpdir(), 'catalog-schemas-'));
  const models = await referenceCatalog();
  await writeCatalog(publicDir, models);
  const file = path.join(publicDir, CATALOG_FILE);
  const lines = gunzipSync(readFileSync(file)).toString().trim().split('\n');
  const [, firstLine] = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
  expect(firstLine).not.toHaveProperty('schemas');
  expect(typeof firstLine.schemasDeflated).toBe('string');

  const { models: read } = await readCatalogFile(file);
  for (const [index, model] of read.entries()) {
    expect(Object.keys(model.schemas).length).toBeGreaterThan(0);
    expect(model.schemas).toEqual(models[index].schemas);
    // parsed once while in use: the same objects for every reader
    expect(model.schemas).toBe(model.schemas);
  }
  // A model spread or serialised whole carries its schemas, as one made in memory does.
  expect(JSON.parse(JSON.stringify(read[0]))).toEqual(JSON.parse(JSON.stringify(models[0])));
});

test('a catalog of an older version is not read: the server makes the models again', async () => {
  const publicDir = mkdtempSync(path.join(tmpdir(), 'catalog-old-'));
  const models = await referenceCatalog();
  const header = {
    version: 3,
    registry: path.resolve(process.env.DEVCENTER_API_REGISTRY!),
    specsDir: path.resolve(sources),
  };
  const old = [header, ...models.map((model) => ({ ...model, title: 'from an old build' }))];
  mkdirSync(path.join(publicDir, 'api-reference'));
  writeFileSync(
    path.join(publicDir, CATALOG_FILE),
    gzipSync(old.map((line) => JSON.stringify(line)).join('\n')),
  );
  const loaded = await loadCatalog(publicDir);
  expect(loaded.map((model) => model.title)).toEqual(models.map((model) => model.title));
  expect(loaded[0].schemas).toEqual(models[0].schemas);
});
