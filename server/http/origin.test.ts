/** @jest-environment node */
import type { FastifyRequest } from 'fastify';
import { isSiteUrl, siteOrigin } from './origin';

const request = (protocol: string | undefined, encrypted = false, host = '127.0.0.1:9000') =>
  ({ protocol, host, raw: { socket: { encrypted } } }) as unknown as FastifyRequest;

describe('siteOrigin', () => {
  it('is DEVCENTER_SITE_URL when set, whatever the request', () => {
    const site = 'https://developers.example';
    expect(siteOrigin(request('http://evil.example/?'), { siteUrl: site })).toBe(site);
  });

  it('is the request host over http or https only when unset', () => {
    expect(siteOrigin(request('http://evil.example/?'), { siteUrl: undefined })).toBe(
      'http://127.0.0.1:9000',
    );
  });
});

describe('isSiteUrl', () => {
  const origin = 'http://127.0.0.1:9000';
  it.each([origin, `${origin}/`, `${origin}/docs/esign-rest-api/?x=1#y`])('accepts %s', (url) => {
    expect(isSiteUrl(url, origin)).toBe(true);
  });

  it.each([
    'http://127.0.0.1:9000\\@evil.example/',
    'http://127.0.0.1:9000@evil.example/',
    'http://user:pass@127.0.0.1:9000/',
    'http://user@127.0.0.1:9000/',
    'http://127.0.0.1:9000.evil.example/',
    'http://127.0.0.1:90000/',
    'https://127.0.0.1:9000/',
    'HTTP://127.0.0.1:9000/',
    'http://127.0.0.1:9000/\n',
    'http://127.0.0.1:9000/\u0000',
    ' http://127.0.0.1:9000/',
    'http://127.0.0.1:09000/',
    '//127.0.0.1:9000/',
    '/docs/',
    'not a url',
    '',
  ])('refuses %j', (url) => {
    expect(isSiteUrl(url, origin)).toBe(false);
  });

  it('refuses anything but a string', () => {
    expect(isSiteUrl(['http://127.0.0.1:9000/'], origin)).toBe(false);
    expect(isSiteUrl(undefined, origin)).toBe(false);
  });
});
