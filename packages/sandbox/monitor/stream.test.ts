import { ipv4Of } from './events';
import { decodeCursor, encodeCursor, STREAM_WINDOW_MS } from './stream';

const NOW = Date.UTC(2026, 10, 28, 12);

it('reads back the cursors it hands out, and only those', () => {
  const position = { at: NOW - 5000, id: '5b8a0f2e-3c41-4d6e-9f1a-2b7c8d9e0f13' };
  expect(decodeCursor(encodeCursor(position), NOW)).toEqual(position);
  expect(decodeCursor(encodeCursor({ at: NOW, id: '' }), NOW)).toEqual({ at: NOW, id: '' });
  expect(decodeCursor('bm90LWEtY3Vyc29y', NOW)).toBeUndefined();
  expect(decodeCursor('not a cursor', NOW)).toBeUndefined();
});

it('takes a date-time as the start, no earlier than the seven days kept', () => {
  const at = Date.parse('2026-11-28T10:00:00Z');
  expect(decodeCursor('2026-11-28T10:00:00Z', NOW)).toEqual({ at: at - 1, id: 'z' });
  expect(decodeCursor('2020-01-01', NOW)).toEqual({ at: NOW - STREAM_WINDOW_MS - 1, id: 'z' });
});

it('answers addresses as IPv4, unwrapping mapped and loopback IPv6', () => {
  expect(ipv4Of('203.0.113.7')).toBe('203.0.113.7');
  expect(ipv4Of('::ffff:127.0.0.1')).toBe('127.0.0.1');
  expect(ipv4Of('::1')).toBe('127.0.0.1');
  expect(ipv4Of('2001:db8::1')).toBeUndefined();
  expect(ipv4Of(undefined)).toBeUndefined();
});
