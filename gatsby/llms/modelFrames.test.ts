/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadApiReferences, readRegistry, type ApiReferenceModel } from '../../lib/reference';
import { FIXTURES } from '../../lib/reference/__fixtures__/fixtureSpecs';
import { frameDigest, modelFrames } from './modelFrames';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'model-frames-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

/** The fixture models, loaded through a model cache as the build loads them (so keyed). */
async function cachedModels(): Promise<ApiReferenceModel[]> {
  const stored = new Map<string, string>();
  return loadApiReferences({
    registry: readRegistry(path.join(FIXTURES, 'registry.json')),
    specsDir: FIXTURES,
    warn: () => undefined,
    cache: {
      get: (key) => (stored.has(key) ? JSON.parse(stored.get(key)!) : undefined),
      set: (key, model) => stored.set(key, JSON.stringify(model)),
    },
  });
}

test("a model's frame is its digest without pages: operations do not change it, the rest does", async () => {
  const [model] = await cachedModels();
  expect(frameDigest({ ...model, categories: [] })).toBe(frameDigest(model));
  expect(frameDigest({ ...model, displayName: 'Renamed' })).not.toBe(frameDigest(model));
});

test('a later build reads the frames of models with the same sources instead of making them', async () => {
  const file = path.join(tmp, 'frames.json');
  const models = await cachedModels();
  const first = modelFrames(file, 'code-1');
  expect(models.map(first.frameOf)).toEqual(models.map(frameDigest));
  first.save();

  // The same sources again, as a rebuild reads them: the frame comes from the record. (The
  // model is changed here only to show that: a real one is what its sources make.)
  const again = await cachedModels();
  const altered = again.map((model) => Object.assign(model, { displayName: 'Not serialised' }));
  const second = modelFrames(file, 'code-1');
  expect(altered.map(second.frameOf)).toEqual(models.map(frameDigest));
  second.save();

  // Other build code reuses nothing, and a model without a source key is always made.
  const third = modelFrames(file, 'code-2');
  expect(altered.map(third.frameOf)).toEqual(altered.map(frameDigest));
  const unkeyed = { ...models[0], displayName: 'Unkeyed' };
  expect(modelFrames(file, 'code-1').frameOf(unkeyed)).toBe(frameDigest(unkeyed));
});

test('a torn record is read as none', async () => {
  const file = path.join(tmp, 'torn.json');
  fs.writeFileSync(file, '{"version":"code-1","fra');
  const [model] = await cachedModels();
  expect(modelFrames(file, 'code-1').frameOf(model)).toBe(frameDigest(model));
});
