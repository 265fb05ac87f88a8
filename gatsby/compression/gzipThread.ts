import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { bundleThreadScript } from '../threadScript';
import { writeGzipped } from './gzipFiles';
import { failedAnswer, type GzipAnswer, type GzippedFiles, type GzipJob } from './gzipJobs';

/** The worker's source; the build runs from the site's root (Gatsby's working directory). */
const WORKER_SOURCE = path.resolve('gatsby', 'compression', 'gzipWorker.ts');

/** Writes files gzipped, in line (`inLineGzipWriter`) or on the gzip thread. */
export interface GzipWriter {
  /** Writes `content` as `{file}.gz` (unless it is already that) and removes a plain `file`. */
  write(file: string, content: string): void;
  /** Waits until everything written so far is on disk; rejects with the first failure. */
  flush(): Promise<void>;
}

/** Writes each file as it is given, on this thread (tests, and steps with few files). */
export const inLineGzipWriter: GzipWriter = {
  write(file, content) {
    writeGzipped(file, content);
  },
  flush: () => Promise.resolve(),
};

/**
 * A thread that compresses files for the build's post-build step, on the second core: at ten
 * thousand operations the pages' HTML (380 MB) and the markdown twins are gzipped there while
 * this thread makes the llms files. On zlib's own pool the pages were compressed only between
 * the llms step's synchronous stretches, when this thread's event loop turned: 13 s of the
 * 380 MB were still to do when the step ended. The thread writes `.gz` files only where the
 * build asks for them, and leaves a file as it is when its content is unchanged.
 */
export interface GzipThread extends GzipWriter {
  /** Gzips each file beside itself, keeping it; answers once all are written. */
  gzipBeside(files: string[]): Promise<GzippedFiles>;
  stop(): Promise<void>;
}

/** Starts the thread, its script bundled into `cacheDir` first (../threadScript.ts). */
export function startGzipThread(cacheDir: string): GzipThread {
  const worker = new Worker(bundleThreadScript(WORKER_SOURCE, cacheDir, 'gzip'));
  const waiting = new Map<number, (answer: GzipAnswer) => void>();
  let nextId = 0;
  /** Why the thread is gone: every job after it fails with this. */
  let gone: Error | undefined;
  let stopped = false;
  const stopWith = (error: Error) => {
    gone ??= error;
    for (const [id, settle] of waiting) settle(failedAnswer(id, error.message));
    waiting.clear();
  };
  worker.on('message', (answer: GzipAnswer) => {
    const settle = waiting.get(answer.id);
    waiting.delete(answer.id);
    settle?.(answer);
  });
  worker.on('error', stopWith);
  worker.on('exit', (code) => {
    if (!stopped) stopWith(new Error(`the gzip thread stopped (exit code ${code})`));
  });
  const ask = (job: GzipJob): Promise<GzipAnswer> => {
    if (gone) return Promise.resolve(failedAnswer(job.id, gone.message));
    return new Promise((resolve) => {
      waiting.set(job.id, resolve);
      worker.postMessage(job);
    });
  };
  // The twins' writes since the last flush, and the first of them that failed.
  let writes: Promise<void>[] = [];
  let failed: Error | undefined;
  return {
    gzipBeside: async (files) => {
      const { error, ...done } = await ask({ id: nextId++, kind: 'beside', files });
      if (error) throw new Error(error);
      return { files: done.files, bytesBefore: done.bytesBefore, bytesAfter: done.bytesAfter };
    },
    write(file, content) {
      const written = ask({ id: nextId++, kind: 'content', file, content }).then(({ error }) => {
        if (error) failed ??= new Error(`${file}.gz: ${error}`);
      });
      writes.push(written);
    },
    async flush() {
      const pending = writes;
      writes = [];
      await Promise.all(pending);
      const first = failed;
      failed = undefined;
      if (first) throw first;
    },
    async stop() {
      stopped = true;
      await worker.terminate();
      stopWith(new Error('the gzip thread stopped (stop)'));
    },
  };
}
