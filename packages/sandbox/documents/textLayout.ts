import { PageSizes, rgb, StandardFonts, type PDFDocument, type PDFPage } from 'pdf-lib';
import { embeddedFont } from './embeddedFonts';
import { standardFont } from './standardFonts';

/** One paragraph of a text page: wrapped to the page width, continued on new pages. */
export interface TextBlock {
  text: string;
  style?: 'body' | 'mono' | 'bold' | 'heading';
  /** Extra space above the block, in points. */
  spaceBefore?: number;
}

const STYLES = {
  body: { font: StandardFonts.Helvetica, size: 10 },
  mono: { font: StandardFonts.Courier, size: 10 },
  bold: { font: StandardFonts.HelveticaBold, size: 10 },
  heading: { font: StandardFonts.HelveticaBold, size: 16 },
} as const;

export const MARGIN = 72;
const LINE_HEIGHT = 1.35;

/** Breaks a paragraph into lines no wider than `width`; a word longer than a line is cut. */
export function wrapText(text: string, width: number, widthOf: (text: string) => number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/(?<= )/)) {
    if (widthOf(line + word.trimEnd()) <= width) {
      line += word;
      continue;
    }
    if (line !== '') lines.push(line.trimEnd());
    let rest = word;
    while (widthOf(rest.trimEnd()) > width) {
      let cut = rest.length - 1;
      while (cut > 1 && widthOf(rest.slice(0, cut)) > width) cut -= 1;
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    line = rest;
  }
  lines.push(line.trimEnd());
  return lines;
}

/** Lays text blocks out on Letter pages added to `doc`, as many pages as they take. */
export async function writeText(doc: PDFDocument, blocks: TextBlock[]): Promise<void> {
  const [pageWidth, pageHeight] = PageSizes.Letter;
  const width = pageWidth - 2 * MARGIN;
  let page: PDFPage | undefined;
  let y = 0;
  for (const block of blocks) {
    const style = STYLES[block.style ?? 'body'];
    const metrics = standardFont(style.font);
    const font = await embeddedFont(doc, style.font);
    const step = style.size * LINE_HEIGHT;
    const lines = wrapText(metrics.encodable(block.text), width, (text) =>
      metrics.widthOfTextAtSize(text, style.size),
    );
    y -= block.spaceBefore ?? 0;
    for (const line of lines) {
      if (!page || y - step < MARGIN) {
        page = doc.addPage(PageSizes.Letter);
        y = pageHeight - MARGIN;
      }
      y -= step;
      if (line !== '') {
        page.drawText(line, { x: MARGIN, y, size: style.size, font, color: rgb(0.1, 0.1, 0.1) });
      }
    }
  }
  if (!page) doc.addPage(PageSizes.Letter);
}
