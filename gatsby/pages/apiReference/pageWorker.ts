// A reference pages thread (pageThreads.ts starts it): normalises the specs it is sent into the
// model cache, or makes an API's pages from the models it reads there, one task at a time, and
// answers with the result or the error.
import path from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { loadApiReferences } from '../../../lib/reference';
import type { ApiReferenceModel } from '../../../lib/reference/model';
import { makeApiPages, jobStores } from './apiPageJobs';
import { fileCache } from './buildCache';
import type { PageThreadData, ThreadAnswer, ThreadTask } from './pageThreads';

const { publicDir, cacheDir, version } = workerData as PageThreadData;
const stores = jobStores(publicDir, cacheDir, version);
const models = fileCache<ApiReferenceModel>(path.join(cacheDir, 'models'), version);

const modelOf = (key: string) => {
  const model = models.get(key);
  if (!model) throw new Error(`no model under ${key} in the model cache of ${cacheDir}`);
  return model;
};

async function resultOf(task: ThreadTask): Promise<unknown> {
  if (task.kind === 'models') {
    // (its warnings are said when the catalog reads the models back: modelLoading.ts)
    const { entries: registry, specsDir } = task;
    await loadApiReferences({ registry, specsDir, warn: () => undefined, cache: models });
    return null;
  }
  return makeApiPages(task.job, task.job.siblings.map(modelOf), stores);
}

const answer = async ({ id, ...task }: ThreadTask & { id: number }): Promise<ThreadAnswer> => {
  try {
    return { id, result: await resultOf(task) };
  } catch (error) {
    return { id, error: (error as Error).stack ?? String(error) };
  }
};

// One task at a time, in the order sent (the next waits while this one reads or writes files).
let last = Promise.resolve();
parentPort?.on('message', (task: ThreadTask & { id: number }) => {
  last = last.then(async () => parentPort?.postMessage(await answer(task)));
});
