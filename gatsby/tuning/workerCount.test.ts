import { gatsbyCpuCount } from './workerCount';

test('two workers on a machine of one or two cores', () => {
  expect(gatsbyCpuCount({}, 1)).toBe('3');
  expect(gatsbyCpuCount({}, 2)).toBe('3');
});

test("a larger machine keeps Gatsby's own count, and the environment has the last word", () => {
  expect(gatsbyCpuCount({}, 8)).toBeUndefined();
  expect(gatsbyCpuCount({ GATSBY_CPU_COUNT: 'logical_cores' }, 2)).toBe('logical_cores');
});
