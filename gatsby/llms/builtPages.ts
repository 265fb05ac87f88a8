import fs from 'node:fs';
import path from 'node:path';

// Build folders that hold assets, not pages.
const NOT_PAGES = new Set(['page-data', 'static', 'api-reference', 'search', '_gatsby']);

/** The path of every page the build wrote as `{path}index.html`, e.g. `/docs/`, `/404/`. */
export function builtPages(publicDir: string): string[] {
  const found: string[] = [];
  const walk = (dir: string, pathname: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.isFile() && entry.name === 'index.html') found.push(pathname);
      else if (entry.isDirectory() && !(pathname === '/' && NOT_PAGES.has(entry.name)))
        walk(path.join(dir, entry.name), `${pathname}${entry.name}/`);
    }
  };
  walk(publicDir, '/');
  return found.sort();
}
