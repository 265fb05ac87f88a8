import { createRequire } from 'node:module';
import path from 'node:path';
import type { ResolveOptions } from 'webpack';

// Parcel bundles the gatsby/ modules for Gatsby, and its `require` has no `resolve`: packages
// are resolved from the site root, where Gatsby runs.
const siteRequire = createRequire(path.resolve('package.json'));

/**
 * Browser stand-ins for the Node built-ins that browser code imports: webpack 5 no longer
 * bundles them on its own. httpsnippet (the explorer's code samples, loaded on demand) imports
 * `url`; the `url` package is the stand-in webpack 4 used, with Node's legacy parse/format.
 */
export const BROWSER_FALLBACKS: Record<string, string> = {
  url: siteRequire.resolve('url/'),
};

/** A stage's resolve settings, with the fallbacks in the browser stages (server ones have Node). */
export function browserResolve(stage: string, resolve: ResolveOptions = {}): ResolveOptions {
  if (stage !== 'build-javascript' && stage !== 'develop') return resolve;
  const fallback = Array.isArray(resolve.fallback) ? {} : (resolve.fallback ?? {});
  return { ...resolve, fallback: { ...fallback, ...BROWSER_FALLBACKS } };
}
