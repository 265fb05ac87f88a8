import os from 'node:os';
import path from 'node:path';
import { setImmediate as turn } from 'node:timers/promises';
import { Worker } from 'node:worker_threads';
import type { RegistryEntry } from '../../../lib/reference/model';
import { SAMPLE_DAY } from '../../../lib/reference/sampleValues/dates';
import type { ApiPagesJob } from './apiPageJobs';
import { bundleThreadScript } from '../../threadScript';

/** The worker's source; the build runs from the site's root (Gatsby's working directory). */
const WORKER_SOURCE = path.resolve('gatsby', 'pages', 'apiReference', 'pageWorker.ts');

/** What a thread is started with: where the stores are, and the build code's version. */
export interface PageThreadData {
  publicDir: string;
  cacheDir: string;
  version: string;
}

/** What a thread is asked: an API's pages made, or registry entries' specs normalised into the model cache. */
export type ThreadTask =
  | { kind: 'pages'; job: ApiPagesJob }
  | { kind: 'models'; entries: RegistryEntry[]; specsDir: string };

/** A thread's answer to the task of number `id`. */
export type ThreadAnswer = { id: number; result: unknown } | { id: number; error: string };

/** A task, how much work it is, and the same work done on this thread (`here`). */
export interface QueuedTask<T> {
  task: ThreadTask;
  weight: number;
  here: () => Promise<T>;
}

export interface PageThreads {
  /**
   * Does every task, the heaviest first, on the threads and, once `beside` (this thread's own
   * work) is done, on this thread too; each task's result, in the order given. A thread's result
   * is its answer, plain data: `here` must give the same.
   */
  run<T>(tasks: QueuedTask<T>[], beside?: () => Promise<void>): Promise<T[]>;
  stop(): Promise<void>;
  /** How many threads there are beside this one. */
  size: number;
}

/** One thread per core beside this one. */
export const defaultPageThreads = () => Math.max(1, os.availableParallelism() - 1);

/**
 * Tasks a thread holds: the one it does and the next, so that it does not wait for this thread
 * to answer (which it does only between its own tasks).
 */
const HELD = 2;

interface Thread {
  worker: Worker;
  held: number;
}

/**
 * Starts `count` threads that normalise specs and make API pages beside this one (none: this
 * thread does it all). A thread reads models from the model cache in `data.cacheDir` (cheaper
 * than posting them: 2.1 s of parsing on the thread, against 0.7 s of cloning here and 2.8 s
 * there, for the 130 models of ten times the real specs) and writes the files this thread would.
 */
export function startPageThreads(count: number, data: PageThreadData): PageThreads {
  const script = count > 0 ? bundleThreadScript(WORKER_SOURCE, data.cacheDir, 'api-pages') : '';
  // A thread's examples date on this thread's day, even past midnight (sampleValues/dates.ts).
  const env = {
    ...process.env,
    SOURCE_DATE_EPOCH: String(Date.parse(`${SAMPLE_DAY}T00:00:00Z`) / 1000),
  };
  const threads: Thread[] = Array.from({ length: count }, () => ({
    worker: new Worker(script, { workerData: data, env }),
    held: 0,
  }));
  let stopping = false;
  return {
    size: count,
    async run<T>(tasks: QueuedTask<T>[], beside?: () => Promise<void>) {
      const order = tasks.map((_, id) => id).sort((a, b) => tasks[b].weight - tasks[a].weight);
      let next = 0;
      let failed = false;
      const take = () => (!failed && next < order.length ? order[next++] : undefined);
      const results: T[] = [];
      let pending = tasks.length;
      let settle = { resolve: () => {}, reject: (_: Error) => {} };
      const settled = new Promise<void>((resolve, reject) => (settle = { resolve, reject }));
      const done = (id: number, result: T) => {
        results[id] = result;
        pending -= 1;
        if (pending === 0) settle.resolve();
      };
      const fail = (error: Error) => {
        failed = true;
        settle.reject(error);
      };
      const feed = (thread: Thread) => {
        while (thread.held < HELD) {
          const id = take();
          if (id === undefined) return;
          thread.held += 1;
          thread.worker.postMessage({ id, ...tasks[id].task });
        }
      };
      for (const thread of threads) {
        thread.worker.removeAllListeners();
        thread.worker.on('message', (answer: ThreadAnswer) => {
          thread.held -= 1;
          if ('error' in answer) return fail(new Error(answer.error));
          done(answer.id, answer.result as T);
          feed(thread);
        });
        thread.worker.on('error', fail);
        thread.worker.on('exit', (code) => {
          if (!stopping) fail(new Error(`a reference pages thread stopped (exit code ${code})`));
        });
        feed(thread);
      }
      if (pending === 0) settle.resolve();
      const here = async () => {
        await beside?.();
        for (let id = take(); id !== undefined; id = take()) {
          done(id, await tasks[id].here());
          await turn(); // the threads' answers, and their next tasks
        }
      };
      // Both awaited: a failure anywhere stops the taking, and this thread ends its task first.
      const outcomes = await Promise.allSettled([
        settled,
        here().catch((error: Error) => {
          fail(error);
          throw error;
        }),
      ]);
      for (const outcome of outcomes) if (outcome.status === 'rejected') throw outcome.reason;
      return results;
    },
    async stop() {
      stopping = true;
      await Promise.all(threads.map((thread) => thread.worker.terminate()));
    },
  };
}
