// Real documents for the tests, made on the spot: PDFs by pdf-lib, a PNG by zlib.
import zlib from 'node:zlib';
import { degrees, PageSizes, PDFDocument, StandardFonts } from 'pdf-lib';
import type { PageText, TextRun } from '../pdfText';

/** A line of text placed with its glyph box's top-left at (x, y) from the page's top-left. */
export interface Line {
  text: string;
  x: number;
  y: number;
  size?: number;
}

export interface PageSpec {
  size?: [number, number];
  rotate?: number;
  lines?: Line[];
}

/** A PDF whose text sits where the test says, in the platform's coordinates. */
export async function makePdf(pages: PageSpec[]): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const spec of pages) {
    const page = doc.addPage(spec.size ?? PageSizes.Letter);
    if (spec.rotate) page.setRotation(degrees(spec.rotate));
    for (const line of spec.lines ?? []) {
      const size = line.size ?? 12;
      page.drawText(line.text, { x: line.x, y: page.getHeight() - line.y - size, size, font });
    }
  }
  return doc.save();
}

export const helveticaWidth = async (text: string, size = 12) =>
  (await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica)).widthOfTextAtSize(
    text,
    size,
  );

/** The runs (on any page, or the one given) whose text contains `text`. */
export function runsWith(
  pages: PageText[],
  text: string,
  pageNumber?: number,
): (TextRun & { pageNumber: number })[] {
  return pages
    .filter((page) => pageNumber === undefined || page.pageNumber === pageNumber)
    .flatMap((page) => page.runs.map((run) => ({ ...run, pageNumber: page.pageNumber })))
    .filter((run) => run.str.includes(text));
}

export const allText = (pages: PageText[]) =>
  pages.map((page) => page.runs.map((run) => run.str).join(' ')).join('\n');

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A solid-colour RGB PNG of the given size. */
export function makePng(
  width: number,
  height: number,
  rgb: [number, number, number] = [20, 40, 160],
): Uint8Array {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, truecolour, no interlace
  const row = Buffer.concat([
    Buffer.from([0]),
    Buffer.from(Array.from({ length: width }, () => rgb).flat()),
  ]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A 40 × 20 baseline JPEG (made once with an image encoder; 278 bytes). */
export const JPEG_40x20 = Buffer.from(
  '/9j/2wBDAA0JCgsKCA0LCgsODg0PEyAVExISEyccHhcgLikxMC4pLSwzOko+MzZGNywtQFdBRkxOUlNSMj5aYVpQYEpRUk//2wBDAQ4ODhMREyYVFSZPNS01T09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT0//wAARCAAUACgDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAX/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFgEBAQEAAAAAAAAAAAAAAAAAAAUG/8QAFBEBAAAAAAAAAAAAAAAAAAAAAP/aAAwDAQACEQMRAD8AhAJzYgAAAAAAAAAP/9k=',
  'base64',
);
