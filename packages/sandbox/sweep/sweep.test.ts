/** @jest-environment node */
import { specOperationIndex } from '../standalone/operationIndex';
import { ADMIN, signIn, startSandbox, type RunningSandbox } from '../test-support/sandbox';
import { sweepPlatform, type SweepReport } from './sweep';

let sandbox: RunningSandbox;
let report: SweepReport;
beforeAll(async () => {
  sandbox = await startSandbox();
  const token = (await signIn(sandbox)).access_token;
  report = await sweepPlatform(await specOperationIndex(), {
    apiBase: sandbox.base,
    accountId: ADMIN.accountId,
    token,
  });
}, 180_000);
afterAll(() => sandbox?.close());

it('prints', () => {
  console.log(JSON.stringify({ ...report, problems: undefined }, null, 1));
  for (const p of report.problems) console.log(`${p.kind} | ${p.operation} | ${p.detail}`);
});
