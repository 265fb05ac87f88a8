import {
  degrees,
  StandardFonts,
  type PDFDocument,
  type PDFImage,
  type PDFPage,
  rgb,
} from 'pdf-lib';
import { drawTextAt } from './draw';
import { DocumentError, FORMAT_CONVERSION_ERROR } from './errors';
import { embeddedFont } from './embeddedFonts';
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

/** A drawn signature image fitted into the box, keeping its proportions. */
export async function drawImageSignature(
  doc: PDFDocument,
  page: PDFPage,
  png: Uint8Array,
  box: Box,
) {
  let image: PDFImage;
  try {
    // A copy: pdf-lib reads the whole underlying ArrayBuffer, which a pooled Buffer shares.
    image = await doc.embedPng(new Uint8Array(png));
  } catch {
    throw new DocumentError(
      FORMAT_CONVERSION_ERROR,
      'The drawn signature is not a readable PNG image.',
    );
  }
  const scale = Math.min(box.width / image.width, box.height / image.height);
  const width = image.width * scale;
  const height = image.height * scale;
  const at = toPageSpace(page, box.x, box.y + height);
  page.drawImage(image, { x: at.x, y: at.y, width, height, rotate: degrees(at.rotate) });
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
