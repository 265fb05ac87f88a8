import TerserPlugin from 'terser-webpack-plugin';

interface Optimization {
  minimizer?: unknown[];
}

/** Chunks that are megabytes of third-party source, loaded only by the tools that need them. */
const HEAVY_LAZY_CHUNKS = /(^|\/)monaco-editor-/;

const isTerser = (plugin: unknown): plugin is TerserPlugin =>
  (plugin as { constructor?: { name?: string } } | undefined)?.constructor?.name === 'TerserPlugin';

/**
 * Gatsby minifies the client bundles with Terser on (cores - 1) workers: one worker on a 2-core
 * machine, where Monaco's chunk (3 MB) took most of the JavaScript stage. That chunk is minified
 * by esbuild instead, many times faster; every other chunk keeps Terser, whose output is about a
 * fifth smaller on this site's own code, so first-load JavaScript does not grow. esbuild's target
 * keeps it from writing newer syntax than Babel produced.
 */
export function minifyWithEsbuild(optimization: Optimization | undefined): void {
  if (!optimization?.minimizer) return;
  optimization.minimizer = optimization.minimizer.flatMap((plugin) => {
    if (!isTerser(plugin)) return [plugin];
    const options = (plugin as unknown as { options: { exclude?: unknown } }).options;
    options.exclude = [options.exclude, HEAVY_LAZY_CHUNKS].flat().filter(Boolean);
    return [
      plugin,
      new TerserPlugin({
        include: HEAVY_LAZY_CHUNKS,
        minify: TerserPlugin.esbuildMinify,
        minimizerOptions: { legalComments: 'none', target: 'es2015' },
      }),
    ];
  });
}
