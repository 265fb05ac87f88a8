import { decode as decodeBmp } from 'bmp-ts';
import { GifReader } from 'omggif';
import * as UTIF from 'utif2';
import { DocumentError, FORMAT_CONVERSION_ERROR } from '../errors';
import type { ImageSize } from './header';

/** One decoded image: 8-bit RGBA, row by row from the top. */
export interface Pixels {
  width: number;
  height: number;
  rgba: Uint8Array;
}

const unreadable = () =>
  new DocumentError(FORMAT_CONVERSION_ERROR, 'The data could not be converted.');

/**
 * The decoder must see the sizes the header check read (`header.ts`); a file whose decoder reads
 * other sizes than the check did is refused before anything is allocated for it.
 */
function expectSize(width: number, height: number, expected: ImageSize | undefined) {
  if (!expected || expected.width !== width || expected.height !== height) throw unreadable();
}

/** The first frame of a GIF on its logical screen, as a browser shows a still of it. */
export function* gifPixels(bytes: Uint8Array, sizes: ImageSize[]): Generator<Pixels> {
  const reader = new GifReader(bytes);
  expectSize(reader.width, reader.height, sizes[0]);
  if (reader.numFrames() === 0) throw unreadable();
  sizes.slice(1).forEach((size, frame) => {
    const info = reader.frameInfo(frame);
    expectSize(info.width, info.height, size);
  });
  const rgba = new Uint8Array(reader.width * reader.height * 4);
  reader.decodeAndBlitFrameRGBA(0, rgba);
  yield { width: reader.width, height: reader.height, rgba };
}

/**
 * A BMP, read in the decoder's own ABGR order (its RGBA option mislays palette colours). BMP
 * alpha is unused in practice (24-bit files read as alpha 0): the image is drawn opaque.
 */
export function* bmpPixels(bytes: Uint8Array, sizes: ImageSize[]): Generator<Pixels> {
  const image = decodeBmp(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  expectSize(image.width, Math.abs(image.height), sizes[0]);
  const rgba = new Uint8Array(image.width * Math.abs(image.height) * 4);
  for (let at = 0; at < rgba.length; at += 4) {
    rgba[at] = image.data[at + 3];
    rgba[at + 1] = image.data[at + 2];
    rgba[at + 2] = image.data[at + 1];
    rgba[at + 3] = 255;
  }
  yield { width: image.width, height: Math.abs(image.height), rgba };
}

/** A numeric tag's first value (UTIF keeps each tag as an array under `t<number>`). */
const tagValue = (ifd: UTIF.IFD, tag: number) => {
  const value = ifd[`t${tag}`];
  return Array.isArray(value) ? Number(value[0]) : undefined;
};

/** Every page of a TIFF, one at a time (each page's pixels can go before the next is decoded). */
export function* tiffPixels(bytes: Uint8Array, sizes: ImageSize[]): Generator<Pixels> {
  const buffer = bytes.slice().buffer;
  // Maker notes are camera metadata, parsed recursively for nothing a page shows.
  const decode = UTIF.decode as (data: ArrayBuffer, options: object) => UTIF.IFD[];
  const pages = decode(buffer, { parseMN: false, debug: false }).filter(
    (ifd) => tagValue(ifd, 256) !== undefined,
  );
  if (pages.length !== sizes.length) throw unreadable();
  for (const [index, page] of pages.entries()) {
    expectSize(tagValue(page, 256) ?? 0, tagValue(page, 257) ?? 0, sizes[index]);
    UTIF.decodeImage(buffer, page);
    const rgba = UTIF.toRGBA8(page);
    if (rgba.length !== page.width * page.height * 4) throw unreadable();
    yield { width: page.width, height: page.height, rgba };
  }
}
