import { existsSync, statSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { loadApiReferences, specVersions, type ModelCache } from './loadApiReferences';
import type { ApiReferenceModel } from './model';
import { findSpecFile } from './readSpec';
import { readRegistry, registryFile, specsDir } from './registry';

/** Where the build leaves the catalog for the server, under public/ (gzip: about a seventh). */
export const CATALOG_FILE = 'api-reference/catalog.json.gz';
const CATALOG_VERSION = 2; // 2: servers with their variables

interface CatalogFile {
  version: number;
  registry: string;
  specsDir: string;
  models: ApiReferenceModel[];
}

let building: { key: string; models: Promise<ApiReferenceModel[]> } | undefined;
let rememberedCache: ModelCache | undefined;

/**
 * The reference catalog of every API version (the registry and spec folder the environment
 * names), normalised once per process: the build's pages, search index and catalog file share it.
 * The first caller's `cache` (the build's) spares normalising specs that did not change, also for
 * the later callers.
 */
export function referenceCatalog(
  warn?: (message: string) => void,
  cache?: ModelCache,
): Promise<ApiReferenceModel[]> {
  if (cache) rememberedCache = cache;
  const key = `${path.resolve(registryFile())}\n${path.resolve(specsDir())}`;
  if (building?.key !== key) {
    const models = loadApiReferences({ warn, cache: rememberedCache });
    building = { key, models };
    models.catch(() => (building = undefined));
  }
  return building.models;
}

/**
 * Lets go of the catalog's models until they are asked for again (then read back through the
 * remembered cache, without normalising): the build holds them through its whole webpack stage
 * otherwise, hundreds of MB at ten thousand operations.
 */
export function forgetReferenceCatalog(): void {
  building = undefined;
}

/** Writes the catalog the server loads at start (public/api-reference/catalog.json.gz). */
export async function writeCatalog(publicDir: string, models: ApiReferenceModel[]): Promise<void> {
  const file = path.join(publicDir, CATALOG_FILE);
  const content: CatalogFile = {
    version: CATALOG_VERSION,
    registry: path.resolve(registryFile()),
    specsDir: path.resolve(specsDir()),
    models,
  };
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, gzipSync(JSON.stringify(content)));
}

/** True when the registry or a spec file changed after the catalog was written. */
function outdated(file: string, dir: string): boolean {
  const written = statSync(file).mtimeMs;
  const registry = registryFile();
  const specs = specVersions(readRegistry(registry)).map(({ swaggerName }) =>
    findSpecFile(dir, swaggerName),
  );
  return [registry, ...specs].some((source) => !source || statSync(source).mtimeMs > written);
}

/**
 * The catalog the build wrote, when it was made from the same registry and specs and neither
 * changed since; otherwise normalised here through the same module (the sandbox needs the specs
 * even without a build).
 */
export async function loadCatalog(publicDir: string): Promise<ApiReferenceModel[]> {
  const file = path.join(publicDir, CATALOG_FILE);
  if (existsSync(file) && !outdated(file, specsDir())) {
    const content = JSON.parse(gunzipSync(await readFile(file)).toString('utf8')) as CatalogFile;
    if (
      content.version === CATALOG_VERSION &&
      content.registry === path.resolve(registryFile()) &&
      content.specsDir === path.resolve(specsDir())
    )
      return content.models;
  }
  return loadApiReferences({ warn: () => undefined });
}
