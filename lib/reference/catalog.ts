import { createReadStream, createWriteStream, existsSync, statSync } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, deflateRawSync, gzipSync, inflateRawSync } from 'node:zlib';
import { loadApiReferences, specVersions, type ModelCache } from './loadApiReferences';
import type { ApiReferenceModel } from './model';
import { findSpecFile } from './readSpec';
import { readRegistry, registryFile, specsDir } from './registry';

/**
 * Where the build leaves the catalog for the server, under public/: gzipped JSON lines, a header
 * and then one API version's model a line. Written and read a model at a time, so neither side
 * holds the whole catalog as one string (80 MB at ten thousand operations, and most of the
 * server's memory above its live objects once parsed in one piece).
 */
export const CATALOG_FILE = 'api-reference/catalog.jsonl.gz';
// 2: servers with their variables; 3: JSON lines; 4: each version's schemas deflated
const CATALOG_VERSION = 4;

/** The catalog file's first line: which registry and specs its models were made from. */
interface CatalogHeader {
  version: number;
  registry: string;
  specsDir: string;
}

/**
 * A model as a catalog line holds it: its named schemas deflated apart (`schemasDeflated`, base64).
 * They are four fifths of the catalog (57 of 73 MB of JSON at ten thousand operations) and a
 * server reads those of the few APIs it is asked about; the others stay compressed until then.
 */
type CatalogLine = Omit<ApiReferenceModel, 'schemas'> & { schemasDeflated: string };

const toLine = ({ schemas, ...model }: ApiReferenceModel): CatalogLine => ({
  ...model,
  schemasDeflated: deflateRawSync(JSON.stringify(schemas)).toString('base64'),
});

/** The versions whose schemas were read last, parsed (the rest stay deflated). */
const PARSED_SCHEMA_VERSIONS = 8;
const parsedSchemas = new Map<Buffer, ApiReferenceModel['schemas']>();

function schemasOf(deflated: Buffer): ApiReferenceModel['schemas'] {
  let schemas = parsedSchemas.get(deflated);
  if (schemas)
    parsedSchemas.delete(deflated); // set again below: the most recent last
  else schemas = JSON.parse(inflateRawSync(deflated).toString()) as ApiReferenceModel['schemas'];
  parsedSchemas.set(deflated, schemas);
  for (const oldest of parsedSchemas.keys()) {
    if (parsedSchemas.size <= PARSED_SCHEMA_VERSIONS) break;
    parsedSchemas.delete(oldest);
  }
  return schemas;
}

/** A model from its catalog line: `schemas` is read (and parsed) when a reader asks for it. */
function fromLine({ schemasDeflated, ...model }: CatalogLine): ApiReferenceModel {
  const deflated = Buffer.from(schemasDeflated, 'base64');
  return Object.defineProperty(model, 'schemas', {
    enumerable: true,
    get: () => schemasOf(deflated),
  }) as ApiReferenceModel;
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

/**
 * A model's catalog line, gzipped, kept by the caller between writes (the build keeps them in its
 * cache, by the model's sources): deflating each version's schemas for its line is most of the
 * cost of writing the catalog, and a rebuild after one spec's edit makes one line again.
 */
export interface CatalogLineCache {
  get(model: ApiReferenceModel): Buffer | undefined;
  set(model: ApiReferenceModel, member: Buffer): void;
}

/**
 * Writes the catalog the server loads at start (public/api-reference/catalog.jsonl.gz), through
 * a temporary file renamed into place: a server never reads half a catalog. The header and each
 * model's line are gzip members of their own, one after the other (RFC 1952 §2.2; zlib reads
 * them as one stream), so a line can be kept and written again as it is (`lines`).
 */
export async function writeCatalog(
  publicDir: string,
  models: ApiReferenceModel[],
  lines?: CatalogLineCache,
): Promise<void> {
  const file = path.join(publicDir, CATALOG_FILE);
  const header: CatalogHeader = {
    version: CATALOG_VERSION,
    registry: path.resolve(registryFile()),
    specsDir: path.resolve(specsDir()),
  };
  const lineOf = (model: ApiReferenceModel) => {
    const kept = lines?.get(model);
    if (kept) return kept;
    const member = gzipSync(`${JSON.stringify(toLine(model))}\n`);
    lines?.set(model, member);
    return member;
  };
  function* members() {
    yield gzipSync(`${JSON.stringify(header)}\n`);
    for (const model of models) yield lineOf(model);
  }
  await mkdir(path.dirname(file), { recursive: true });
  const partial = `${file}.${process.pid}.partial`;
  try {
    await pipeline(Readable.from(members()), createWriteStream(partial));
    await rename(partial, file);
  } finally {
    await rm(partial, { force: true });
  }
}

/** The header and models of a catalog file, a line at a time. */
export async function readCatalogFile(
  file: string,
): Promise<{ header: CatalogHeader; models: ApiReferenceModel[] }> {
  const lines = createInterface({
    input: createReadStream(file).pipe(createGunzip()),
    crlfDelay: Infinity,
  });
  let header: CatalogHeader | undefined;
  const models: ApiReferenceModel[] = [];
  for await (const line of lines) {
    if (line === '') continue;
    if (!header) header = JSON.parse(line) as CatalogHeader;
    // An older catalog's lines are not read: loadCatalog makes the models again.
    else if (header.version !== CATALOG_VERSION) break;
    else models.push(fromLine(JSON.parse(line) as CatalogLine));
  }
  if (!header) throw new Error(`${file} is empty`);
  return { header, models };
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
    const { header, models } = await readCatalogFile(file);
    if (
      header.version === CATALOG_VERSION &&
      header.registry === path.resolve(registryFile()) &&
      header.specsDir === path.resolve(specsDir())
    )
      return models;
  }
  return loadApiReferences({ warn: () => undefined });
}
