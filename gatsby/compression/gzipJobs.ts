// What the build's thread and the gzip thread say to each other (gzipThread.ts, gzipWorker.ts).

/** What the thread is asked to do (gzipWorker.ts does it). */
export type GzipJob =
  /** Gzip each file beside itself (`{file}.gz`), keeping it: a page's HTML. */
  | { id: number; kind: 'beside'; files: string[] }
  /** Write `content` gzipped as `{file}.gz`, and remove a plain `file`: a markdown twin. */
  | { id: number; kind: 'content'; file: string; content: string };

/** The thread's answer to one job: the files it compressed and their bytes, or what failed. */
export interface GzipAnswer {
  id: number;
  error?: string;
  files: number;
  bytesBefore: number;
  bytesAfter: number;
}

/** What gzipping files beside themselves did. */
export type GzippedFiles = Omit<GzipAnswer, 'id' | 'error'>;

/** The answer to job `id` when it could not be done (here, or on the thread). */
export const failedAnswer = (id: number, error: string): GzipAnswer => ({
  id,
  error,
  files: 0,
  bytesBefore: 0,
  bytesAfter: 0,
});
