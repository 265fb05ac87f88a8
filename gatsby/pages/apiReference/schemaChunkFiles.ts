import fs from 'node:fs/promises';
import path from 'node:path';
import type { SchemaModel } from '../../../lib/reference/model';
import { chunkFileName } from '../../../lib/reference/schemaChunkUrl';
import { writeGzipped } from '../../compression/gzipFiles';

type Chunks = Record<string, SchemaModel> | Map<string, SchemaModel>;

/**
 * Writes one static JSON file per named schema under public/api-schemas/<api>/<version>/, so a
 * method page fetches only the schema the reader expands, never a whole spec (kept gzipped
 * only: gatsby/precompress.ts). Gatsby keeps custom files in public/ between createPages and the
 * end of the build.
 */
export async function writeSchemaChunks(
  publicDir: string,
  apiName: string,
  version: string,
  chunks: Chunks,
): Promise<{ dir: string; files: number; bytes: number }> {
  const dir = path.join(publicDir, 'api-schemas', apiName, version);
  await fs.mkdir(dir, { recursive: true });
  const entries = chunks instanceof Map ? [...chunks.entries()] : Object.entries(chunks);
  let bytes = 0;
  for (const [name, schema] of entries) {
    const json = JSON.stringify(schema);
    bytes += json.length;
    writeGzipped(path.join(dir, chunkFileName(name)), json);
  }
  return { dir, files: entries.length, bytes };
}
