import path from 'node:path';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const NO_CACHE = 'no-cache';

/** Gatsby names bundles with a content hash: `app-8f2c1e0b9a7d6c5b4a3f.js`, `styles.1a2b3c4d.css`. */
const HASHED_BUNDLE = /[-.][0-9a-f]{8,}\.(js|css)$/;

/**
 * Cache-Control for a built file (path relative to public/): hashed assets are kept for a year,
 * everything a new build changes in place (HTML, page-data, app-data, sw.js) is revalidated.
 */
export function cacheControlFor(relativePath: string): string {
  const file = relativePath.split(path.sep).join('/');
  if (file.startsWith('static/')) return IMMUTABLE;
  if (HASHED_BUNDLE.test(path.posix.basename(file))) return IMMUTABLE;
  return NO_CACHE;
}
