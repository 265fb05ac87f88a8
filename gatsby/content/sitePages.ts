import fs from 'node:fs';
import path from 'node:path';
import { parseDocFile, socialImageFor } from './docs';
import type { DocPage } from './docs';

/** Site pages of docs/behaviour.md §2 outside /docs: one markdown file per route (content/pages). */
export const SITE_PAGES_DIR = path.resolve(__dirname, '../../content/pages');
const STATIC_DIR = path.resolve(__dirname, '../../static');

function markdownFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return markdownFiles(full);
    return entry.name.endsWith('.md') && entry.name !== 'README.md' ? [full] : [];
  });
}

/**
 * Every site page. The route comes from the front matter `path` (required: these pages do not
 * live under /docs); a page without its own social image gets the site's default one.
 */
export function loadSitePages(root: string = SITE_PAGES_DIR): DocPage[] {
  const pages = markdownFiles(root).map((file) => {
    const source = fs.readFileSync(file, 'utf8');
    if (!/^path:/m.test(source))
      throw new Error(`Site page ${file} has no "path" in its front matter`);
    const page = parseDocFile(source, file, root);
    const image = fs.existsSync(path.join(STATIC_DIR, page.socialImage))
      ? page.socialImage
      : socialImageFor('');
    return { ...page, socialImage: image, section: page.path.split('/').filter(Boolean)[0] ?? '' };
  });
  const seen = new Set<string>();
  for (const page of pages) {
    if (seen.has(page.path)) throw new Error(`Two site pages share the path ${page.path}`);
    seen.add(page.path);
  }
  return pages.sort((a, b) => a.path.localeCompare(b.path));
}
