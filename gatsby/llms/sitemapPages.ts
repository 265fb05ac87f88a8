import fs from 'node:fs';
import path from 'node:path';

const LOC = /<loc>([^<]+)<\/loc>/g;
const locs = (xml: string) => [...xml.matchAll(LOC)].map((match) => match[1].trim());

/**
 * Every page URL of the sitemap gatsby-plugin-sitemap wrote (sitemap-index.xml and the files it
 * names), in sitemap order: llms.txt lists exactly these pages.
 */
export function sitemapPages(publicDir: string): string[] {
  const index = fs.readFileSync(path.join(publicDir, 'sitemap-index.xml'), 'utf8');
  return locs(index).flatMap((sitemap) => {
    const file = path.join(publicDir, path.basename(new URL(sitemap).pathname));
    return locs(fs.readFileSync(file, 'utf8'));
  });
}
