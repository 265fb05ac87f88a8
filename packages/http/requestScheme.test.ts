/** @jest-environment node */
import type { FastifyRequest } from 'fastify';
import { requestScheme } from './requestScheme';

const request = (protocol: string | undefined, encrypted = false) =>
  ({ protocol, raw: { socket: { encrypted } } }) as unknown as FastifyRequest;

describe('requestScheme', () => {
  it.each([
    ['http', false, 'http'],
    ['https', false, 'https'],
    [' HTTPS ', false, 'https'],
    ['http://evil.example/?', false, 'http'],
    ['http://evil.example/?', true, 'https'],
    ['javascript', false, 'http'],
    ['', true, 'https'],
    [undefined, false, 'http'],
  ])('protocol %j on a %s TLS socket → %s', (protocol, encrypted, scheme) => {
    expect(requestScheme(request(protocol, encrypted))).toBe(scheme);
  });
});
