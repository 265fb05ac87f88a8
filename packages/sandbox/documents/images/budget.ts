import { DocumentError, FORMAT_CONVERSION_ERROR } from '../errors';
import { IMAGE_SIZES, MAX_IMAGES_READ, type ImageFormat, type ImageSize } from './header';

/** How much decoding one file may cost, checked on its header before a pixel is decoded. */
export interface PixelBudget {
  /** What the file is, as the refusal names it. */
  what: string;
  /** The most pixels of one image (a page, a frame). */
  perImage: number;
  /** The most pixels of all the images of the file together. */
  total: number;
  /** The most images one file may hold (the pages of a TIFF, the frames of a GIF). */
  images: number;
}

/**
 * Envelope documents. The platform documents its limits in bytes, not pixels: 25 MB per
 * document (eSignature API rules and resource limits, "Document upload and download limits"; the
 * SOAP API's "File limitations" page recommends no file over 25 MB). Nothing there bounds the
 * pixels a small file may declare, and decoding costs about 4 bytes of memory and a fixed time
 * per pixel (a 10000 × 10000 PNG of 330 KB held the server 15 s and 1.3 GB). So the budget is
 * what a real scan needs: an A4 page at 600 dpi is 4960 × 7016 (34.8 megapixels), US Letter at
 * 600 dpi 5100 × 6600 (33.7); 40 megapixels fits either. All pages of one file together may have
 * four such pages' worth (a 20-page fax at 204 × 196 dpi is 76 megapixels, 19 pages scanned at
 * 300 dpi 160), and a file holds at most 500 images.
 */
export const DOCUMENT_BUDGET: PixelBudget = {
  what: 'the document',
  perImage: 40_000_000,
  total: 160_000_000,
  images: 500,
};

/**
 * A drawn signature. The platform caps signature images at 200 KB (the Users API's signature
 * image upload: "gif, png, jpeg, and bmp. The file must be less than 200K"), again in bytes only.
 * The ceremony's drawing pad is 600 × 180 (0.1 megapixels), and a signature box is at most a few
 * inches wide: 4 megapixels (say 4000 × 1000) is over thirty times the pad and sharper than any
 * print of a signature needs, and decodes in a fraction of a second.
 */
export const SIGNATURE_BUDGET: PixelBudget = {
  what: 'the drawn signature',
  perImage: 4_000_000,
  total: 4_000_000,
  images: 1,
};

const FORMAT_NAMES: Record<ImageFormat, string> = {
  png: 'PNG',
  jpg: 'JPEG',
  gif: 'GIF',
  bmp: 'BMP',
  tiff: 'TIFF',
};

const megapixels = (pixels: number) => `${Number((pixels / 1e6).toPrecision(3))} megapixels`;
const refused = (detail: string) =>
  new DocumentError(FORMAT_CONVERSION_ERROR, `The data could not be converted: ${detail}.`);

/**
 * The sizes the file declares, when they fit the budget; else the platform's conversion error,
 * saying what the file declares and what the sandbox converts.
 */
export function withinBudget(
  format: ImageFormat,
  bytes: Uint8Array,
  budget: PixelBudget,
): ImageSize[] {
  const sizes = IMAGE_SIZES[format](bytes);
  if (!sizes) throw refused(`${budget.what} is not a readable ${FORMAT_NAMES[format]} image`);
  if (sizes.length > budget.images) {
    const count = sizes.length > MAX_IMAGES_READ ? `over ${MAX_IMAGES_READ}` : sizes.length;
    throw refused(
      `${budget.what} holds ${count} images; the sandbox converts at most ${budget.images} from one file`,
    );
  }
  for (const { width, height } of sizes) {
    if (width * height > budget.perImage) {
      throw refused(
        `${budget.what} is ${width} × ${height} pixels (${megapixels(width * height)}); the sandbox converts images of at most ${megapixels(budget.perImage)}`,
      );
    }
  }
  const total = sizes.reduce((sum, { width, height }) => sum + width * height, 0);
  if (total > budget.total) {
    throw refused(
      `${budget.what} has ${megapixels(total)} in all; the sandbox converts at most ${megapixels(budget.total)} from one file`,
    );
  }
  return sizes;
}
