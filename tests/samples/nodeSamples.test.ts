/** @jest-environment node */
import { operationSample } from '../../lib/samples/samples';
import knownFailures from './knownFailures.json';
import { runNodeSamples } from './nodeRunner';
import { NODE_SDK_APIS, startSamplePlatform, type SamplePlatform } from './platformRun';
import { runSamples, type SampleResult } from './runSamples';

// Issue 37: the Node.js sample of every operation of every API with an official Node SDK on npm
// (the SDK's call where it has the method, plain fetch where not), run unchanged against the
// embedded platform: ids from earlier samples' answers, judged by the platform's answers on the
// wire. What fails is in knownFailures.json with the reason, exactly.

let platform: SamplePlatform;
let results: SampleResult[];

beforeAll(async () => {
  platform = await startSamplePlatform();
  results = await runSamples({
    apis: await platform.apis(NODE_SDK_APIS),
    proxy: platform.proxy,
    accountId: platform.accountId,
    token: platform.token,
    dir: platform.dir,
    readerValues: platform.readerValues,
    render: (model, target) => operationSample(model, target, 'node').code,
    runner: runNodeSamples,
  });
}, 480_000);
afterAll(() => platform?.stop());

const known = knownFailures.node as Record<string, Record<string, string>>;

it('runs the Node.js sample of every operation of the six APIs', () => {
  const byApi = Object.fromEntries(
    NODE_SDK_APIS.map((api) => [api, results.filter((result) => result.api === api).length]),
  );
  expect(byApi).toEqual({
    'esignature-v2.1': 75,
    'click-v1': 11,
    'admin-v2.1': 13,
    'rooms-v2': 12,
    'monitor-v2.0': 5,
    'webforms-1.1.0': 7,
  });
});

it('answers 2xx to at least 95% of the eSignature samples', () => {
  const esign = results.filter((result) => result.api === 'esignature-v2.1');
  expect(esign.filter((result) => result.passed).length / esign.length).toBeGreaterThanOrEqual(
    0.95,
  );
});

it.each(NODE_SDK_APIS)('fails in %s exactly the samples knownFailures.json lists', (api) => {
  // A sample that now passes must leave the list; one that newly fails shows here with its reason.
  const listed = known[api] ?? {};
  const failing = Object.fromEntries(
    results
      .filter((result) => result.api === api && !result.passed)
      .map((result) => [result.key, listed[result.key] ?? `NEW: ${result.reason}`]),
  );
  expect(failing).toEqual(listed);
});
