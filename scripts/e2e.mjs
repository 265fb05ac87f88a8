// `npm run test:e2e [-- playwright args]`: the end-to-end tests alone, on a fresh build when the
// build is missing or older than its sources (the same rule as `npm start`). One Playwright
// process runs both groups of playwright.config.ts, one after the other, or what the arguments
// name (a file, a --grep). With E2E_PARALLEL=1 and no arguments, the two groups run at the same
// time, each in its own Playwright process on its own server: 22.9 min instead of 24-26 on a
// fresh clone, but at load average 17 on two cores one test of 233 timed out in one run of two
// (it passed on retry, which still fails the run), so it is not the default yet.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { ensureServerBuilt } from './build-server.mjs';
import { buildIsStale, buildSite } from './start.mjs';

const root = path.resolve(import.meta.dirname, '..');

/** The groups, each with its server's port (a spec's own extra server takes port + 50). */
export const E2E_GROUPS = [
  { project: 'pages', port: 9123 },
  { project: 'flows', port: 9124 },
];

/** Runs one Playwright process; its lines are prefixed with the group's name when one is given. */
function playwright(args, { label, env }) {
  return new Promise((resolve) => {
    const child = spawn('npx', ['playwright', 'test', ...args], {
      cwd: root,
      stdio: label ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1', ...env },
    });
    if (label) {
      for (const [stream, out] of [
        [child.stdout, process.stdout],
        [child.stderr, process.stderr],
      ]) {
        createInterface({ input: stream }).on('line', (line) => out.write(`[${label}] ${line}\n`));
      }
    }
    child.on('close', (code) => resolve(code === 0));
  });
}

const readStats = (file) =>
  existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')).stats : undefined;

/**
 * Runs the end-to-end tests: one result per Playwright process, whether it passed and the counts
 * of its JSON report (`expected`, `unexpected`, `flaky`; undefined when it wrote no report).
 */
export async function runEndToEnd(args = [], reportDir = path.join(root, 'test-results')) {
  if (buildIsStale()) buildSite();
  if (args.length > 0 || process.env.E2E_PARALLEL !== '1') {
    const report = path.join(reportDir, 'playwright.json');
    rmSync(report, { force: true });
    const ok = await playwright(args, { env: { PLAYWRIGHT_JSON_OUTPUT_NAME: report } });
    return [{ ok, stats: readStats(report) }];
  }
  // Compiled once here: two servers starting at once would both compile dist/.
  await ensureServerBuilt();
  return Promise.all(
    E2E_GROUPS.map(async ({ project, port }) => {
      const report = path.join(reportDir, `playwright-${project}.json`);
      rmSync(report, { force: true });
      const ok = await playwright([`--project=${project}`], {
        label: project,
        env: { E2E_PORT: String(port), PLAYWRIGHT_JSON_OUTPUT_NAME: report },
      });
      return { ok, stats: readStats(report) };
    }),
  );
}

if (process.argv[1] === import.meta.filename) {
  const runs = await runEndToEnd(process.argv.slice(2));
  process.exit(runs.every((run) => run.ok) ? 0 : 1);
}
