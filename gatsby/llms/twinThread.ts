import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { SAMPLE_DAY } from '../../lib/reference/sampleValues/dates';
import { bundleThreadScript } from '../threadScript';
import type { DeflatedRun } from './gzipRuns';
import type { LlmsPage } from './llmsText';

/** The worker's source; the build runs from the site's root (Gatsby's working directory). */
const WORKER_SOURCE = path.resolve('gatsby', 'llms', 'twinWorker.ts');

/** What the thread is started with: where the site and stores are, the code's version, the site's origin. */
export interface TwinThreadData {
  publicDir: string;
  cacheDir: string;
  version: string;
  origin: string;
}

/** One page of a run: its facts, the title its twin is made with, and whether its twin is kept as it is. */
export interface TwinTaskPage {
  page: LlmsPage;
  title: string;
  kept: boolean;
}

/** A run of llms-full.txt to make: its pages, in order. */
export interface TwinTask {
  id: number;
  pages: TwinTaskPage[];
}

/** The run made (its text deflated) and the pages whose twin the thread wrote; or the error. */
export type TwinAnswer =
  { id: number; run: DeflatedRun; wrote: string[] } | { id: number; error: string };

export interface TwinThread {
  /** Makes a run on the thread. */
  make(pages: TwinTaskPage[]): Promise<{ run: DeflatedRun; wrote: string[] }>;
  /** Runs sent and not yet answered. */
  readonly held: number;
  stop(): Promise<void>;
}

/**
 * Starts a thread that makes llms-full.txt runs beside this one (twinWorker.ts): at ten thousand
 * operations the llms step made every twin on Gatsby's thread, about 35 s with one core idle once
 * the search index's thread was done. The thread reads the models from the model cache and the
 * examples from their store, as the reference pages' threads do, and writes the same files this
 * thread would (the same twinMaker).
 */
export function startTwinThread(data: TwinThreadData): TwinThread {
  const script = bundleThreadScript(WORKER_SOURCE, data.cacheDir, 'llms-twins');
  // Its examples date on this thread's day, even past midnight (sampleValues/dates.ts).
  const env = {
    ...process.env,
    SOURCE_DATE_EPOCH: String(Date.parse(`${SAMPLE_DAY}T00:00:00Z`) / 1000),
  };
  const worker = new Worker(script, { workerData: data, env });
  const waiting = new Map<
    number,
    { resolve: (answer: TwinAnswer) => void; reject: (error: Error) => void }
  >();
  let next = 0;
  let stopping = false;
  const failAll = (error: Error) => {
    for (const { reject } of waiting.values()) reject(error);
    waiting.clear();
  };
  worker.on('message', (answer: TwinAnswer) => {
    const task = waiting.get(answer.id);
    waiting.delete(answer.id);
    task?.resolve(answer);
  });
  worker.on('error', failAll);
  worker.on('exit', (code) => {
    if (!stopping) failAll(new Error(`the llms twin thread stopped (exit code ${code})`));
  });
  return {
    get held() {
      return waiting.size;
    },
    async make(pages) {
      const id = next++;
      const answer = await new Promise<TwinAnswer>((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        worker.postMessage({ id, pages } satisfies TwinTask);
      });
      if ('error' in answer) throw new Error(`llms twin thread: ${answer.error}`);
      // (a Buffer arrives as a Uint8Array)
      const { deflated, crc, length } = answer.run;
      return { run: { deflated: Buffer.from(deflated), crc, length }, wrote: answer.wrote };
    },
    async stop() {
      stopping = true;
      await worker.terminate();
    },
  };
}
