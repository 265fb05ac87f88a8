// The gzip thread's worker (gzipThread.ts starts it). A job of files to gzip beside themselves is
// worked through in stretches of a few milliseconds, so that twins sent meanwhile are written as
// they come rather than held in the queue behind thousands of pages.
import fs from 'node:fs';
import { parentPort } from 'node:worker_threads';
import { failedAnswer, type GzipAnswer, type GzipJob } from './gzipJobs';
import { gzipBeside, writeGzipped } from './gzipFiles';

/** How long one stretch of a 'beside' job runs before the thread looks at its messages. */
const STRETCH_MS = 20;

const answer = (message: GzipAnswer) => parentPort?.postMessage(message);
const failed = (id: number, error: unknown) => answer(failedAnswer(id, (error as Error).message));

function besideEach(id: number, files: string[]) {
  const done = { id, files: 0, bytesBefore: 0, bytesAfter: 0 };
  let next = 0;
  const stretch = () => {
    const until = performance.now() + STRETCH_MS;
    try {
      while (next < files.length && performance.now() < until) {
        const file = files[next];
        next += 1;
        const bytes = fs.readFileSync(file);
        done.bytesAfter += gzipBeside(file, bytes).bytes;
        done.bytesBefore += bytes.length;
        done.files += 1;
      }
    } catch (error) {
      failed(id, error);
      return;
    }
    if (next < files.length) setImmediate(stretch);
    else answer(done);
  };
  stretch();
}

parentPort?.on('message', (job: GzipJob) => {
  if (job.kind === 'beside') return besideEach(job.id, job.files);
  try {
    writeGzipped(job.file, job.content);
    answer({ id: job.id, files: 1, bytesBefore: 0, bytesAfter: 0 });
  } catch (error) {
    failed(job.id, error);
  }
});
