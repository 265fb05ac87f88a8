/**
 * The sizes an image file declares in its header, read without decoding a pixel: what decoding
 * it would allocate. One reader per format the sandbox converts; each answers every image the
 * file holds (a GIF's logical screen and each frame, a TIFF's every page), or undefined when the
 * header is not one of that format.
 */
export interface ImageSize {
  width: number;
  height: number;
}

/** The image formats the sandbox decodes, by the document kinds of `../formats.ts`. */
export type ImageFormat = 'png' | 'jpg' | 'gif' | 'bmp' | 'tiff';

/** A file holding more images than this is refused before its sizes are added up. */
export const MAX_IMAGES_READ = 10_000;

const view = (bytes: Uint8Array) => new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
const startsWith = (bytes: Uint8Array, magic: number[]) =>
  bytes.length >= magic.length && magic.every((byte, index) => bytes[index] === byte);
const real = (size: ImageSize) => (size.width > 0 && size.height > 0 ? size : undefined);

/**
 * PNG: the IHDR chunk (width and height, 4 bytes each, big-endian). It must be the first chunk
 * and the only one: a decoder that reads chunks in order takes the last IHDR it meets, so every
 * chunk is walked and a second IHDR refuses the file.
 */
export function pngSizes(bytes: Uint8Array): ImageSize[] | undefined {
  if (!startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) || bytes.length < 24)
    return undefined;
  const data = view(bytes);
  const typeAt = (at: number) => String.fromCharCode(...bytes.subarray(at + 4, at + 8));
  if (typeAt(8) !== 'IHDR') return undefined;
  for (let at = 8 + 12 + data.getUint32(8); at + 8 <= bytes.length;) {
    if (typeAt(at) === 'IHDR') return undefined;
    at += 12 + data.getUint32(at);
  }
  const size = real({ width: data.getUint32(16), height: data.getUint32(20) });
  return size && [size];
}

// Start-of-frame markers: baseline, extended, progressive, lossless, hierarchical, arithmetic.
// 0xC4 (Huffman tables), 0xC8 (reserved) and 0xCC (arithmetic conditioning) are not frames.
const isFrameMarker = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

/** JPEG: the segments up to the first start-of-frame, whose header holds height and width. */
export function jpegSizes(bytes: Uint8Array): ImageSize[] | undefined {
  if (!startsWith(bytes, [0xff, 0xd8])) return undefined;
  const data = view(bytes);
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return undefined;
    const marker = bytes[at + 1];
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    // Markers without a length: TEM and the restart markers.
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2;
      continue;
    }
    // End of image or start of scan before any frame: no size to read.
    if (marker === 0xd9 || marker === 0xda) return undefined;
    const length = data.getUint16(at + 2);
    if (isFrameMarker(marker)) {
      if (at + 9 > bytes.length) return undefined;
      // A height of 0 is left to a DNL marker after the scan: no size is declared up front.
      const size = real({ width: data.getUint16(at + 7), height: data.getUint16(at + 5) });
      return size && [size];
    }
    if (length < 2) return undefined;
    at += 2 + length;
  }
  return undefined;
}

/** GIF: the logical screen, then every frame's image descriptor, walking the blocks between. */
export function gifSizes(bytes: Uint8Array): ImageSize[] | undefined {
  const signature = String.fromCharCode(...bytes.subarray(0, 6));
  if ((signature !== 'GIF87a' && signature !== 'GIF89a') || bytes.length < 13) return undefined;
  const data = view(bytes);
  const screen = real({ width: data.getUint16(6, true), height: data.getUint16(8, true) });
  if (!screen) return undefined;
  const sizes = [screen];
  const colorTable = (packed: number) => (packed & 0x80 ? 3 * 2 ** ((packed & 0x07) + 1) : 0);
  // A chain of sub-blocks, each a length byte and its data, ended by a zero length.
  const skipSubBlocks = (from: number) => {
    let at = from;
    while (at < bytes.length && bytes[at] !== 0) at += bytes[at] + 1;
    return at + 1;
  };
  let at = 13 + colorTable(bytes[10]);
  while (at < bytes.length) {
    const introducer = bytes[at];
    if (introducer === 0x3b) return sizes; // trailer
    if (introducer === 0x21) {
      at = skipSubBlocks(at + 2); // extension: label, then its sub-blocks
    } else if (introducer === 0x2c) {
      if (at + 10 > bytes.length) break;
      const frame = real({
        width: data.getUint16(at + 5, true),
        height: data.getUint16(at + 7, true),
      });
      if (!frame) return undefined;
      sizes.push(frame);
      if (sizes.length > MAX_IMAGES_READ) return sizes;
      // Descriptor, local colour table, LZW minimum code size, then the image data's sub-blocks.
      at = skipSubBlocks(at + 10 + colorTable(bytes[at + 9]) + 1);
    } else {
      return undefined;
    }
  }
  // A file cut short after its first frame still decodes that frame, as browsers show it.
  return sizes.length > 1 ? sizes : undefined;
}

