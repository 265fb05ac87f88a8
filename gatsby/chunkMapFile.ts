import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Gatsby inlines its chunk map (every template's script names, 4.4 KB) into every page's HTML,
 * through the `_gatsby-scripts` slice: 57 MB over a 13,000-page reference. After the build it
 * moves into one hashed file, `/chunk-map-<hash>.js`, that every page names instead (cached for
 * a year, fetched once per visit). The script stays where it was and synchronous, before the app's
 * async scripts, so the map is there before Gatsby's loader reads it. The slice file is rewritten
 * too, so a rebuild that stitches it into a page again brings the external form.
 */
const INLINE = /<script\s+id="gatsby-chunk-mapping"\s*>\s*([\s\S]*?)\s*<\/script>/;
const MAP_FILE = /^chunk-map-[0-9a-f]{20}\.js$/;

export interface ChunkMapResult {
  file?: string;
  pages: number;
}

function htmlFiles(dir: string, found: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!['page-data', 'slice-data', 'static', 'api-schemas'].includes(entry.name))
        htmlFiles(full, found);
    } else if (entry.name.endsWith('.html')) found.push(full);
  }
  return found;
}

/** Moves the inline chunk map of every HTML file of `publicDir` into one shared file. */
export function externaliseChunkMap(publicDir: string): ChunkMapResult {
  const files = htmlFiles(publicDir);
  let script: string | undefined;
  let name: string | undefined;
  let pages = 0;
  for (const file of files) {
    const html = fs.readFileSync(file, 'utf8');
    const found = INLINE.exec(html);
    if (!found) continue;
    if (script === undefined) {
      script = found[1];
      name = `chunk-map-${createHash('sha256').update(script).digest('hex').slice(0, 20)}.js`;
      fs.writeFileSync(path.join(publicDir, name), script);
    } else if (found[1] !== script) {
      throw new Error(`${file}: its chunk map differs from the rest of the build`);
    }
    fs.writeFileSync(file, html.replace(INLINE, `<script src="/${name}"></script>`));
    pages += 1;
  }
  if (name) {
    // Maps of earlier builds: no page names them any more.
    for (const entry of fs.readdirSync(publicDir))
      if (MAP_FILE.test(entry) && entry !== name) fs.unlinkSync(path.join(publicDir, entry));
  }
  return { file: name, pages };
}
