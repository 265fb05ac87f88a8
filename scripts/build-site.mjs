// `gatsby build` with its JavaScript heap bounded (`npm run build` runs it beside the server's
// compile: scripts/build.mjs). The bench
// (`npm run bench:reference`) builds through the same environment, so it measures what ships.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/**
 * The heap of each of the build's processes, in MB (DEVCENTER_BUILD_HEAP_MB to change it).
 *
 * Why bound it: the main process's live heap is about 500 MB when the site's post-build steps
 * begin, even at ten thousand operations, but V8 lets garbage pile up towards its default limit
 * (4 GB on this machine) before collecting hard, and the 10x build's peak RSS was 3.3 GB. Within
 * 1,024 MB it collects sooner: 1.7 GB for the whole process tree at the peak, in about the same
 * time (137–140 s against 136 s; issue 25).
 * A site whose live heap outgrows it fails with "JavaScript heap out of memory"; raise it then.
 */
export const BUILD_HEAP_MB = 1024;

export function buildHeapMb(env = process.env) {
  const given = env.DEVCENTER_BUILD_HEAP_MB;
  if (given === undefined || given === '') return BUILD_HEAP_MB;
  const mb = Number(given);
  if (!Number.isInteger(mb) || mb < 256)
    throw new Error(
      `DEVCENTER_BUILD_HEAP_MB must be a whole number of MB, at least 256, not "${given}"`,
    );
  return mb;
}

/** Preloaded into gatsby build: the patches of Gatsby in gatsby/tuning/patches (its README). */
export const GATSBY_FILES_PRELOAD = path.join(root, 'gatsby', 'tuning', 'patches', 'preload.cjs');

/**
 * The environment `gatsby build` runs in: telemetry off, and in NODE_OPTIONS, so that Gatsby's
 * worker processes get it too, the heap bound and the preload that compiles the site's gatsby
 * files with esbuild. A --max-old-space-size already in NODE_OPTIONS comes after ours and wins.
 */
export function siteBuildEnv(env = process.env) {
  const heap = `--max-old-space-size=${buildHeapMb(env)}`;
  const preload = `--require=${JSON.stringify(GATSBY_FILES_PRELOAD)}`;
  return {
    ...env,
    GATSBY_TELEMETRY_DISABLED: '1',
    NODE_OPTIONS: [heap, preload, env.NODE_OPTIONS].filter(Boolean).join(' '),
  };
}

/**
 * What to tell the person building when gatsby build stopped the way V8 stops a process that ran
 * out of heap (abort: SIGABRT, or 134 through a shell); undefined otherwise.
 */
export function heapHint({ status, signal }, env = process.env) {
  if (signal !== 'SIGABRT' && status !== 134) return undefined;
  return (
    `[build] gatsby build aborted. If it said "JavaScript heap out of memory", the site needs ` +
    `more than the ${buildHeapMb(env)} MB heap the build allows: set DEVCENTER_BUILD_HEAP_MB ` +
    `higher (in MB) and build again.`
  );
}

/** Runs `gatsby build` with `args` in the site's environment; resolves its exit code. */
export function buildSiteProcess(args = []) {
  const gatsby = path.join(root, 'node_modules', '.bin', 'gatsby');
  return new Promise((resolve, reject) => {
    const child = spawn(gatsby, ['build', ...args], {
      cwd: process.cwd(),
      stdio: 'inherit',
      env: siteBuildEnv(),
    });
    child.on('error', reject);
    child.on('exit', (status, signal) => {
      const hint = heapHint({ status, signal });
      if (hint) console.error(hint);
      resolve(status ?? 1);
    });
  });
}

if (process.argv[1] === import.meta.filename) {
  process.exit(await buildSiteProcess(process.argv.slice(2)));
}
