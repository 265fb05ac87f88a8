import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** The constant the HTML renderer reads (gatsby/ssr/onPreRenderHTML.tsx). */
export const STYLESHEETS_CONSTANT = '__DEVCENTER_STYLESHEETS__';

/**
 * The stylesheet files the browser build wrote (their names carry their content hash), as one
 * digest, from the stats Gatsby leaves in public/ before it builds the HTML renderer.
 *
 * Why: Gatsby renders a page's HTML again when its data or its template's code changes, not when
 * only CSS does; a CSS-only change left every page linking the previous stylesheet. Defined into
 * the HTML renderer, the digest changes the renderer with the CSS, and Gatsby then renders every
 * page again (they all link the one global stylesheet). Unchanged CSS keeps the renderer as it
 * was, so a rebuild after a spec change still renders only that spec's pages.
 */
export function stylesheetDigest(publicDir: string): string {
  const file = path.join(publicDir, 'webpack.stats.json');
  if (!fs.existsSync(file)) return '';
  const stats = JSON.parse(fs.readFileSync(file, 'utf8')) as {
    namedChunkGroups?: Record<string, { assets?: { name: string }[] }>;
  };
  const names = new Set<string>();
  for (const group of Object.values(stats.namedChunkGroups ?? {}))
    for (const asset of group.assets ?? []) if (asset.name.endsWith('.css')) names.add(asset.name);
  return createHash('sha256')
    .update([...names].sort().join('\n'))
    .digest('hex')
    .slice(0, 16);
}
