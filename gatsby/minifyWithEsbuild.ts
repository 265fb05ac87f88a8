import TerserPlugin from 'terser-webpack-plugin';

interface Optimization {
  minimizer?: unknown[];
}

const isTerser = (plugin: unknown) =>
  (plugin as { constructor?: { name?: string } } | undefined)?.constructor?.name === 'TerserPlugin';

/**
 * Gatsby minifies the client bundles with Terser on (cores - 1) workers: one worker on a 2-core
 * machine, and the largest part of the JavaScript stage (Monaco and Blockly are megabytes of
 * source). esbuild's minifier, run through the same webpack plugin, gives output of about the
 * same size many times faster. Babel has already lowered the syntax for the browserslist, so
 * esbuild only minifies; its target keeps it from writing newer syntax than it was given.
 */
export function minifyWithEsbuild(optimization: Optimization | undefined): void {
  if (!optimization?.minimizer) return;
  optimization.minimizer = optimization.minimizer.map((plugin) =>
    isTerser(plugin)
      ? new TerserPlugin({
          exclude: /\.min\.js/,
          minify: TerserPlugin.esbuildMinify,
          terserOptions: { legalComments: 'none', target: 'es2015' },
        })
      : plugin,
  );
}
