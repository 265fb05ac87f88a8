import fs from 'node:fs';
import path from 'node:path';

/** gatsby-plugin-offline's copy of the Workbox runtime: `public/workbox-v{version}/`. */
const WORKBOX_FOLDER = /^workbox-v\d/;
const SOURCE_MAP_COMMENT = /\n?\/\/# sourceMappingURL=\S+\.map\s*$/;

/**
 * Removes the source maps gatsby-plugin-offline copies beside the Workbox runtime (about 780 KB
 * of the 1.3 MB folder, a twentieth of a KB per page at the full corpus), and the comments that
 * point at them. A visitor's browser never fetches a source map; only the developer tools
 * would, and they show Workbox's own minified or development builds instead. The scripts
 * themselves (production and development builds: workbox-sw loads the latter on localhost) stay.
 * Returns the bytes removed.
 */
export function dropWorkboxSourceMaps(publicDir: string): number {
  let removed = 0;
  if (!fs.existsSync(publicDir)) return removed;
  for (const folder of fs.readdirSync(publicDir)) {
    if (!WORKBOX_FOLDER.test(folder)) continue;
    const dir = path.join(publicDir, folder);
    for (const name of fs.readdirSync(dir)) {
      const file = path.join(dir, name);
      if (name.endsWith('.js.map')) {
        removed += fs.statSync(file).size;
        fs.rmSync(file);
      } else if (name.endsWith('.js')) {
        const text = fs.readFileSync(file, 'utf8');
        const bare = text.replace(SOURCE_MAP_COMMENT, '\n');
        if (bare !== text) fs.writeFileSync(file, bare);
      }
    }
  }
  return removed;
}
