import { degrees, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { toPageSpace } from './pageSpace';

/** The colour of what signers add to a document. */
export const INK = rgb(0.07, 0.16, 0.45);

/** A box on the displayed page, in the platform's coordinates (points, top-left, y down). */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Draws text with its baseline's start at (x, baseline) in displayed coordinates. */
export function drawTextAt(
  page: PDFPage,
  text: string,
  x: number,
  baseline: number,
  font: PDFFont,
  size: number,
  color = INK,
) {
  const at = toPageSpace(page, x, baseline);
  page.drawText(text, { x: at.x, y: at.y, size, font, color, rotate: degrees(at.rotate) });
}

/** A straight line between two points given in displayed coordinates. */
export function drawLineAt(
  page: PDFPage,
  from: [number, number],
  to: [number, number],
  thickness: number,
) {
  const start = toPageSpace(page, ...from);
  const end = toPageSpace(page, ...to);
  page.drawLine({ start, end, thickness, color: INK });
}
