import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * Build outputs kept gzipped only (`file.gz`, no `file`): the markdown twins beside every page,
 * the one-level schema files, llms-full.txt and the search index, about a fifth of `public/` and more as the
 * reference grows, all text that gzips to a fifth or less. The server sends them as they are to
 * clients that accept gzip and decompresses them for the others (server/http/precompressed.ts).
 * HTML, page-data and scripts stay plain: Gatsby and its service worker read those.
 */
export const GZIPPED_ONLY: RegExp[] = [
  /(^|\/)index\.md$/,
  /^api-schemas\/.+\.json$/,
  /^llms-full\.txt$/,
  // read by the server only (server/search/loadSearchService.ts), never by a browser
  /^search\/index\.json$/,
];

/** Folders that hold no such file: skipped rather than walked. */
const SKIPPED = new Set(['page-data', 'slice-data', 'static', '_gatsby']);

export interface Precompressed {
  files: number;
  bytesBefore: number;
  bytesAfter: number;
}

function walk(dir: string, relative: string, visit: (file: string, relative: string) => void) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const rel = relative ? `${relative}/${entry.name}` : entry.name;
    if (entry.isDirectory()) {
      if (!(relative === '' && SKIPPED.has(entry.name)))
        walk(path.join(dir, entry.name), rel, visit);
    } else visit(path.join(dir, entry.name), rel);
  }
}

/** Replaces every plain file of GZIPPED_ONLY under `publicDir` by its `.gz`. */
export function precompress(publicDir: string): Precompressed {
  const done: Precompressed = { files: 0, bytesBefore: 0, bytesAfter: 0 };
  walk(publicDir, '', (file, relative) => {
    if (!GZIPPED_ONLY.some((pattern) => pattern.test(relative))) return;
    const plain = fs.readFileSync(file);
    const zipped = gzipSync(plain);
    fs.writeFileSync(`${file}.gz`, zipped);
    fs.unlinkSync(file);
    done.files += 1;
    done.bytesBefore += plain.length;
    done.bytesAfter += zipped.length;
  });
  return done;
}
