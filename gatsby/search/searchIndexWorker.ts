import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { bundleThreadScript } from '../threadScript';
import type { SearchDocument } from '../../lib/search/searchDocument';
import type { IndexReuse, SearchIndexFigures } from './writeSearchIndex';

/** The fields the last index was made of, in the build cache (.cache/devcenter). */
export const SEARCH_FIELDS_FILE = 'search-fields.json';

/** The worker's source; the build runs from the site's root (Gatsby's working directory). */
const WORKER_SOURCE = path.resolve('gatsby', 'search', 'indexWorker.ts');

/** A started index worker: give it the documents, and it builds and writes the index. */
export interface SearchIndexWorker {
  write(documents: SearchDocument[]): Promise<SearchIndexFigures>;
  /** Stops it without an index (the build failed before it had documents). */
  stop(): Promise<void>;
}

/**
 * Builds and writes the search index on a thread of its own, so the build's other post-build
 * step (the llms files) runs beside it on the second core. Started before the documents are
 * collected: meanwhile, on a rebuild, it reads the last index and the fields it was made of
 * (writeSearchIndex.ts), which it brings up to date, indexing again only the documents that
 * changed. The worker is bundled first into `cacheDir` (../threadScript.ts).
 */
export function startSearchIndexWorker(publicDir: string, cacheDir: string): SearchIndexWorker {
  const script = bundleThreadScript(WORKER_SOURCE, cacheDir, 'search-index');
  // The bundle is all the code that makes the index: its digest is the version of the fields
  // recorded for the next build (writeSearchIndex.ts).
  const reuse: IndexReuse = {
    fieldsFile: path.join(cacheDir, SEARCH_FIELDS_FILE),
    codeVersion: createHash('sha256').update(fs.readFileSync(script)).digest('hex'),
  };
  const worker = new Worker(script, { workerData: { publicDir, reuse } });
  const figures = new Promise<SearchIndexFigures>((resolve, reject) => {
    let answered = false;
    worker.once('message', (written: SearchIndexFigures) => {
      answered = true;
      resolve(written);
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (!answered) reject(new Error(`the search index worker stopped (exit code ${code})`));
    });
  });
  figures.catch(() => undefined); // reported through write(); stop() expects it
  return {
    write(documents) {
      worker.postMessage(documents);
      return figures;
    },
    async stop() {
      await worker.terminate();
    },
  };
}

/** Starts a worker and gives it `documents` at once (tests, and builds that have them ready). */
export function writeSearchIndexInWorker(
  publicDir: string,
  documents: SearchDocument[],
  cacheDir: string,
): Promise<SearchIndexFigures> {
  return startSearchIndexWorker(publicDir, cacheDir).write(documents);
}
