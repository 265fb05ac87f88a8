// Images the platform decodes: envelope documents in PNG, JPEG, GIF, BMP and TIFF, and drawn
// signatures. Each is held to a pixel budget read from its header before anything is decoded,
// and converted on a worker thread, so no image can hold the event loop.
import { DOCUMENT_BUDGET, SIGNATURE_BUDGET, withinBudget } from './budget';
import type { ImageFormat } from './header';
import { ImageWorkers } from './workers';

export { DOCUMENT_BUDGET, SIGNATURE_BUDGET, type PixelBudget } from './budget';
export { ImageWorkers, DEFAULT_LIMITS, type WorkerLimits } from './workers';
export type { ImageFormat, ImageSize } from './header';

/** A drawn signature decoded and ready to stamp: the image alone on a page of its size. */
export interface DrawnImage {
  readonly pdf: Uint8Array;
}

const workers = new ImageWorkers();

/** An image document as the PDF signers see: a page per image (the pages of a TIFF). */
export async function imageDocumentPdf(
  format: ImageFormat,
  bytes: Uint8Array,
  title: string,
): Promise<Uint8Array> {
  const sizes = withinBudget(format, bytes, DOCUMENT_BUDGET);
  return workers.convert({ purpose: 'document', format, bytes, sizes, title });
}

/** A drawn signature (PNG) checked against the signature budget and decoded for stamping. */
export async function drawnImage(png: Uint8Array): Promise<DrawnImage> {
  const sizes = withinBudget('png', png, SIGNATURE_BUDGET);
  return { pdf: await workers.convert({ purpose: 'signature', format: 'png', bytes: png, sizes }) };
}
