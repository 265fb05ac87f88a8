import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { ApiReferenceModel, RegistryEntry } from './model';
import { normaliseSpec } from './normaliseSpec';
import { findSpecFile, readSpecFile } from './readSpec';
import { readRegistry, specsDir as defaultSpecsDir } from './registry';
import { referenceBasePath } from './urls';

/**
 * Models kept between runs (the build keeps them in .cache: gatsby/pages/apiReference/modelCache.ts),
 * by a key of everything a model is made from: the spec file's bytes and its registry entry.
 */
export interface ModelCache {
  get(key: string): ApiReferenceModel | undefined;
  set(key: string, model: ApiReferenceModel): void;
}

export interface LoadOptions {
  registry?: RegistryEntry[];
  specsDir?: string;
  warn?: (message: string) => void;
  cache?: ModelCache;
}

interface SpecVersion {
  entry: RegistryEntry;
  swaggerName: string;
  version: string;
  isPrimary: boolean;
}

/** Every version of every registry entry: the primary version first, then the legacy ones. */
export function specVersions(registry: RegistryEntry[]): SpecVersion[] {
  return registry.flatMap((entry) => [
    { entry, swaggerName: entry.swaggerName, version: entry.primaryVersion.value, isPrimary: true },
    ...entry.legacyVersions.map((legacy) => ({
      entry,
      swaggerName: legacy.swaggerName,
      version: legacy.value,
      isPrimary: false,
    })),
  ]);
}

const sourceKeys = new WeakMap<ApiReferenceModel, string>();

/**
 * The cache key of what `model` was made from (its spec's bytes and registry place), when it was
 * loaded with a cache: the same key, the same model (from the same code). Lets a rebuild tell
 * models apart without serialising them (tens of MB at ten thousand operations).
 */
export function modelSourceKey(model: ApiReferenceModel): string | undefined {
  return sourceKeys.get(model);
}

/** registry → spec files → validate → normalise: one reference model per API version. */
export async function loadApiReferences(options: LoadOptions = {}): Promise<ApiReferenceModel[]> {
  const registry = options.registry ?? readRegistry();
  const dir = options.specsDir ?? defaultSpecsDir();
  const warn = options.warn ?? ((message: string) => console.warn(message));
  return Promise.all(
    specVersions(registry).map(async ({ entry, swaggerName, version, isPrimary }) => {
      const file = findSpecFile(dir, swaggerName);
      if (file === undefined) {
        throw new Error(
          `Registry entry "${entry.swaggerName}" (${version}): spec file not found, expected ${dir}/${swaggerName}.json (or .yaml/.yml)`,
        );
      }
      const basePath = referenceBasePath(entry.route, version, isPrimary);
      const key = options.cache && (await modelKey(file, { entry, version, isPrimary, basePath }));
      // (the key leaves the folder out: the same spec read from another copy is the same model)
      const cached = key ? options.cache?.get(key) : undefined;
      if (cached) {
        cached.warnings.forEach((message) => warn(message));
        sourceKeys.set(cached, key!);
        return cached;
      }
      const spec = await readSpecFile(file);
      const model = normaliseSpec(spec, { file, entry, version, isPrimary, basePath, warn });
      if (key) {
        options.cache?.set(key, model);
        sourceKeys.set(model, key);
      }
      return model;
    }),
  );
}

/** What a model is made from, as a cache key: the spec's bytes and where it sits. */
async function modelKey(file: string, place: object): Promise<string> {
  return createHash('sha256')
    .update(JSON.stringify(place))
    .update(await readFile(file))
    .digest('hex');
}
