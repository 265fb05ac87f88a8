import type { PDFDocument, PDFFont, StandardFonts } from 'pdf-lib';

const embedded = new WeakMap<PDFDocument, Map<string, Promise<PDFFont>>>();

/** A standard font embedded once per document, however many tabs or lines use it. */
export function embeddedFont(doc: PDFDocument, name: StandardFonts): Promise<PDFFont> {
  let fonts = embedded.get(doc);
  if (!fonts) {
    fonts = new Map();
    embedded.set(doc, fonts);
  }
  let font = fonts.get(name);
  if (!font) {
    font = doc.embedFont(name);
    fonts.set(name, font);
  }
  return font;
}
