import { createHash } from 'node:crypto';
import type { DeflatedRun } from './gzipRuns';
import { blobStore } from '../pages/apiReference/buildCache';

/** The runs' folder in the build cache (.cache/devcenter). */
export const FULL_TEXT_RUN_FOLDER = 'llms-full-runs';

/**
 * llms-full.txt's runs (a section's pages each, gzipRuns.ts) kept compressed between builds, a
 * file each named by the run's key: its CRC-32, its length and a SHA-256 of the deflated bytes,
 * then those bytes (a damaged run fails its own check and is made again). At ten thousand
 * operations llms-full.txt is over a hundred megabytes of text; a rebuild read back every twin
 * it holds (1.8 s) and compressed it all again, where now it copies the runs whose pages did not
 * change. `prune` removes the runs this build did not use.
 */
export interface RunStore {
  get(key: string): DeflatedRun | undefined;
  set(key: string, run: DeflatedRun): void;
  prune(): void;
}

const HEAD_BYTES = 8 + 32;
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest();

export function runStore(dir: string): RunStore {
  const runs = blobStore(dir, '', '.run');
  return {
    get(key) {
      const bytes = runs.get(key);
      if (bytes === undefined || bytes.length < HEAD_BYTES) return undefined;
      const deflated = bytes.subarray(HEAD_BYTES);
      if (!sha256(deflated).equals(bytes.subarray(8, HEAD_BYTES))) return undefined; // damaged
      return { crc: bytes.readUInt32LE(0), length: bytes.readUInt32LE(4), deflated };
    },
    set(key, run) {
      const head = Buffer.alloc(8);
      head.writeUInt32LE(run.crc, 0);
      head.writeUInt32LE(run.length, 4);
      runs.set(key, Buffer.concat([head, sha256(run.deflated), run.deflated]));
    },
    prune: () => void runs.prune(),
  };
}
