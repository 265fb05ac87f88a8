import {
  degrees,
  StandardFonts,
  type PDFDocument,
  type PDFEmbeddedPage,
  type PDFPage,
  rgb,
} from 'pdf-lib';
import { drawTextAt } from './draw';
import { embeddedFont } from './embeddedFonts';
import type { DrawnImage } from './images';
import { standardFont } from './standardFonts';
import { toPageSpace } from './pageSpace';
import type { Box } from './draw';

const CAPTION = rgb(0.35, 0.35, 0.35);
/** The signature style of a typed name: the standard fonts' nearest to handwriting. */
export const SIGNATURE_FONT = StandardFonts.TimesRomanBoldItalic;

/** A typed name fitted into the box in the signature style. */
export async function drawTypedSignature(doc: PDFDocument, page: PDFPage, text: string, box: Box) {
  const metrics = standardFont(SIGNATURE_FONT);
  const shown = metrics.encodable(text);
  const font = await embeddedFont(doc, SIGNATURE_FONT);
  const size = Math.min(
    box.height * 0.7,
    26,
    (box.width / Math.max(metrics.widthOfTextAtSize(shown, 1), 1)) * 0.95,
  );
  drawTextAt(page, shown, box.x, box.y + box.height * 0.78, font, size);
}

const embeddedImages = new WeakMap<PDFDocument, Map<DrawnImage, Promise<PDFEmbeddedPage>>>();

/** A drawn image embedded once per document, however many tabs show it. */
function embeddedImage(doc: PDFDocument, image: DrawnImage): Promise<PDFEmbeddedPage> {
  let images = embeddedImages.get(doc);
  if (!images) {
    images = new Map();
    embeddedImages.set(doc, images);
  }
  let embedded = images.get(image);
  if (!embedded) {
    // Already decoded on a worker (images/): its page is copied in as it is, nothing decoded here.
    embedded = doc.embedPdf(image.pdf).then(([page]) => page);
    images.set(image, embedded);
  }
  return embedded;
}

/** A drawn signature fitted into the box, keeping its proportions. */
export async function drawImageSignature(
  doc: PDFDocument,
  page: PDFPage,
  image: DrawnImage,
  box: Box,
) {
  const drawn = await embeddedImage(doc, image);
  const scale = Math.min(box.width / drawn.width, box.height / drawn.height);
  const width = drawn.width * scale;
  const height = drawn.height * scale;
  const at = toPageSpace(page, box.x, box.y + height);
  page.drawPage(drawn, { x: at.x, y: at.y, width, height, rotate: degrees(at.rotate) });
}

/** The small line the platform's sandbox prints under a signature. */
export async function drawSignedBy(
  doc: PDFDocument,
  page: PDFPage,
  name: string,
  envelopeId: string,
  box: Box,
) {
  const metrics = standardFont(StandardFonts.Helvetica);
  const font = await embeddedFont(doc, StandardFonts.Helvetica);
  const line = metrics.encodable(`Signed by ${name} · ${envelopeId}`);
  drawTextAt(page, line, box.x, box.y + box.height + 7, font, 6, CAPTION);
}
