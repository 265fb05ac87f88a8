/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sweepRegistry, type RegistrySweep } from '../test-support/sweepRegistry';

// The sweep runs against the registry a build is given (DEVCENTER_API_REGISTRY), not only the
// bundled one: here a registry of the Click API alone, whose entry names its own route.

const bundled = path.resolve(__dirname, '../../../content/apis/registry.json');
let sweep: RegistrySweep;
beforeAll(async () => {
  const click = (JSON.parse(fs.readFileSync(bundled, 'utf8')) as { swaggerName: string }[]).find(
    (entry) => entry.swaggerName === 'click-v1',
  );
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sweep-registry-'));
  const registry = path.join(dir, 'registry.json');
  fs.writeFileSync(registry, JSON.stringify([{ ...click, route: '/docs/agreements-api' }]));
  process.env.DEVCENTER_API_REGISTRY = registry;
  sweep = await sweepRegistry();
}, 90_000);
afterAll(() => {
  delete process.env.DEVCENTER_API_REGISTRY;
});

it("sweeps that registry's operations only, with its known problems", () => {
  const swept = new Set(sweep.report.problems.map((problem) => problem.operation.split(' ')[0]));
  expect([...swept].filter((name) => name !== 'click-v1')).toEqual([]);
  // The Click spec's eleven operations (on eight paths), each once, most of them answered.
  expect(sweep.report.operations).toBe(11);
  expect(sweep.report.succeeded).toBeGreaterThan(8);
  expect(sweep.unexpected).toEqual([]);
  // Known problems of APIs not in the registry are not counted as fixed.
  expect(sweep.gone).toEqual([]);
});
