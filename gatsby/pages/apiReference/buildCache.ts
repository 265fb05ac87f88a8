import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { threadId } from 'node:worker_threads';

/** Where the build keeps what it can reuse (Gatsby's .cache: `gatsby clean` empties it). */
export const BUILD_CACHE_DIR = path.resolve('.cache', 'devcenter');

/**
 * The build's own code, compiled by Gatsby into .cache/compiled/gatsby-node.js (gatsby/ and the
 * lib/ it imports): part of every key, so a change to how models or pages are made invalidates
 * everything made the old way.
 */
export function buildCodeVersion(root = process.cwd()): string {
  const compiled = path.join(root, '.cache', 'compiled', 'gatsby-node.js');
  return fs.existsSync(compiled)
    ? createHash('sha256').update(fs.readFileSync(compiled)).digest('hex').slice(0, 16)
    : 'uncompiled';
}

export const digest = (...parts: string[]) => {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part).update('\0');
  return hash.digest('hex');
};

/**
 * Writes `text` to `file` through a temporary file renamed into place: never a torn file. The
 * temporary name holds the thread's id too: the reference pages' threads share the process's pid.
 */
export function writeWhole(file: string, text: string | Uint8Array): void {
  const partial = `${file}.${process.pid}.${threadId}`;
  fs.writeFileSync(partial, text);
  fs.renameSync(partial, file);
}

/**
 * A file of bytes per key under `dir` (named by a digest of `version` and the key, ending in
 * `extension`); `prune` removes the files this run did not ask for.
 */
export interface BlobStore {
  get(key: string): Buffer | undefined;
  set(key: string, bytes: string | Uint8Array): void;
  prune(): number;
}

export function blobStore(dir: string, version: string, extension: string): BlobStore {
  const used = new Set<string>();
  const fileOf = (key: string) => {
    const name = `${digest(version, key).slice(0, 32)}${extension}`;
    used.add(name);
    return path.join(dir, name);
  };
  return {
    get(key) {
      try {
        return fs.readFileSync(fileOf(key));
      } catch {
        return undefined; // none yet
      }
    },
    set(key, bytes) {
      fs.mkdirSync(dir, { recursive: true });
      writeWhole(fileOf(key), bytes);
    },
    prune() {
      if (!fs.existsSync(dir)) return 0;
      const stale = fs.readdirSync(dir).filter((name) => !used.has(name));
      for (const name of stale) fs.rmSync(path.join(dir, name), { force: true });
      return stale.length;
    },
  };
}

/** A JSON file per key under `dir`, salted with `version`; `prune` drops what this run left unused. */
export interface FileCache<T> {
  get(key: string): T | undefined;
  set(key: string, value: T): void;
  prune(): number;
}

export function fileCache<T>(dir: string, version: string): FileCache<T> {
  const blobs = blobStore(dir, version, '.json');
  return {
    get(key) {
      const bytes = blobs.get(key);
      if (bytes === undefined) return undefined;
      try {
        return JSON.parse(bytes.toString('utf8')) as T;
      } catch {
        return undefined; // a torn write of an interrupted build: made again
      }
    },
    set: (key, value) => blobs.set(key, JSON.stringify(value)),
    prune: () => blobs.prune(),
  };
}
