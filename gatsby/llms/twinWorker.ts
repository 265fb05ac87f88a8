// The llms step's twin thread (twinThread.ts starts it): makes the markdown twins of the
// llms-full.txt runs it is sent, writes them, and answers with each run's text deflated.
import path from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { readBuiltText } from '../../lib/builtFiles';
import { referenceCatalog } from '../../lib/reference';
import type { ApiReferenceModel } from '../../lib/reference/model';
import { fileCache } from '../pages/apiReference/buildCache';
import { EXAMPLE_FOLDER, exampleStore } from '../pages/apiReference/exampleStore';
import { writeGzipped } from '../precompress';
import { deflateRun } from './gzipRuns';
import { llmsFullPart } from './llmsText';
import { twinBody } from './twinBody';
import { twinMaker, twinPath } from './twins';
import type { TwinAnswer, TwinTask, TwinThreadData } from './twinThread';

const { publicDir, cacheDir, version, origin } = workerData as TwinThreadData;

// The models as the build's own thread has them: read from the model cache, not normalised again.
const making = referenceCatalog(
  () => undefined,
  fileCache<ApiReferenceModel>(path.join(cacheDir, 'models'), version),
).then((models) =>
  twinMaker(publicDir, models, origin, exampleStore(path.join(cacheDir, EXAMPLE_FOLDER), version)),
);

async function answer({ id, pages }: TwinTask): Promise<TwinAnswer> {
  try {
    const make = await making;
    const wrote: string[] = [];
    const text = pages
      .map(({ page, title, kept }) => {
        const pathname = new URL(page.url).pathname;
        const file = path.join(publicDir, twinPath(pathname));
        if (kept) return llmsFullPart(page, twinBody(readBuiltText(file)));
        const twin = make(page, title);
        writeGzipped(file, twin);
        wrote.push(pathname);
        return llmsFullPart(page, twinBody(twin));
      })
      .join('');
    return { id, run: await deflateRun(text), wrote };
  } catch (error) {
    return { id, error: (error as Error).stack ?? String(error) };
  }
}

// One run at a time, in the order sent.
let last = Promise.resolve();
parentPort?.on('message', (task: TwinTask) => {
  last = last.then(async () => parentPort?.postMessage(await answer(task)));
});
