// Images for the tests, made on the spot: real small files of each format the sandbox converts,
// and crafted ones whose headers declare far more pixels than their bytes hold.
import zlib from 'node:zlib';
import { GifWriter } from 'omggif';
import { PDFDict, PDFDocument, PDFName, type PDFRawStream } from 'pdf-lib';
import { JPEG_40x20, makePng } from './pdfs';

export type Rgb = [number, number, number];

/** A GIF of one colour (a 2-colour palette: the colour and black), by omggif's encoder. */
export function makeGif(width: number, height: number, [r, g, b]: Rgb = [200, 30, 30]) {
  const out = new Uint8Array(1024 + width * height * 2);
  const writer = new GifWriter(out, width, height, { palette: [(r << 16) | (g << 8) | b, 0] });
  writer.addFrame(0, 0, width, height, new Array<number>(width * height).fill(0));
  return Buffer.from(out.subarray(0, writer.end()));
}

/** A 24-bit BMP of one colour (rows bottom-up, each padded to 4 bytes, pixels as B, G, R). */
export function makeBmp(width: number, height: number, [r, g, b]: Rgb = [30, 160, 40]) {
  const rowSize = Math.ceil((width * 3) / 4) * 4;
  const file = Buffer.alloc(54 + rowSize * height);
  file.write('BM', 0, 'latin1');
  file.writeUInt32LE(file.length, 2);
  file.writeUInt32LE(54, 10);
  file.writeUInt32LE(40, 14);
  file.writeInt32LE(width, 18);
  file.writeInt32LE(height, 22);
  file.writeUInt16LE(1, 26);
  file.writeUInt16LE(24, 28);
  file.writeUInt32LE(rowSize * height, 34);
  for (let row = 0; row < height; row += 1)
    for (let x = 0; x < width; x += 1) file.set([b, g, r], 54 + row * rowSize + x * 3);
  return file;
}

/** A little-endian TIFF page: uncompressed 8-bit RGB, or only the size it declares. */
interface TiffPage {
  width: number;
  height: number;
  rgb?: Rgb;
}

/**
 * A TIFF of the given pages, one directory each, chained in order. A page without `rgb`
 * declares its size and holds no pixel data: only the header check may see it.
 */
export function makeTiff(pages: TiffPage[], { loop = false } = {}) {
  const parts: Buffer[] = [Buffer.from([0x49, 0x49, 0x2a, 0x00, 8, 0, 0, 0])];
  let offset = 8;
  pages.forEach((page, index) => {
    const pixels = page.rgb
      ? Buffer.from(Array.from({ length: page.width * page.height }, () => page.rgb!).flat())
      : Buffer.alloc(0);
    const entries: [number, number, number, number][] = [
      [256, 4, 1, page.width],
      [257, 4, 1, page.height],
      [258, 3, 1, 8],
      [259, 3, 1, 1],
      [262, 3, 1, 2],
      [273, 4, 1, 0], // strip offset, set below
      [277, 3, 1, 3],
      [278, 4, 1, page.height],
      [279, 4, 1, pixels.length],
    ];
    const directory = Buffer.alloc(2 + entries.length * 12 + 4);
    const dataAt = offset + directory.length;
    directory.writeUInt16LE(entries.length, 0);
    entries.forEach(([tag, type, count, value], at) => {
      const entry = 2 + at * 12;
      directory.writeUInt16LE(tag, entry);
      directory.writeUInt16LE(type, entry + 2);
      directory.writeUInt32LE(count, entry + 4);
      if (type === 3) directory.writeUInt16LE(value, entry + 8);
      else directory.writeUInt32LE(tag === 273 ? dataAt : value, entry + 8);
    });
    const last = index === pages.length - 1;
    const next = last ? (loop ? 8 : 0) : dataAt + pixels.length;
    directory.writeUInt32LE(next, directory.length - 4);
    parts.push(directory, pixels);
    offset = dataAt + pixels.length;
  });
  return Buffer.concat(parts);
}

function pngChunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(Buffer.concat([Buffer.from(type, 'latin1'), data])));
  return Buffer.concat([length, Buffer.from(type, 'latin1'), data, crc]);
}

/**
 * A real PNG of many pixels in a small file: one grey, RGB or RGBA (half transparent). Decoding
 * it costs what its size says (every pixel is unfiltered, converted, split and compressed again).
 */
export function makeLargePng(width: number, height: number, { alpha = false } = {}) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, alpha ? 6 : 2, 0, 0, 0], 8);
  const row = Buffer.alloc(1 + width * (alpha ? 4 : 3), 0x7f);
  row[0] = 0; // no filter
  const pixels = zlib.deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', pixels),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A PNG whose header declares `width` × `height` with a few bytes of data after it. */
export function pngDeclaring(width: number, height: number) {
  const png = Buffer.from(makePng(1, 1));
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  return png;
}

/** The 40 × 20 JPEG with its frame header saying `width` × `height`. */
export function jpegDeclaring(width: number, height: number) {
  const jpeg = Buffer.from(JPEG_40x20);
  const sof = jpeg.indexOf(Buffer.from([0xff, 0xc0]));
  jpeg.writeUInt16BE(height, sof + 5);
  jpeg.writeUInt16BE(width, sof + 7);
  return jpeg;
}

/** A GIF whose logical screen and frame declare `width` × `height`. */
export function gifDeclaring(width: number, height: number, screen = { width, height }) {
  const gif = makeGif(1, 1);
  gif.writeUInt16LE(screen.width, 6);
  gif.writeUInt16LE(screen.height, 8);
  const frame = gif.indexOf(0x2c, 13);
  gif.writeUInt16LE(width, frame + 5);
  gif.writeUInt16LE(height, frame + 7);
  return gif;
}

/** A BMP whose header declares `width` × `height` (negative: top-down) over 1 × 1 of pixels. */
export function bmpDeclaring(width: number, height: number) {
  const bmp = makeBmp(1, 1);
  bmp.writeInt32LE(width, 18);
  bmp.writeInt32LE(height, 22);
  return bmp;
}

/** Each drawn image XObject of the PDF's pages: its size and its first pixel, for raw RGB ones. */
export async function imagesIn(pdf: Uint8Array) {
  const doc = await PDFDocument.load(pdf);
  return doc.getPages().flatMap((page) => {
    const resources = page.node.Resources();
    const xObjects =
      resources && doc.context.lookupMaybe(resources.get(PDFName.of('XObject')), PDFDict);
    return (xObjects?.values() ?? []).map((ref) => {
      const stream = doc.context.lookup(ref) as PDFRawStream;
      const number = (key: string) => Number(stream.dict.get(PDFName.of(key))?.toString());
      const filter = stream.dict.get(PDFName.of('Filter'))?.toString();
      const flate = filter === '/FlateDecode' && !stream.dict.has(PDFName.of('DecodeParms'));
      const first = flate ? [...zlib.inflateSync(stream.contents).subarray(0, 3)] : undefined;
      return { width: number('Width'), height: number('Height'), first };
    });
  });
}
