import TerserPlugin from 'terser-webpack-plugin';

interface Optimization {
  minimizer?: unknown[];
}

/**
 * The chunks every page loads first: Gatsby's runtime, React, the app shell, page templates and
 * slices. The rest are shared or lazy chunks (Blockly, the explorer, search, tools).
 */
const FIRST_LOAD_CHUNKS = /(^|\/)(webpack-runtime|framework|app|component---|slice---)/;

const isTerser = (plugin: unknown): plugin is TerserPlugin =>
  (plugin as { constructor?: { name?: string } } | undefined)?.constructor?.name === 'TerserPlugin';

/**
 * Gatsby minifies the client bundles with Terser, which took most of the JavaScript stage on this
 * 2-core machine. Gatsby's Terser is replaced by two faster minifiers (same plugin, other engines):
 * - the first-load chunks go to swc, whose output is as small as Terser's (a method page's
 *   first-load JavaScript: 125.9 KB gzipped with Terser, 123.2 with swc) in a fraction of the time;
 * - Blockly and the other lazy chunks go to esbuild, faster still but about a fifth
 *   larger on this site's own code (esbuild everywhere made that page's JavaScript 148 KB), which
 *   matters less for chunks loaded on demand. Its target keeps it from writing newer syntax than
 *   Babel produced.
 * On the corpus build the JavaScript stage went from 29 to 22 s.
 */
export function swapMinifiers(optimization: Optimization | undefined): void {
  if (!optimization?.minimizer) return;
  optimization.minimizer = optimization.minimizer.flatMap((plugin) => {
    if (!isTerser(plugin)) return [plugin];
    return [
      new TerserPlugin({
        include: FIRST_LOAD_CHUNKS,
        exclude: /\.min\.js/,
        minify: TerserPlugin.swcMinify,
        minimizerOptions: { compress: { passes: 2 }, mangle: true },
      }),
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
