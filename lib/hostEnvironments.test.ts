/** @jest-environment node */
import { HOST_ENVIRONMENTS, isHostEnvironment } from './hostEnvironments';

it('lists the ten host environments of docs/behaviour.md §9, in order', () => {
  expect(HOST_ENVIRONMENTS.join(' ')).toBe('demo stage na1 na2 na3 na4 eu ca au jp1');
});

it('tells a host environment from any other name', () => {
  expect(isHostEnvironment('eu')).toBe(true);
  expect(isHostEnvironment('EU')).toBe(false);
  expect(isHostEnvironment('na5')).toBe(false);
});
