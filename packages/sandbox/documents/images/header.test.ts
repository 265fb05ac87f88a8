/** @jest-environment node */
import { JPEG_40x20, makePng } from '../__fixtures__/pdfs';
import {
  bmpDeclaring,
  gifDeclaring,
  jpegDeclaring,
  makeBmp,
  makeGif,
  makeTiff,
  pngDeclaring,
} from '../__fixtures__/images';
import { bmpSizes, gifSizes, jpegSizes, pngSizes, tiffSizes } from './header';

// Each reader answers the sizes a file declares, from its header alone.

describe('image headers', () => {
  it('reads a PNG’s IHDR, and refuses a second IHDR a decoder would take instead', () => {
    expect(pngSizes(makePng(300, 120))).toEqual([{ width: 300, height: 120 }]);
    expect(pngSizes(pngDeclaring(10_000, 10_000))).toEqual([{ width: 10_000, height: 10_000 }]);
    const small = Buffer.from(makePng(1, 1));
    const huge = pngDeclaring(60_000, 60_000);
    const ihdr = huge.subarray(8, 33); // length, type, 13 bytes of data, CRC
    const twice = Buffer.concat([small.subarray(0, 33), ihdr, small.subarray(33)]);
    expect(pngSizes(twice)).toBeUndefined();
    expect(pngSizes(Buffer.from('not a png at all, not at all'))).toBeUndefined();
  });

  it('reads a JPEG’s frame header past the segments before it', () => {
    expect(jpegSizes(JPEG_40x20)).toEqual([{ width: 40, height: 20 }]);
    expect(jpegSizes(jpegDeclaring(65_000, 65_000))).toEqual([{ width: 65_000, height: 65_000 }]);
    // A frame whose height waits for a later DNL marker declares nothing up front.
    expect(jpegSizes(jpegDeclaring(40, 0))).toBeUndefined();
    expect(jpegSizes(Buffer.from([0xff, 0xd8, 0xff, 0xd9]))).toBeUndefined();
  });

  it('reads a GIF’s logical screen and every frame', () => {
    expect(gifSizes(makeGif(30, 20))).toEqual([
      { width: 30, height: 20 },
      { width: 30, height: 20 },
    ]);
    expect(gifSizes(gifDeclaring(60_000, 60_000, { width: 10, height: 10 }))).toEqual([
      { width: 10, height: 10 },
      { width: 60_000, height: 60_000 },
    ]);
  });

  it('reads a BMP’s info header, top-down (negative height) or bottom-up', () => {
    expect(bmpSizes(makeBmp(30, 20))).toEqual([{ width: 30, height: 20 }]);
    expect(bmpSizes(bmpDeclaring(30_000, -30_000))).toEqual([{ width: 30_000, height: 30_000 }]);
    // Width is unsigned to the decoder: -1 is 4294967295 columns.
    expect(bmpSizes(bmpDeclaring(-1, 10))).toEqual([{ width: 4294967295, height: 10 }]);
  });

  it('reads every page of a TIFF, and refuses a chain of directories that loops', () => {
    const pages = [
      { width: 30, height: 20, rgb: [1, 2, 3] as [number, number, number] },
      { width: 20_000, height: 20_000 },
    ];
    expect(tiffSizes(makeTiff(pages))).toEqual([
      { width: 30, height: 20 },
      { width: 20_000, height: 20_000 },
    ]);
    expect(tiffSizes(makeTiff(pages, { loop: true }))).toBeUndefined();
  });
});
