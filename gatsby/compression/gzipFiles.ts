import fs from 'node:fs';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';

/**
 * Build outputs kept gzipped only (`file.gz`, no `file`): the markdown twins beside every page,
 * the one-level schema files, the llms.txt files, the sitemap and the search index, text that
 * gzips to a fifth or less and that only the server reads or sends, and webpack's chunks
 * (../precompress.ts); lib/builtFiles.ts reads them either way. The server sends them as stored to
 * clients that accept gzip and decompresses them for the others (server/http/precompressed.ts); page-data stays plain (Gatsby reads it on the next build), and
 * page HTML is kept gzipped only by ../html/pageHtmlFiles.ts, once the build's own readers
 * have read it (Gatsby reads it again only to stitch slices:
 * ../tuning/patches/pageHtml.cjs). The post-build step writes them on a thread of
 * its own (gzipThread.ts).
 *
 * Written gzipped in the first place, and not at all when unchanged: on this kind of disk,
 * truncating or deleting a file costs ten times creating one, and a rebuild leaves most
 * outputs as they were.
 */
export function writeGzipped(file: string, content: string | Buffer): boolean {
  const bytes = typeof content === 'string' ? Buffer.from(content) : content;
  if (fs.existsSync(file)) fs.rmSync(file); // a plain copy from an earlier build
  return gzipBeside(file, bytes).wrote;
}

/**
 * Writes `{file}.gz` holding `bytes` unless it already does (then it is left as it is), and
 * leaves `file` alone: a page's HTML, which the build reads plain until it is done. Answers
 * whether it wrote, and the size of the `.gz`.
 */
export function gzipBeside(file: string, bytes: Buffer): { wrote: boolean; bytes: number } {
  const target = `${file}.gz`;
  try {
    const kept = fs.readFileSync(target);
    if (gunzipSync(kept).equals(bytes)) return { wrote: false, bytes: kept.length };
  } catch {
    // absent or unreadable: written below
  }
  const zipped = gzipSync(bytes);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(target, zipped);
  return { wrote: true, bytes: zipped.length };
}
