// `npm start`: builds the site when the build is missing or older than its sources, then
// serves everything (site, /api, /auth, sandbox platform) from one process: the compiled server
// (dist/server.js, compiled first when missing or stale) runs in this very process.
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { runCompiled } from './compiled.mjs';
import { isStale } from './freshness.mjs';

const root = path.resolve(import.meta.dirname, '..');
const stamp = path.join(root, 'public', '.build-stamp');
const sources = [
  'gatsby-config.ts',
  'gatsby-node.ts',
  'gatsby-browser.tsx',
  'gatsby-ssr.tsx',
  'gatsby',
  'src',
  'content',
  'static',
  'package-lock.json',
];

export const buildIsStale = () => isStale(stamp, root, sources);

/** `npm run build`: the site and the compiled server (scripts/build.mjs). */
export function buildSite() {
  const result = spawnSync('npm', ['run', 'build'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1' },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeFileSync(stamp, new Date().toISOString());
}

if (process.argv[1] === import.meta.filename) {
  if (buildIsStale()) {
    console.info('[start] build missing or stale: building the site');
    buildSite();
  }
  try {
    await runCompiled('server');
  } catch (error) {
    console.error(`Start-up failed: ${error.message}`);
    process.exit(1);
  }
}
