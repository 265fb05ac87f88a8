/** @jest-environment node */
import { specOperationIndex } from '../standalone/operationIndex';
import { ADMIN, signIn, startSandbox, type RunningSandbox } from '../test-support/sandbox';
import { KNOWN_PROBLEMS, problemKey } from './knownProblems';
import { sweepPlatform, type SweepReport } from './sweep';

// Every operation of every bundled spec against the embedded platform, as an integration calls
// them (sweep.ts). A problem fails the test unless knownProblems.ts lists it with its reason,
// and a listed problem that no longer occurs fails it too: the list stays exact, and shrinks as
// the platform's answers are made consistent.

let sandbox: RunningSandbox;
let report: SweepReport;
beforeAll(async () => {
  sandbox = await startSandbox();
  const token = (await signIn(sandbox)).access_token;
  report = await sweepPlatform(await specOperationIndex(), {
    apiBase: sandbox.base,
    accountId: ADMIN.accountId,
    token,
    email: ADMIN.email,
  });
}, 90_000);
afterAll(() => sandbox?.close());

it('calls every operation of every bundled spec', () => {
  expect(report.operations).toBeGreaterThan(150);
  // Most operations reach what the sweep created or listed, not only made-up ids.
  expect(report.unreached.length).toBeLessThan(report.operations / 4);
  expect(report.listsChecked).toBeGreaterThan(10);
});

it('finds no problem but the known ones', () => {
  const found = [...new Set(report.problems.map(problemKey))];
  const unexpected = report.problems
    .filter((problem) => !(problemKey(problem) in KNOWN_PROBLEMS))
    .map((problem) => `${problemKey(problem)}: ${problem.detail}`);
  expect(unexpected).toEqual([]);
  // Fixed: take it off knownProblems.ts.
  expect(Object.keys(KNOWN_PROBLEMS).filter((key) => !found.includes(key))).toEqual([]);
});
