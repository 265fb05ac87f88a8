// The image worker's entry: a thread of `workers.ts` that converts the jobs it is given, one at
// a time, each answered with the PDF or the platform's error. Compiled into
// dist/image-worker.js by scripts/build-server.mjs; from the sources, bundled on first use
// (`workerScript.ts`).
import { parentPort } from 'node:worker_threads';
import { DocumentError, FORMAT_CONVERSION_ERROR } from '../errors';
import { imagePdf, type ImageJob } from './imagePdf';

/** What the worker answers to a job. */
export type WorkerReply = { pdf: Uint8Array } | { errorCode: string; message: string };

function answer(error: unknown): WorkerReply {
  if (error instanceof DocumentError) return { errorCode: error.errorCode, message: error.message };
  return { errorCode: FORMAT_CONVERSION_ERROR, message: 'The data could not be converted.' };
}

parentPort?.on('message', (job: ImageJob) => {
  imagePdf(job).then(
    (pdf) => parentPort?.postMessage({ pdf } satisfies WorkerReply, [pdf.buffer as ArrayBuffer]),
    (error: unknown) => parentPort?.postMessage(answer(error)),
  );
});
