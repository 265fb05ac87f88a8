// `npm test`: lint, types, unit tests (Jest) and end-to-end tests (Playwright on the system
// Chromium), then one closing line `N passed, N failed` that totals every runner.
import { spawnSync } from 'node:child_process';
import { readFileSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { runEndToEnd } from './e2e.mjs';

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

/**
 * Adds a runner's counts. A runner that exits non-zero without a failed test to show for it (its
 * web server could not start, its report is missing) counts as one failure: a run in which the
 * tests never ran is not a pass.
 */
function count(exitedOk, report) {
  const counts = report ?? { passed: 0, failed: 0 };
  passed += counts.passed;
  failed += counts.failed;
  if (!exitedOk && counts.failed === 0) failed += 1;
}
const readReport = (file) =>
  existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;

const jestReport = path.join(reports, 'jest.json');
rmSync(jestReport, { force: true });
const unitOk = run('unit', 'npx', ['jest', '--ci', '--json', `--outputFile=${jestReport}`]);
const unit = readReport(jestReport);
count(
  unitOk,
  unit && {
    passed: unit.numPassedTests,
    failed: unit.numFailedTests + (unit.numRuntimeErrorTestSuites ?? 0),
  },
);

console.info('\n[test] end-to-end: npx playwright test (scripts/e2e.mjs)');
// A flaky test (failed, then passed on retry) counts as failed: a pass needs a clean first run.
for (const { ok, stats } of await runEndToEnd([], reports)) {
  if (stats?.flaky > 0) console.info(`end-to-end: ${stats.flaky} flaky (counted as failed)`);
  count(ok, stats && { passed: stats.expected, failed: stats.unexpected + stats.flaky });
}

console.info(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
