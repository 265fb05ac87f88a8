import os from 'node:os';
import { Worker } from 'node:worker_threads';
import { DocumentError, FORMAT_CONVERSION_ERROR, type DocumentErrorCode } from '../errors';
import type { ImageJob } from './imagePdf';
import type { WorkerReply } from './worker';
import { workerScript } from './workerScript';

/** How many conversions run at once, and how long one may take. */
export interface WorkerLimits {
  /** Threads converting at once; other conversions wait their turn. */
  concurrency: number;
  /** From the call to the answer, the wait for a turn included; then the thread is stopped. */
  timeLimitMs: number;
  /** A thread idle this long ends (the memory of its last conversion goes with it). */
  idleMs: number;
  /** The heap of one thread (decoded pixels live outside it, bounded by the pixel budget). */
  heapMb: number;
}

/**
 * One thread on a machine of two cores (a core stays with the event loop), two on larger ones:
 * a thread converting a page at the pixel budget holds a few hundred MB, so they are few. On
 * this project's 2-core machine, busy with a test run, an A4 page at 600 dpi (4960 × 7016) took
 * 10.5 s as an RGB PNG, 14.4 s with alpha, and four 10-megapixel TIFF pages 18 s; 60 s leaves a
 * conversion waiting for its turn behind another time to finish, and bounds a file that a
 * decoder finds unexpectedly hard.
 */
export const DEFAULT_LIMITS: WorkerLimits = {
  concurrency: Math.max(1, Math.min(2, os.availableParallelism() - 1)),
  timeLimitMs: 60_000,
  idleMs: 10_000,
  heapMb: 512,
};

const unreadable = () =>
  new DocumentError(FORMAT_CONVERSION_ERROR, 'The data could not be converted.');
const tooLong = (ms: number) =>
  new DocumentError(
    FORMAT_CONVERSION_ERROR,
    `The data could not be converted: the sandbox stops converting an image after ${ms / 1000} s.`,
  );

/** A started thread, with the timer that ends it once idle. */
interface Thread {
  worker: Worker;
  idleTimer?: NodeJS.Timeout;
}

/**
 * Image conversions on worker threads, so the event loop never decodes a pixel. Threads are
 * started when needed (about 0.2 s each) and kept for the next conversion while they are used; a
 * thread past the time limit is stopped, never reused, so a decoder stuck in a hostile file
 * harms no other conversion.
 */
export class ImageWorkers {
  private readonly idle: Thread[] = [];
  private started = 0;
  private readonly waiting: ((thread: Thread | undefined) => void)[] = [];

  constructor(private readonly limits: WorkerLimits = DEFAULT_LIMITS) {}

  /** The job's PDF, or the platform's conversion error (a refusal, a failure, the time limit). */
  async convert(job: ImageJob): Promise<Uint8Array> {
    const deadline = Date.now() + this.limits.timeLimitMs;
    const thread = (await this.take(deadline)) ?? (await this.start());
    let timer: NodeJS.Timeout | undefined;
    let healthy = false;
    const { worker } = thread;
    let onMessage: ((reply: WorkerReply) => void) | undefined;
    let onEnd: (() => void) | undefined;
    try {
      return await new Promise<Uint8Array>((resolve, reject) => {
        timer = setTimeout(
          () => reject(tooLong(this.limits.timeLimitMs)),
          Math.max(0, deadline - Date.now()),
        );
        onMessage = (reply) => {
          healthy = true;
          if ('pdf' in reply) resolve(reply.pdf);
          else reject(new DocumentError(reply.errorCode as DocumentErrorCode, reply.message));
        };
        onEnd = () => reject(unreadable()); // out of memory, a crash
        worker.once('message', onMessage).once('error', onEnd).once('exit', onEnd);
        worker.ref();
        worker.postMessage(job);
      });
    } finally {
      clearTimeout(timer);
      if (onMessage) worker.off('message', onMessage);
      if (onEnd) worker.off('error', onEnd).off('exit', onEnd);
      if (healthy) this.release(thread);
      else this.stop(thread);
    }
  }

  /** An idle thread, or (undefined) the right to start one; waits for either until the deadline. */
  private take(deadline: number): Promise<Thread | undefined> {
    const idle = this.idle.pop();
    if (idle) {
      clearTimeout(idle.idleTimer);
      return Promise.resolve(idle);
    }
    if (this.started < this.limits.concurrency) {
      this.started += 1;
      return Promise.resolve(undefined);
    }
    return new Promise((resolve, reject) => {
      const give = (thread: Thread | undefined) => {
        clearTimeout(timer);
        resolve(thread);
      };
      const timer = setTimeout(() => {
        this.waiting.splice(this.waiting.indexOf(give), 1);
        reject(tooLong(this.limits.timeLimitMs));
      }, deadline - Date.now());
      this.waiting.push(give);
    });
  }

  private async start(): Promise<Thread> {
    try {
      const script = await workerScript();
      // No inherited loader flags (tsx's, under development): the script is plain CommonJS.
      const options = {
        execArgv: [],
        resourceLimits: { maxOldGenerationSizeMb: this.limits.heapMb },
      };
      const worker =
        'file' in script
          ? new Worker(script.file, options)
          : new Worker(script.code, { ...options, eval: true });
      // A thread that fails between conversions is stopped at its next one; never an unheard error.
      worker.on('error', () => undefined);
      return { worker };
    } catch (error) {
      this.handOn(undefined);
      throw error;
    }
  }

  /** A thread that answered goes to the next waiting conversion, or rests (unref'd) until idle. */
  private release(thread: Thread) {
    const next = this.waiting.shift();
    if (next) return next(thread);
    thread.worker.unref();
    thread.idleTimer = setTimeout(() => {
      this.idle.splice(this.idle.indexOf(thread), 1);
      this.stop(thread);
    }, this.limits.idleMs).unref();
    this.idle.push(thread);
  }

  /** Stops a thread (past its time, dead, or idle too long); its place goes to a waiting conversion. */
  private stop(thread: Thread) {
    void thread.worker.terminate();
    this.handOn(undefined);
  }

  private handOn(thread: Thread | undefined) {
    const next = this.waiting.shift();
    if (next) next(thread);
    else this.started -= 1;
  }
}
