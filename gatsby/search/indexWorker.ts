// The search index's worker thread (searchIndexWorker.ts starts it): reads what a rebuild starts
// from while the build collects the documents, then builds and writes the index from the
// documents it is sent, and answers with its figures.
import { parentPort, workerData } from 'node:worker_threads';
import type { SearchDocument } from '../../lib/search/searchDocument';
import { readPreviousIndex, writeSearchIndexFile, type IndexReuse } from './writeSearchIndex';

const { publicDir, reuse } = workerData as { publicDir: string; reuse: IndexReuse };
const previous = readPreviousIndex(publicDir, reuse);
parentPort?.once('message', (documents: SearchDocument[]) => {
  parentPort?.postMessage(writeSearchIndexFile(publicDir, documents, reuse, previous));
});
