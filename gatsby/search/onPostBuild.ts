import path from 'node:path';
import type { BuildArgs } from 'gatsby';
import type { SearchDocument } from '../../lib/search/searchDocument';
import { BUILD_CACHE_DIR } from '../pages/apiReference/buildCache';
import { startSearchIndexWorker, type SearchIndexWorker } from './searchIndexWorker';

type StepArgs = Pick<BuildArgs, 'reporter' | 'store'>;

/**
 * Build step: the search index is a build artifact beside the pages. Its worker is started
 * (searchIndexWorker.ts) before `documents` are collected, so that on a rebuild it reads the last
 * index meanwhile; the promise settles once the index is written, or the build has been failed
 * naming why.
 */
export async function buildSearchIndexStep(
  { reporter, store }: StepArgs,
  documents: () => Promise<SearchDocument[]>,
  cacheDir = BUILD_CACHE_DIR,
): Promise<void> {
  const { program } = store.getState() as { program: { directory: string } };
  const publicDir = path.join(program.directory, 'public');
  let worker: SearchIndexWorker | undefined;
  try {
    worker = startSearchIndexWorker(publicDir, cacheDir);
    const result = await worker.write(await documents());
    const made =
      result.updated === undefined
        ? 'built afresh'
        : `${result.updated} document${result.updated === 1 ? '' : 's'} indexed again`;
    reporter.info(
      `search index: ${result.documents} documents, ${(result.bytes / 1024).toFixed(0)} KiB, ` +
        `${made}, ${result.ms.toFixed(0)} ms (beside the llms step) → ${result.file}`,
    );
  } catch (error) {
    await worker?.stop();
    reporter.panicOnBuild(
      `gatsby/search: could not build the search index: ${(error as Error).message}`,
    );
  }
}
