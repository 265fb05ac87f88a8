import TerserPlugin from 'terser-webpack-plugin';

interface Optimization {
  minimizer?: unknown[];
}

/**
 * The chunks every page loads first: Gatsby's runtime, React, the app shell, page templates and
 * slices. The rest are shared or lazy chunks (Monaco, Blockly, the explorer, search, tools).
 */
const FIRST_LOAD_CHUNKS = /(^|\/)(webpack-runtime|framework|app|component---|slice---)/;

const isTerser = (plugin: unknown): plugin is TerserPlugin =>
  (plugin as { constructor?: { name?: string } } | undefined)?.constructor?.name === 'TerserPlugin';

/**
 * Gatsby minifies the client bundles with Terser on (cores - 1) workers: one worker on a 2-core
 * machine, where Monaco (3 MB), Blockly and the tools' shared chunks took most of the JavaScript
 * stage. Those are minified by esbuild instead, many times faster; the first-load chunks keep
 * Terser, whose output is about a fifth smaller on this site's own code (esbuild everywhere made
 * a method page's first-load JavaScript 124 -> 148 KB gzipped). esbuild's target
 * keeps it from writing newer syntax than Babel produced.
 */
export function minifyWithEsbuild(optimization: Optimization | undefined): void {
  if (!optimization?.minimizer) return;
  optimization.minimizer = optimization.minimizer.flatMap((plugin) => {
    if (!isTerser(plugin)) return [plugin];
    const options = (plugin as unknown as { options: { include?: unknown } }).options;
    options.include = FIRST_LOAD_CHUNKS;
    return [
      plugin,
      new TerserPlugin({
        exclude: [FIRST_LOAD_CHUNKS, /\.min\.js/],
        minify: TerserPlugin.esbuildMinify,
        // format 'iife': at es2015 esbuild lowers object spread and rest into helpers (__spreadProps
        // and the like) written at the top of the file; a chunk is a classic script, so those were
        // globals, and two esbuild chunks on one page overwrote each other's (a select's props
        // arrived as property descriptors). Wrapped in a function, each chunk keeps its own.
        minimizerOptions: { legalComments: 'none', target: 'es2015', format: 'iife' },
      }),
    ];
  });
}
