/** @jest-environment node */
import { safeReturnTo, withFlag } from './returnTo';

describe('safeReturnTo', () => {
  it.each([
    ['/docs/esign-rest-api/', '/docs/esign-rest-api/'],
    ['/tools/api-explorer/?x=1#h', '/tools/api-explorer/?x=1#h'],
    ['/docs/../token-generator/', '/token-generator/'],
    // Encoded line breaks stay encoded in the Location header: harmless.
    ['/%0d%0aSet-Cookie:x', '/%0d%0aSet-Cookie:x'],
  ])('keeps the same-site path %s', (value, expected) => {
    expect(safeReturnTo(value)).toBe(expected);
  });

  it.each([
    undefined,
    '',
    'docs/',
    'https://evil.example/',
    '//evil.example',
    '/\\evil.example',
    '/docs\n/',
    '/auth/login',
    `/${'a'.repeat(3000)}`,
  ])('refuses %j', (value) => {
    expect(safeReturnTo(value)).toBe('/');
  });

  it('adds a flag to the query', () => {
    expect(withFlag('/tools/?a=1#top', 'login_error', 'access_denied')).toBe(
      '/tools/?a=1&login_error=access_denied#top',
    );
  });
});
