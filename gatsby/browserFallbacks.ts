import type { ResolveOptions } from 'webpack';

/**
 * Browser stand-ins for the Node built-ins that browser code imports: webpack 5 no longer
 * bundles them on its own. httpsnippet (the explorer's code samples, loaded on demand) imports
 * `url`; the `url` package is the stand-in webpack 4 used, with Node's legacy parse/format.
 */
export const BROWSER_FALLBACKS: Record<string, string> = {
  url: require.resolve('url/'),
};

/** A stage's resolve settings, with the fallbacks in the browser stages (server ones have Node). */
export function browserResolve(stage: string, resolve: ResolveOptions = {}): ResolveOptions {
  if (stage !== 'build-javascript' && stage !== 'develop') return resolve;
  const fallback = Array.isArray(resolve.fallback) ? {} : (resolve.fallback ?? {});
  return { ...resolve, fallback: { ...fallback, ...BROWSER_FALLBACKS } };
}
