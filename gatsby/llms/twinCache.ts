import fs from 'node:fs';
import path from 'node:path';
import { builtFileExists, readBuiltText } from '../../lib/builtFiles';
import { writeWhole } from '../pages/apiReference/buildCache';
import { twinPath } from './twins';

/** The twins' record in the build cache (.cache/devcenter): page path → key of its twin. */
export const TWIN_CACHE_FILE = 'twins.json';

interface TwinRecord {
  version: string;
  twins: Record<string, string>;
}

/**
 * The markdown twins the last build wrote, by page path, with the key of what each was made from
 * (twins.ts, `twinSources`). A twin whose key is unchanged is read back from public/, where it is
 * kept gzipped, instead of being made again: after one spec changes, only the twins of the API it
 * feeds and of pages whose HTML changed are rendered.
 */
export interface TwinCache {
  /** The twin written for `pathname` from `key` by the last build, if it is still in public/. */
  reuse(pathname: string, key: string): string | undefined;
  /**
   * True when the twin the last build wrote for `pathname` from `key` is still in public/, kept
   * as it is without being read (its text is in a kept run of llms-full.txt).
   */
  kept(pathname: string, key: string): boolean;
  /** Notes that `pathname`'s twin in public/ is now the one made from `key`. */
  wrote(pathname: string, key: string): void;
  /** Keeps the record of this run's twins (those of pages no longer built drop out). */
  save(): void;
}

/**
 * Opens the record in `file` for twins under `publicDir`, made by code and for a site of
 * `version` (another version reuses nothing). The record is taken out of `file` as it is read
 * and written back by `save`: a build that stops halfway, having rewritten some twins, leaves no
 * record that could vouch for them.
 */
export function twinCache(file: string, publicDir: string, version: string): TwinCache {
  let last: Record<string, string> = {};
  try {
    const record = JSON.parse(fs.readFileSync(file, 'utf8')) as TwinRecord;
    if (record.version === version) last = record.twins;
  } catch {
    // none yet, or torn: every twin is made
  }
  fs.rmSync(file, { force: true });
  const now: Record<string, string> = {};
  return {
    reuse(pathname, key) {
      if (last[pathname] !== key) return undefined;
      try {
        const twin = readBuiltText(path.join(publicDir, twinPath(pathname)));
        now[pathname] = key;
        return twin;
      } catch {
        return undefined; // removed since: made again
      }
    },
    kept(pathname, key) {
      if (last[pathname] !== key) return false;
      if (!builtFileExists(path.join(publicDir, twinPath(pathname)))) return false;
      now[pathname] = key;
      return true;
    },
    wrote(pathname, key) {
      now[pathname] = key;
    },
    save() {
      fs.mkdirSync(path.dirname(file), { recursive: true });
      writeWhole(file, JSON.stringify({ version, twins: now } satisfies TwinRecord));
    },
  };
}
