// `npm test`: lint, types, unit tests (Jest) and end-to-end tests (Playwright on the system
// Chromium), then one closing line `N passed, N failed` that totals every runner.
import { spawnSync } from 'node:child_process';
import { readFileSync, existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { buildIsStale, buildSite } from './start.mjs';

const root = path.resolve(import.meta.dirname, '..');
const reports = path.join(root, 'test-results');
mkdirSync(reports, { recursive: true });
const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: '1' };
let passed = 0;
let failed = 0;

function run(label, command, args, extraEnv = {}) {
  console.info(`\n[test] ${label}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...env, ...extraEnv },
  });
  return result.status === 0;
}

// Lint and types count as one check each: a failure fails the run like a failed test.
for (const [label, script] of [
  ['lint', 'lint'],
  ['types', 'typecheck'],
]) {
  if (run(label, 'npm', ['run', '--silent', script])) passed += 1;
  else failed += 1;
}

const jestReport = path.join(reports, 'jest.json');
run('unit', 'npx', ['jest', '--ci', '--json', `--outputFile=${jestReport}`]);
if (existsSync(jestReport)) {
  const report = JSON.parse(readFileSync(jestReport, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0);
} else failed += 1;

if (buildIsStale()) buildSite();
const e2eReport = path.join(reports, 'playwright.json');
run('end-to-end', 'npx', ['playwright', 'test'], { PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport });
if (existsSync(e2eReport)) {
  const { stats } = JSON.parse(readFileSync(e2eReport, 'utf8'));
  // A flaky test (failed, then passed on retry) counts as failed: a pass needs a clean first run.
  passed += stats.expected;
  failed += stats.unexpected + stats.flaky;
  if (stats.flaky > 0) console.info(`end-to-end: ${stats.flaky} flaky (counted as failed)`);
} else failed += 1;

console.info(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
