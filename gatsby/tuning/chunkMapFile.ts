import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Compiler } from 'webpack';

/**
 * Gatsby inlines its chunk map (every template's script names, 4.4 KB) into every page's HTML
 * through the `_gatsby-scripts` slice, which it stitches into each page: 57 MB over a
 * 13,000-page reference. Here it moves into one hashed file, `/chunk-map-<hash>.js`, that the
 * slice names instead (cached for a year, fetched once per visit). The script stays where it was
 * and synchronous, before the app's async scripts, so the map is there before Gatsby's loader
 * reads it.
 *
 * The slice file is rewritten right after Gatsby writes it (the browser build's `done`), before
 * any page is stitched. On a rebuild, Gatsby's own copy is put back first, so Gatsby finds the
 * slice unchanged and stitches it into no page it does not render again.
 */
const INLINE = /<script\s+id="gatsby-chunk-mapping"\s*>\s*([\s\S]*?)\s*<\/script>/;
const EXTERNAL = /<script src="\/(chunk-map-[0-9a-f]{20}\.js)"><\/script>/;
const SLICE = path.join('_gatsby', 'slices', '_gatsby-scripts-1.html');

/** The slice as Gatsby wrote it, kept to be put back before the next build compares. */
const keptSlice = (cacheDir: string) => path.join(cacheDir, 'gatsby-scripts-slice.html');

/** Puts Gatsby's own form of the scripts slice back (before Gatsby compares it with its own). */
export function restoreScriptsSlice(publicDir: string, cacheDir: string): boolean {
  const slice = path.join(publicDir, SLICE);
  if (!fs.existsSync(slice) || !fs.existsSync(keptSlice(cacheDir))) return false;
  if (!EXTERNAL.test(fs.readFileSync(slice, 'utf8'))) return false;
  fs.copyFileSync(keptSlice(cacheDir), slice);
  return true;
}

/** Moves the scripts slice's inline chunk map into its own file; answers the file's name. */
export function externaliseChunkMap(publicDir: string, cacheDir: string): string | undefined {
  const slice = path.join(publicDir, SLICE);
  if (!fs.existsSync(slice)) return undefined;
  const html = fs.readFileSync(slice, 'utf8');
  const found = INLINE.exec(html);
  if (!found) return EXTERNAL.exec(html)?.[1];
  const name = `chunk-map-${createHash('sha256').update(found[1]).digest('hex').slice(0, 20)}.js`;
  fs.writeFileSync(path.join(publicDir, name), found[1]);
  fs.mkdirSync(cacheDir, { recursive: true });
  fs.writeFileSync(keptSlice(cacheDir), html);
  fs.writeFileSync(slice, html.replace(INLINE, `<script src="/${name}"></script>`));
  // Maps of earlier builds: no slice names them any more.
  for (const entry of fs.readdirSync(publicDir))
    if (/^chunk-map-[0-9a-f]{20}\.js$/.test(entry) && entry !== name)
      fs.rmSync(path.join(publicDir, entry));
  return name;
}

/** The browser build's plugin: around Gatsby's stats extractor, which writes the slice. */
export class ChunkMapOutOfHtml {
  constructor(
    private readonly publicDir: string,
    private readonly cacheDir: string,
  ) {}

  apply(compiler: Compiler) {
    compiler.hooks.done.tap({ name: 'ChunkMapOutOfHtml', stage: -100 }, () => {
      restoreScriptsSlice(this.publicDir, this.cacheDir);
    });
    compiler.hooks.done.tap({ name: 'ChunkMapOutOfHtml', stage: 100 }, () => {
      externaliseChunkMap(this.publicDir, this.cacheDir);
    });
  }
}
