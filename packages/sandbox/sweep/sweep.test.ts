/** @jest-environment node */
import { sweepRegistry, type RegistrySweep } from '../test-support/sweepRegistry';

// Every operation of every bundled spec against the embedded platform, as an integration calls
// them (sweep.ts). A problem fails the test unless knownProblems.ts lists it with its reason,
// and a listed problem that no longer occurs fails it too: the list stays exact, and shrinks as
// the platform's answers are made consistent. `npm run sweep` prints the same for any registry.

let sweep: RegistrySweep;
beforeAll(async () => {
  sweep = await sweepRegistry();
}, 90_000);

it('calls every operation of every bundled spec', () => {
  const { report } = sweep;
  expect(report.operations).toBeGreaterThan(150);
  // Most operations reach what the sweep created or listed, not only made-up ids.
  expect(report.unreached.length).toBeLessThan(report.operations / 4);
  expect(report.listsChecked).toBeGreaterThan(10);
});

it('finds no problem but the known ones', () => {
  expect(sweep.unexpected).toEqual([]);
  // Fixed: take it off knownProblems.ts.
  expect(sweep.gone).toEqual([]);
});
