// `npm run build:server` (and `npm run build`, beside the site: scripts/build.mjs): compiles the
// production server from server/, packages/ and lib/ with esbuild into dist/: server.js
// (`npm start`, `npm run serve`), mcp.js (`npx developer-center-mcp`), migrate.js
// (`npm run db:migrate`), sandbox-server.js
// (`npm run sandbox`), and the embedded platform apart, sandbox.js, which the others load only
// when they need it. One CommonJS file each, with the npm packages they import bundled in, so
// start-up reads a few files instead of resolving and transpiling a thousand; tsx stays a
// development tool.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { isStale } from './freshness.mjs';

const root = path.resolve(import.meta.dirname, '..');
export const DIST = path.join(root, 'dist');
const STAMP = path.join(DIST, '.build-stamp');

/** Each compiled entry that runs (`node scripts/compiled.mjs <name>`) and its source. */
export const SERVER_ENTRIES = {
  server: 'server/index.ts',
  mcp: 'server/mcp/stdio.ts',
  migrate: 'server/migrate.ts',
  'sandbox-server': 'packages/sandbox/standalone/main.ts',
};

/** The embedded platform's package, a bundle of its own that the entries above load. */
const SANDBOX_DIR = path.join(root, 'packages', 'sandbox');
export const SANDBOX_ENTRIES = { sandbox: 'packages/sandbox/index.ts' };

/**
 * Worker threads' entries, compiled beside the server: a thread starts from a file, not from a
 * function of the bundle. packages/sandbox/documents/images/workerScript.ts names this output.
 */
export const WORKER_ENTRIES = {
  'image-worker': 'packages/sandbox/documents/images/worker.ts',
};

/** The compiled file of an entry (`server`, `mcp`, `migrate`). */
export const compiledEntry = (name) => path.join(DIST, `${name}.js`);

/**
 * Left to Node at run time: libsql loads its native addon from a platform package, pdf.js ships ES
 * modules only (loaded with import()) and reads its font files from its package folder, pg
 * asks for the optional pg-native addon, which is not installed, and esbuild (a development
 * tool) bundles the image worker only when the server runs from its sources, never compiled.
 */
export const EXTERNAL = ['libsql', 'pdfjs-dist', 'pg-native', 'esbuild'];

// Sources that decide what the compiled server is: a change to any of them rebuilds it.
const SOURCES = ['server', 'packages', 'lib', 'package-lock.json', 'scripts/build-server.mjs'];

/** The one file of each part that may read __dirname: it knows where the bundle puts it. */
const PATH_FILES = ['/server/projectRoot.ts', '/packages/sandbox/packageDir.ts'];

/**
 * The bundle sits in dist/, one folder below the root like server/*.ts, so
 * server/projectRoot.ts (and the platform's packages/sandbox/packageDir.ts) resolve the same
 * folders from either; any other __dirname or import.meta in our sources would name dist/ in the
 * bundle, so the build refuses it.
 */
const sourcePaths = (ownDirs) => ({
  name: 'source-paths',
  setup(build) {
    const ours = (file) => ownDirs.some((dir) => file.startsWith(`${dir}${path.sep}`));
    build.onLoad({ filter: /\.tsx?$/ }, async (args) => {
      if (!ours(args.path) || PATH_FILES.some((file) => args.path.endsWith(file))) return undefined;
      const { readFile } = await import('node:fs/promises');
      const text = await readFile(args.path, 'utf8');
      const found = /\b(__dirname|__filename|import\.meta)\b/.exec(text.replace(/\/\/.*$/gm, ''));
      if (!found) return undefined;
      return {
        errors: [
          {
            text: `${path.relative(root, args.path)} uses ${found[1]}: in the compiled server it would name dist/; use PROJECT_ROOT from server/projectRoot.ts`,
          },
        ],
      };
    });
  },
});

/**
 * The embedded platform stays out of the bundles that import it (`import('@developer-center/
 * sandbox')` in server/app.ts, the package's index from its stand-alone entry): each loads
 * dist/sandbox.js beside it at run time, so a server configured with PLATFORM_BASE_URL never
 * reads a line of the platform, and dist/ holds one copy of it.
 */
const sandboxApart = {
  name: 'sandbox-apart',
  setup(build) {
    const index = new Set([
      SANDBOX_DIR,
      path.join(SANDBOX_DIR, 'index'),
      path.join(SANDBOX_DIR, 'index.ts'),
    ]);
    build.onResolve({ filter: /^(@developer-center\/sandbox|\.\.?(\/.*)?)$/ }, (args) => {
      const named = args.path === '@developer-center/sandbox';
      if (named || index.has(path.resolve(args.resolveDir, args.path))) {
        return { path: './sandbox.js', external: true };
      }
      return undefined;
    });
  },
};

/**
 * Compiles every entry into dist/; throws with esbuild's messages when one fails. The options
 * are for tests: other entries, another output folder, other folders held to the path rule.
 * Without them, two builds: the entries that load the platform, with it left out, and the
 * platform's package with its worker.
 */
export async function buildServer({
  entryPoints,
  outdir = DIST,
  ownDirs = ['server', 'packages', 'lib'].map((dir) => path.join(root, dir)),
} = {}) {
  const { build, formatMessages } = await import('esbuild');
  const started = performance.now();
  const builds = entryPoints
    ? [{ entryPoints, plugins: [] }]
    : [
        { entryPoints: SERVER_ENTRIES, plugins: [sandboxApart] },
        { entryPoints: { ...SANDBOX_ENTRIES, ...WORKER_ENTRIES }, plugins: [] },
      ];
  const results = await Promise.all(
    builds.map((each) =>
      build({
        absWorkingDir: root,
        entryPoints: each.entryPoints,
        outdir,
        bundle: true,
        platform: 'node',
        target: 'node20',
        format: 'cjs',
        external: EXTERNAL,
        plugins: [...each.plugins, sourcePaths(ownDirs)],
        legalComments: 'none',
        logLevel: 'silent',
      }),
    ),
  );
  const warnings = results.flatMap((result) => result.warnings);
  if (warnings.length > 0) {
    const text = await formatMessages(warnings, { kind: 'warning' });
    throw new Error(`the server bundle has warnings:\n${text.join('\n')}`);
  }
  if (outdir === DIST) {
    mkdirSync(DIST, { recursive: true });
    writeFileSync(STAMP, new Date().toISOString());
  }
  return performance.now() - started;
}

export const serverBuildIsStale = () => isStale(STAMP, root, SOURCES);

/**
 * Compiles the server when dist/ is missing or older than its sources (a few seconds). Says so
 * on stderr: stdout may be a protocol (the MCP server speaks JSON-RPC on it).
 */
export async function ensureServerBuilt() {
  if (!serverBuildIsStale()) return;
  const ms = await buildServer();
  process.stderr.write(
    `[build:server] server/, packages/ and lib/ compiled into dist/ in ${seconds(ms)}\n`,
  );
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

// `node scripts/build-server.mjs [--if-stale]`
if (process.argv[1] === import.meta.filename) {
  try {
    if (process.argv.includes('--if-stale')) await ensureServerBuilt();
    else console.info(`[build:server] dist/ written in ${seconds(await buildServer())}`);
  } catch (error) {
    console.error(`[build:server] ${error.message}`);
    process.exit(1);
  }
}
