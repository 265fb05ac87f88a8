import { createHash } from 'node:crypto';
import type { Compilation, Compiler } from 'webpack';

/**
 * The browser build's compilation hash from what it emits: each asset's name and bytes.
 *
 * Gatsby renders every page's HTML again when the browser build's compilation hash differs from
 * the previous build's (and writes it into every page's scripts). Webpack's own hash also
 * covers inputs that change from one build to the next without changing a byte of output, so two
 * builds of the same sources disagreed, and a one-spec edit rewrote every page. Hashing the
 * output instead keeps the hash until a script really changes.
 */
export function outputHash(assets: { name: string; source: Buffer | string }[]): string {
  const hash = createHash('sha256');
  for (const asset of [...assets].sort((a, b) => (a.name < b.name ? -1 : 1))) {
    hash.update(asset.name).update('\0').update(asset.source).update('\0');
  }
  return hash.digest('hex').slice(0, 20);
}

export class StableCompilationHash {
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('StableCompilationHash', (compilation: Compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: 'StableCompilationHash',
          // After every other step has written its assets.
          stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT + 1,
        },
        (assets) => {
          const hash = outputHash(
            Object.entries(assets).map(([name, asset]) => ({ name, source: asset.buffer() })),
          );
          compilation.hash = hash;
          compilation.fullHash = hash;
        },
      );
    });
  }
}
