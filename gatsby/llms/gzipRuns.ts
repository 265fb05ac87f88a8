import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { constants, crc32, deflateRaw } from 'node:zlib';

const deflateRawAsync = promisify(deflateRaw);

/**
 * A gzip file made of runs of text compressed apart, so that a rebuild compresses again only the
 * runs that changed and copies the others as they were (zlib's examples/gzjoin.c does the same).
 * Each run is raw deflate ending in a sync flush (an empty stored block, no final bit), so runs
 * laid end to end are one deflate stream; a final empty block, the CRC-32 of the whole text
 * (combined from the runs' own, without their text) and its length close the single gzip member.
 * One member, not several: some clients stop reading after the first.
 */
export interface DeflatedRun {
  deflated: Buffer;
  /** CRC-32 of the run's text. */
  crc: number;
  /** The text's length in bytes. */
  length: number;
}

/**
 * One run, compressed on zlib's thread pool while the caller makes the next. Each run starts with
 * an empty dictionary, so runs never refer to each other's bytes.
 */
export async function deflateRun(text: string | Buffer): Promise<DeflatedRun> {
  const bytes = typeof text === 'string' ? Buffer.from(text) : text;
  return {
    deflated: await deflateRawAsync(bytes, { finishFlush: constants.Z_SYNC_FLUSH }),
    crc: crc32(bytes),
    length: bytes.length,
  };
}

// CRC-32 of two texts joined, from their CRCs and the second's length: zlib's crc32_combine
// (crc32.c, multmodp and x2nmodp), which Node's zlib does not expose. Polynomials are reflected
// 32-bit words; `>>> 0` keeps them unsigned.
const POLY = 0xedb88320;

/** a(x) * b(x) modulo the CRC polynomial. */
function multModP(a: number, b: number): number {
  let m = 0x80000000;
  let p = 0;
  for (;;) {
    if (a & m) {
      p ^= b;
      if ((a & (m - 1)) === 0) break;
    }
    m >>>= 1;
    b = b & 1 ? (b >>> 1) ^ POLY : b >>> 1;
  }
  return p >>> 0;
}

/** x^(2^n) modulo the polynomial, for n = 0..31. */
const X2N: number[] = [];
for (let n = 0, p = 0x40000000; n < 32; n += 1) {
  X2N.push(p);
  p = multModP(p, p);
}

/** x^(len * 2^k) modulo the polynomial. */
function x2nModP(len: number, k: number): number {
  let p = 0x80000000; // x^0
  while (len) {
    if (len % 2) p = multModP(X2N[k & 31], p);
    len = Math.floor(len / 2);
    k += 1;
  }
  return p;
}

/** CRC-32 of A then B, from crc(A), crc(B) and B's length in bytes. */
export function crc32Combine(crcA: number, crcB: number, lengthB: number): number {
  return (multModP(x2nModP(lengthB, 3), crcA) ^ crcB) >>> 0;
}

// The header Node's gzip writes: no name, no time, "Unix"; the same runs, the same bytes.
const HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0, 0, 0, 0, 0, 0, 0x03]);
// A final empty block with fixed codes: BFINAL 1, BTYPE 01, end-of-block.
const FINAL_BLOCK = Buffer.from([0x03, 0x00]);

/** Runs asked for ahead of the one being written: the caller makes them while zlib compresses. */
const RUNS_AHEAD = 4;

/**
 * Writes `file`.gz from `runs` in order, through a temporary file; an unchanged file is left
 * alone (as writeGzipped does) and a plain `file` from an earlier build is removed. Returns
 * whether it wrote. A run may be a promise (`deflateRun`): up to RUNS_AHEAD are taken from
 * `runs` before the first is awaited, so making them and compressing them overlap.
 */
export async function writeGzippedRuns(
  file: string,
  runs: Iterable<DeflatedRun | Promise<DeflatedRun>>,
): Promise<boolean> {
  const target = `${file}.gz`;
  const partial = `${target}.${process.pid}`;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const fd = fs.openSync(partial, 'w');
  let crc = 0;
  let length = 0;
  const pending: Promise<DeflatedRun>[] = [];
  try {
    fs.writeSync(fd, HEADER);
    const iterator = runs[Symbol.iterator]();
    for (let next = iterator.next(); ;) {
      while (!next.done && pending.length < RUNS_AHEAD) {
        const run = Promise.resolve(next.value);
        // handled when its turn comes; until then a rejection must not count as unhandled
        run.catch(() => undefined);
        pending.push(run);
        next = iterator.next();
      }
      const ready = pending.shift();
      if (!ready) break;
      const run = await ready;
      fs.writeSync(fd, run.deflated);
      crc = crc32Combine(crc, run.crc, run.length);
      length += run.length;
    }
    const trailer = Buffer.alloc(8);
    trailer.writeUInt32LE(crc, 0);
    trailer.writeUInt32LE(length % 2 ** 32, 4); // ISIZE: the length modulo 2^32
    fs.writeSync(fd, Buffer.concat([FINAL_BLOCK, trailer]));
  } catch (error) {
    await Promise.allSettled(pending); // none left running against a removed file
    fs.closeSync(fd);
    fs.rmSync(partial, { force: true });
    throw error;
  }
  fs.closeSync(fd);
  if (fs.existsSync(file)) fs.rmSync(file);
  if (fs.existsSync(target) && fs.readFileSync(target).equals(fs.readFileSync(partial))) {
    fs.rmSync(partial);
    return false;
  }
  fs.renameSync(partial, target);
  return true;
}
