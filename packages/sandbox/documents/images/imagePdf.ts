import { deflateSync } from 'node:zlib';
import {
  concatTransformationMatrix,
  drawObject,
  PageSizes,
  PDFDocument,
  popGraphicsState,
  pushGraphicsState,
  type PDFPage,
  type PDFRef,
} from 'pdf-lib';
import { DocumentError, FORMAT_CONVERSION_ERROR } from '../errors';
import { MARGIN } from '../textLayout';
import { bmpPixels, gifPixels, tiffPixels, type Pixels } from './decode';
import type { ImageFormat, ImageSize } from './header';

/**
 * What a worker converts: an image document into the PDF signers see (a page per image), or a
 * drawn signature into a one-page PDF of the image's own size, which stamping embeds as it is.
 * `sizes` are the ones the header check read and found within budget.
 */
export type ImageJob =
  | {
      purpose: 'document';
      format: ImageFormat;
      bytes: Uint8Array;
      sizes: ImageSize[];
      title: string;
    }
  | { purpose: 'signature'; format: 'png'; bytes: Uint8Array; sizes: ImageSize[] };

/** An image in the document, ready to be drawn at any place and size. */
interface Embedded {
  width: number;
  height: number;
  ref: PDFRef;
}

const unreadable = () =>
  new DocumentError(FORMAT_CONVERSION_ERROR, 'The data could not be converted.');

/**
 * Decoded pixels as an image XObject: RGB and, when any pixel is not opaque, an alpha soft mask,
 * each compressed by zlib (native code, unlike pdf-lib's own deflate).
 */
function embedPixels(doc: PDFDocument, { width, height, rgba }: Pixels): Embedded {
  const count = width * height;
  const rgb = new Uint8Array(count * 3);
  const alpha = new Uint8Array(count);
  let opaque = true;
  for (let pixel = 0; pixel < count; pixel += 1) {
    const from = pixel * 4;
    rgb[pixel * 3] = rgba[from];
    rgb[pixel * 3 + 1] = rgba[from + 1];
    rgb[pixel * 3 + 2] = rgba[from + 2];
    alpha[pixel] = rgba[from + 3];
    if (alpha[pixel] !== 255) opaque = false;
  }
  const image = (data: Uint8Array, entries: Record<string, string | PDFRef>) =>
    doc.context.register(
      doc.context.stream(deflateSync(data), {
        Type: 'XObject',
        Subtype: 'Image',
        Width: width,
        Height: height,
        BitsPerComponent: 8,
        Filter: 'FlateDecode',
        ...entries,
      }),
    );
  const rgbEntries: Record<string, string | PDFRef> = { ColorSpace: 'DeviceRGB' };
  if (!opaque) rgbEntries.SMask = image(alpha, { ColorSpace: 'DeviceGray' });
  return { width, height, ref: image(rgb, rgbEntries) };
}

const PIXELS: Partial<
  Record<ImageFormat, (bytes: Uint8Array, sizes: ImageSize[]) => Iterable<Pixels>>
> = {
  gif: gifPixels,
  bmp: bmpPixels,
  tiff: tiffPixels,
};

/**
 * Each image of the file, embedded one after the other. PNG goes through pdf-lib's decoder (it
 * splits the alpha channel into a soft mask); a JPEG is embedded as it is, never decoded here,
 * once its frame header says what the header check read.
 */
async function* embedded(doc: PDFDocument, job: ImageJob): AsyncGenerator<Embedded> {
  const own = new Uint8Array(job.bytes);
  if (job.format === 'png' || job.format === 'jpg') {
    const image = job.format === 'png' ? await doc.embedPng(own) : await doc.embedJpg(own);
    const [size] = job.sizes;
    if (image.width !== size.width || image.height !== size.height) throw unreadable();
    yield { width: image.width, height: image.height, ref: image.ref };
    return;
  }
  const pixels = PIXELS[job.format];
  if (!pixels) throw unreadable();
  for (const page of pixels(own, job.sizes)) yield embedPixels(doc, page);
}

/** Draws an embedded image with its bottom-left corner at (x, y), `width` × `height` points. */
function drawImage(
  page: PDFPage,
  image: Embedded,
  x: number,
  y: number,
  width: number,
  height: number,
) {
  const name = page.node.newXObject('Image', image.ref);
  page.pushOperators(
    pushGraphicsState(),
    concatTransformationMatrix(width, 0, 0, height, x, y),
    drawObject(name),
    popGraphicsState(),
  );
}

/** A Letter page per image (landscape for a wide one), the image at most 1 pt a pixel, inside 1-inch margins. */
function addDocumentPage(doc: PDFDocument, image: Embedded) {
  const landscape = image.width > image.height;
  const [short, long] = PageSizes.Letter;
  const [width, height] = landscape ? [long, short] : [short, long];
  const scale = Math.min(
    1,
    (width - 2 * MARGIN) / image.width,
    (height - 2 * MARGIN) / image.height,
  );
  const drawn = { width: image.width * scale, height: image.height * scale };
  const page = doc.addPage([width, height]);
  drawImage(
    page,
    image,
    (width - drawn.width) / 2,
    height - MARGIN - drawn.height,
    drawn.width,
    drawn.height,
  );
}

/** The job's PDF. Anything a decoder throws is the platform's conversion error. */
export async function imagePdf(job: ImageJob): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  try {
    for await (const image of embedded(doc, job)) {
      if (job.purpose === 'signature') {
        drawImage(doc.addPage([image.width, image.height]), image, 0, 0, image.width, image.height);
      } else {
        addDocumentPage(doc, image);
      }
    }
  } catch (error) {
    if (error instanceof DocumentError) throw error;
    throw unreadable();
  }
  if (doc.getPageCount() === 0) throw unreadable();
  if (job.purpose === 'document') {
    doc.setTitle(job.title);
    doc.setProducer('Developer Center sandbox');
  }
  return doc.save();
}
