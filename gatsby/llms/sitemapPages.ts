import path from 'node:path';
import { readBuiltText } from '../../lib/builtFiles';

const LOC = /<loc>([^<]+)<\/loc>/g;
const locs = (xml: string) => [...xml.matchAll(LOC)].map((match) => match[1].trim());

/**
 * Every page URL of the sitemap gatsby-plugin-sitemap wrote (sitemap-index.xml and the files it
 * names, plain or gzipped only), in sitemap order: llms.txt lists exactly these pages.
 */
export function sitemapPages(publicDir: string): string[] {
  const index = readBuiltText(path.join(publicDir, 'sitemap-index.xml'));
  return locs(index).flatMap((sitemap) => {
    const file = path.join(publicDir, path.basename(new URL(sitemap).pathname));
    return locs(readBuiltText(file));
  });
}
