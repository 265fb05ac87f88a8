/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { forgetReferenceCatalog, modelSourceKey, readRegistry } from '../../../lib/reference';
import type { ApiReferenceModel } from '../../../lib/reference/model';
import { fileCache, type FileCache } from './buildCache';
import { loadModels } from './modelLoading';
import type { PageThreads } from './pageThreads';

const saved = { ...process.env };
let tmp: string;
beforeEach(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'model-loading-'));
  const routes = ['/docs/esign-rest-api', '/docs/click-api'];
  const registry = readRegistry().filter((entry) => routes.includes(entry.route));
  fs.writeFileSync(path.join(tmp, 'registry.json'), JSON.stringify(registry));
  process.env.DEVCENTER_API_REGISTRY = path.join(tmp, 'registry.json');
});
afterEach(() => {
  process.env = { ...saved };
  forgetReferenceCatalog();
  fs.rmSync(tmp, { recursive: true, force: true });
});

/** Threads that do every task here, as a thread would (loadModels cannot tell). */
const here: PageThreads = {
  size: 1,
  run: (tasks) => Promise.all(tasks.map((task) => task.here())),
  stop: async () => undefined,
};

/** The model cache, counting its reads. */
function counted(cache: FileCache<ApiReferenceModel>) {
  const reads = { count: 0 };
  return {
    reads,
    cache: { ...cache, get: (key: string) => (reads.count++, cache.get(key)) },
  };
}

test('the catalog gets the models the specs were normalised into, with their keys', async () => {
  const cache = fileCache<ApiReferenceModel>(path.join(tmp, 'models'), 'test');
  const warn = jest.fn();
  const models = await loadModels(here, cache, warn);

  expect(models.map((model) => `${model.apiName} ${model.version}`)).toEqual([
    'esignature-v2.1 v2.1',
    'esignature-v2.1 v2',
    'click-v1 v1',
  ]);
  expect(models.every((model) => modelSourceKey(model) !== undefined)).toBe(true);
  expect(fs.readdirSync(path.join(tmp, 'models'))).toHaveLength(3);
});

test('a rebuild reads each model from the cache once, not again for the catalog', async () => {
  const cache = fileCache<ApiReferenceModel>(path.join(tmp, 'models'), 'test');
  const first = await loadModels(here, cache, () => undefined);
  forgetReferenceCatalog();

  const { cache: reading, reads } = counted(cache);
  const again = await loadModels(here, reading, () => undefined);
  expect(reads.count).toBe(3);
  expect(JSON.parse(JSON.stringify(again))).toEqual(JSON.parse(JSON.stringify(first)));
});

test("a spec that cannot be read fails the catalog with the spec's name", async () => {
  const click = readRegistry().filter((entry) => entry.route === '/docs/click-api');
  fs.writeFileSync(path.join(tmp, 'registry.json'), JSON.stringify(click));
  fs.mkdirSync(path.join(tmp, 'specs'));
  fs.writeFileSync(path.join(tmp, 'specs', 'click-v1.json'), '{ "openapi": ');
  process.env.DEVCENTER_SPECS_DIR = path.join(tmp, 'specs');
  const cache = fileCache<ApiReferenceModel>(path.join(tmp, 'models'), 'test');

  await expect(loadModels(here, cache, () => undefined)).rejects.toThrow(/click-v1\.json/);
});
