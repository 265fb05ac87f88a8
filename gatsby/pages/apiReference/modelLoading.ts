import fs from 'node:fs';
import {
  loadApiReferences,
  readRegistry,
  referenceCatalog,
  specsDir as specsDirOf,
  specVersions,
  type ModelCache,
} from '../../../lib/reference';
import type { ApiReferenceModel, RegistryEntry } from '../../../lib/reference/model';
import { findSpecFile } from '../../../lib/reference/readSpec';
import type { FileCache } from './buildCache';
import type { PageThreads, QueuedTask } from './pageThreads';

/**
 * The model cache, with the models this thread read or made while the specs were normalised
 * handed back once from memory (`keeping` until then): the catalog then reads this thread's share
 * without parsing it again, and keeps no copy (the build lets the catalog's models go before
 * webpack, and reads them again through this cache).
 */
function handedBack(
  cache: FileCache<ApiReferenceModel>,
): ModelCache & { keeping: boolean; clear(): void } {
  const held = new Map<string, ApiReferenceModel>();
  const front = {
    keeping: true,
    clear: () => held.clear(),
    get(key: string) {
      const kept = held.get(key);
      held.delete(key);
      const model = kept ?? cache.get(key);
      if (model && !kept && front.keeping) held.set(key, model);
      return model;
    },
    set(key: string, model: ApiReferenceModel) {
      if (front.keeping) held.set(key, model);
      cache.set(key, model);
    },
  };
  return front;
}

/** How long an entry's specs take to normalise: their bytes. */
function specBytes(entry: RegistryEntry, dir: string): number {
  return specVersions([entry]).reduce((sum, { swaggerName }) => {
    const file = findSpecFile(dir, swaggerName);
    return sum + (file ? fs.statSync(file).size : 0);
  }, 0);
}

/**
 * The reference catalog (lib/reference's `referenceCatalog`, through `cache`), its specs first
 * normalised into the model cache an API at a time on the threads and on this one: the catalog
 * then only reads them back. A spec that fails is left to the catalog, which fails the same way
 * naming it.
 */
export async function loadModels(
  threads: PageThreads,
  cache: FileCache<ApiReferenceModel>,
  warn: (message: string) => void,
): Promise<ApiReferenceModel[]> {
  if (threads.size === 0) return referenceCatalog(warn, cache);
  const front = handedBack(cache);
  try {
    const specsDir = specsDirOf();
    const tasks = readRegistry().map((entry): QueuedTask<null> => ({
      task: { kind: 'models', entries: [entry], specsDir },
      weight: specBytes(entry, specsDir),
      here: async () => {
        // (its warnings are said when the catalog reads it back)
        await loadApiReferences({
          registry: [entry],
          specsDir,
          warn: () => undefined,
          cache: front,
        });
        return null;
      },
    }));
    await threads.run(tasks);
  } catch {
    // the catalog below says what is wrong
  }
  front.keeping = false;
  try {
    return await referenceCatalog(warn, front);
  } finally {
    front.clear(); // (a catalog read before this build's did not ask for them)
  }
}