// The DIB header sizes of Windows' BITMAPINFOHEADER and its later versions (V2 to V5), the ones
// the decoder (bmp-ts) reads; OS/2's 12-byte header it does not.
const BMP_HEADERS = [40, 52, 56, 108, 124];

/**
 * BMP: the DIB header after the 14-byte file header, read as the decoder reads it: width
 * unsigned, height signed (a negative height is a top-down bitmap of as many rows).
 */
export function bmpSizes(bytes: Uint8Array): ImageSize[] | undefined {
  if (!startsWith(bytes, [0x42, 0x4d]) || bytes.length < 26) return undefined;
  const data = view(bytes);
  if (!BMP_HEADERS.includes(data.getUint32(14, true))) return undefined;
  const size = real({ width: data.getUint32(18, true), height: Math.abs(data.getInt32(22, true)) });
  return size && [size];
}

const IMAGE_WIDTH = 256;
const IMAGE_LENGTH = 257;
// Field types of ImageWidth and ImageLength: SHORT (2 bytes) or LONG (4 bytes).
const WIDTHS: Record<number, number> = { 3: 2, 4: 4 };

/** The first value of a SHORT or LONG field: in the entry when it fits in 4 bytes, else at its offset. */
function fieldValue(data: DataView, entry: number, little: boolean): number | undefined {
  const size = WIDTHS[data.getUint16(entry + 2, little)];
  const count = data.getUint32(entry + 4, little);
  if (!size || count === 0) return undefined;
  const at = size * count <= 4 ? entry + 8 : data.getUint32(entry + 8, little);
  if (at + size > data.byteLength) return undefined;
  return size === 2 ? data.getUint16(at, little) : data.getUint32(at, little);
}

/**
 * TIFF: every image file directory of the main chain (one per page), with its ImageWidth and
 * ImageLength; a directory without them holds no image. A chain that loops back on itself, or
 * points outside the file, is not a TIFF any decoder can read.
 */
export function tiffSizes(bytes: Uint8Array): ImageSize[] | undefined {
  const little = startsWith(bytes, [0x49, 0x49, 0x2a, 0x00]);
  if (!little && !startsWith(bytes, [0x4d, 0x4d, 0x00, 0x2a])) return undefined;
  if (bytes.length < 8) return undefined;
  const data = view(bytes);
  const sizes: ImageSize[] = [];
  const seen = new Set<number>();
  let directory = data.getUint32(4, little);
  while (directory !== 0) {
    if (seen.has(directory) || directory + 2 > bytes.length) return undefined;
    seen.add(directory);
    const entries = data.getUint16(directory, little);
    const end = directory + 2 + entries * 12;
    if (end + 4 > bytes.length) return undefined;
    const size = { width: 0, height: 0 };
    for (let entry = directory + 2; entry < end; entry += 12) {
      const tag = data.getUint16(entry, little);
      if (tag !== IMAGE_WIDTH && tag !== IMAGE_LENGTH) continue;
      const value = fieldValue(data, entry, little);
      if (value === undefined) return undefined;
      if (tag === IMAGE_WIDTH) size.width = value;
      else size.height = value;
    }
    if (size.width > 0 || size.height > 0) {
      if (!real(size)) return undefined;
      sizes.push(size);
      if (sizes.length > MAX_IMAGES_READ) return sizes;
    }
    directory = data.getUint32(end, little);
  }
  return sizes.length > 0 ? sizes : undefined;
}

/** Each format's reader. */
export const IMAGE_SIZES: Record<ImageFormat, (bytes: Uint8Array) => ImageSize[] | undefined> = {
  png: pngSizes,
  jpg: jpegSizes,
  gif: gifSizes,
  bmp: bmpSizes,
  tiff: tiffSizes,
};
