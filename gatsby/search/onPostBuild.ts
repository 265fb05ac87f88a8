import fs from 'node:fs';
import path from 'node:path';
import type { BuildArgs } from 'gatsby';
import { buildSearchIndex } from './buildSearchIndex';
import { collectSearchDocuments } from './collectSearchDocuments';
import type { SearchDocument } from '../../lib/search/searchDocument';

/** Where the server looks for the index: {PUBLIC_DIR}/search/index.json. */
export const SEARCH_INDEX_FILE = path.join('search', 'index.json');

/**
 * Writes the search index into `publicDir`; returns the file and its figures. `documents`: those
 * the build already collected for its other steps (collected here otherwise).
 */
export async function writeSearchIndex(publicDir: string, collected?: SearchDocument[]) {
  const started = performance.now();
  // Spec warnings (broken $refs) are reported once, by the reference pages.
  const documents =
    collected ?? (await collectSearchDocuments({ warn: () => undefined, publicDir }));
  const json = JSON.stringify(buildSearchIndex(documents));
  const file = path.join(publicDir, SEARCH_INDEX_FILE);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, json);
  const bytes = Buffer.byteLength(json);
  return { file, documents: documents.length, bytes, ms: performance.now() - started };
}

type StepArgs = Pick<BuildArgs, 'reporter' | 'store'>;

/** Build step: the search index is a build artifact beside the pages. */
export async function buildSearchIndexStep(
  { reporter, store }: StepArgs,
  documents?: SearchDocument[],
): Promise<void> {
  const { program } = store.getState() as { program: { directory: string } };
  try {
    const result = await writeSearchIndex(path.join(program.directory, 'public'), documents);
    reporter.info(
      `search index: ${result.documents} documents, ${(result.bytes / 1024).toFixed(0)} KiB, ` +
        `${result.ms.toFixed(0)} ms → ${result.file}`,
    );
  } catch (error) {
    reporter.panicOnBuild(
      `gatsby/search: could not build the search index: ${(error as Error).message}`,
    );
  }
}
