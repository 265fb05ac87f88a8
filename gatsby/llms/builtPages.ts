import fs from 'node:fs';
import path from 'node:path';

// Build folders that hold assets, not pages.
const NOT_PAGES = new Set(['page-data', 'static', 'api-reference', 'search', '_gatsby']);

const PAGE_FILES = new Set(['index.html', 'index.html.gz']);

/**
 * The path of every page the build wrote as `{path}index.html` (or its `.gz`), e.g. `/docs/`,
 * `/404/`.
 */
export function builtPages(publicDir: string): string[] {
  const found: string[] = [];
  const walk = (dir: string, pathname: string) => {
    let page = false;
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      // kept gzipped only once the build is done (gatsby/html/pageHtmlFiles.ts); both for a
      // page rendered again, until the build gzips it
      if (entry.isFile() && PAGE_FILES.has(entry.name)) page = true;
      else if (entry.isDirectory() && !(pathname === '/' && NOT_PAGES.has(entry.name)))
        walk(path.join(dir, entry.name), `${pathname}${entry.name}/`);
    }
    if (page) found.push(pathname);
  };
  walk(publicDir, '/');
  return found.sort();
}
