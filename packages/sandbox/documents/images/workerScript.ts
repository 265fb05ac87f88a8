import path from 'node:path';
import { COMPILED, DIST_DIR, PACKAGE_DIR } from '../../packageDir';

/** How a worker thread is started: from a file, or from code (`eval`). */
export type WorkerScript = { file: string } | { code: string };

const SOURCE = path.join(PACKAGE_DIR, 'documents', 'images', 'worker.ts');
/** Named in scripts/build-server.mjs (WORKER_ENTRIES), which compiles it beside dist/sandbox.js. */
const COMPILED_FILE = path.join(DIST_DIR, 'image-worker.js');

let bundled: Promise<string> | undefined;

// From the sources (tsx, Jest) a thread cannot start a TypeScript file, so the worker and what
// it imports are bundled once per process, in memory, by esbuild (a development dependency;
// about 0.1 s, on esbuild's own process, so the event loop goes on meanwhile).
async function bundle(): Promise<string> {
  const { build } = await import('esbuild');
  const result = await build({
    entryPoints: [SOURCE],
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    write: false,
    logLevel: 'silent',
  });
  return result.outputFiles[0].text;
}

/** The image worker: the compiled file in the compiled server, else the bundled sources. */
export async function workerScript(): Promise<WorkerScript> {
  if (COMPILED) return { file: COMPILED_FILE };
  bundled ??= bundle().catch((error: unknown) => {
    bundled = undefined;
    throw error;
  });
  return { code: await bundled };
}
