import fs from 'node:fs';
import path from 'node:path';
import { buildSync } from 'esbuild';

/**
 * Bundles a worker thread's entry (`source`) with esbuild into `cacheDir/workers/<name>.cjs` and
 * answers that file, for `new Worker(file)`: Gatsby compiles gatsby-node into one file, which a
 * thread cannot start from. A few tens of milliseconds; the search index's and the reference
 * pages' threads start from it.
 */
export function bundleThreadScript(source: string, cacheDir: string, name: string): string {
  const script = path.join(cacheDir, 'workers', `${name}.cjs`);
  fs.mkdirSync(path.dirname(script), { recursive: true });
  buildSync({
    entryPoints: [source],
    outfile: script,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    logLevel: 'silent',
  });
  return script;
}
