import { parsePlatformDate } from './dates';

test('takes the date forms real clients send, as the platform does', () => {
  expect(parsePlatformDate('2020-01-01')).toBe(Date.UTC(2020, 0, 1));
  expect(parsePlatformDate('2020-01-01T10:30:00Z')).toBe(Date.UTC(2020, 0, 1, 10, 30));
  expect(parsePlatformDate('2020-01-01T10:30:00.1230000Z')).toBe(
    Date.UTC(2020, 0, 1, 10, 30, 0, 123),
  );
  expect(parsePlatformDate('1/31/2020')).toBe(Date.UTC(2020, 0, 31));
  for (const bad of ['', 'yesterday', '2020-13-45', undefined, 5]) {
    expect(parsePlatformDate(bad)).toBeUndefined();
  }
});
