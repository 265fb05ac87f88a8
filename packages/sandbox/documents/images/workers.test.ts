/** @jest-environment node */
import { makeLargePng } from '../__fixtures__/images';
import { makePng } from '../__fixtures__/pdfs';
import { DocumentError } from '../errors';
import { pngSizes } from './header';
import type { ImageJob } from './imagePdf';
import { DEFAULT_LIMITS, ImageWorkers } from './workers';

// The worker threads' limits: a conversion past its time is stopped and refused, the wait for a
// turn counts in that time, and a stopped thread harms no later conversion.

const job = (bytes: Uint8Array): ImageJob => ({
  purpose: 'document',
  format: 'png',
  bytes,
  sizes: pngSizes(bytes)!,
  title: 'scan.png',
});
const small = job(makePng(30, 20));
// An A4 page at 600 dpi with alpha: 2.1-2.5 s of decoding on the fastest machine of this kind
// seen (2026-12-02; it was over 3 s before), so the time limit below is well under it.
const large = job(makeLargePng(4960, 7016, { alpha: true }));

beforeAll(async () => {
  // The bundle of the worker is made once a process; its first making is not what is timed here.
  await new ImageWorkers(DEFAULT_LIMITS).convert(small);
});

it('stops a conversion at its time limit, and a conversion waiting its turn too', async () => {
  const workers = new ImageWorkers({ ...DEFAULT_LIMITS, concurrency: 1, timeLimitMs: 800 });
  expect((await workers.convert(small)).length).toBeGreaterThan(0);
  const started = performance.now();
  const outcomes = await Promise.allSettled([workers.convert(large), workers.convert(small)]);
  const elapsed = performance.now() - started;
  for (const outcome of outcomes) {
    expect(outcome.status).toBe('rejected');
    const error = (outcome as PromiseRejectedResult).reason as DocumentError;
    expect(error).toBeInstanceOf(DocumentError);
    expect(error.errorCode).toBe('FORMAT_CONVERSION_ERROR');
    expect(error.message).toContain('stops converting an image after 0.8 s');
  }
  expect(elapsed).toBeGreaterThanOrEqual(750);
  expect(elapsed).toBeLessThan(2300);
  // The stopped thread is gone; the next conversion has a thread of its own.
  expect((await workers.convert(small)).length).toBeGreaterThan(0);
}, 30_000);

it('answers a decoder’s failure as the platform’s conversion error', async () => {
  const broken = Buffer.from(makePng(30, 20));
  broken.fill(0, 40, 60); // inside the compressed pixels
  const workers = new ImageWorkers(DEFAULT_LIMITS);
  await expect(workers.convert(job(broken))).rejects.toMatchObject({
    errorCode: 'FORMAT_CONVERSION_ERROR',
    message: 'The data could not be converted.',
  });
  expect((await workers.convert(small)).length).toBeGreaterThan(0);
});
