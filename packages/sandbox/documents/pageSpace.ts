import type { PDFPage } from 'pdf-lib';
import { loadPdf } from './toPdf';

/** A page's size as displayed (crop box, /Rotate applied), in points: 72 per inch. */
export interface PageSize {
  pageNumber: number;
  width: number;
  height: number;
}

const rotationOf = (page: PDFPage) =>
  (((page.getRotation().angle % 360) + 360) % 360) as 0 | 90 | 180 | 270;

export function displayedSize(page: PDFPage): { width: number; height: number } {
  const box = page.getCropBox();
  const quarter = rotationOf(page) % 180 === 90;
  return quarter
    ? { width: box.height, height: box.width }
    : { width: box.width, height: box.height };
}

/** The sizes of every page, for placing tabs (positions are points from the top-left corner). */
export async function pageSizes(pdfBytes: Uint8Array): Promise<PageSize[]> {
  const doc = await loadPdf(pdfBytes);
  return doc.getPages().map((page, index) => ({ pageNumber: index + 1, ...displayedSize(page) }));
}

/**
 * A point given as the platform gives tab positions (points from the displayed page's top-left
 * corner, y downwards) in the page's own PDF space (origin bottom-left, y upwards), and the
 * rotation to draw text with so that it reads upright on the displayed page.
 */
export function toPageSpace(
  page: PDFPage,
  x: number,
  y: number,
): { x: number; y: number; rotate: number } {
  const box = page.getCropBox();
  switch (rotationOf(page)) {
    case 90:
      return { x: box.x + y, y: box.y + x, rotate: 90 };
    case 180:
      return { x: box.x + box.width - x, y: box.y + y, rotate: 180 };
    case 270:
      return { x: box.x + box.width - y, y: box.y + box.height - x, rotate: 270 };
    default:
      return { x: box.x + x, y: box.y + box.height - y, rotate: 0 };
  }
}
