/** @jest-environment node */
// Every address here but loopback is one the delivery must never reach: the outbound guard makes
// any connection to it fail loudly, so a bug shows as the guard's error, not as traffic.
import { installOutboundGuard, removeOutboundGuard } from '../../test-support/outboundGuard';
import { deliver } from './deliver';
import { checkListener, type ListenerPolicy } from './listenerPolicy';

beforeAll(installOutboundGuard);
afterAll(removeOutboundGuard);

const resolvingTo =
  (...addresses: string[]): ListenerPolicy['resolve'] =>
  async () =>
    addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));

describe('checkListener', () => {
  it.each([
    'http://127.0.0.1:3000/hook',
    'http://127.8.9.10/',
    'http://[::1]:8080/x',
    'http://localhost:4000/',
  ])('allows loopback listener %s', async (url) => {
    expect(await checkListener(url)).toMatchObject({ allowed: true });
  });

  it.each([
    ['http://10.1.2.3/hook', 'http://10.1.2.3 is not an allowed listener origin'],
    [
      'https://hooks.example.com/connect',
      'https://hooks.example.com is not an allowed listener origin',
    ],
    ['http://169.254.169.254/latest/meta-data', 'is not an allowed listener origin'],
    ['ftp://127.0.0.1/', 'must be http or https'],
    ['http://user:secret@127.0.0.1/', 'must not carry credentials'],
    ['not a url', 'not an absolute URL'],
  ])('refuses %s', async (url, reason) => {
    const check = await checkListener(url);
    expect(check.allowed).toBe(false);
    expect(!check.allowed && check.reason).toContain(reason);
  });

  it('allows a listed origin whose name resolves to public addresses only', async () => {
    const policy = {
      allowedOrigins: ['https://hooks.example.com/any/path'],
      resolve: resolvingTo('93.184.216.34'),
    };
    expect(await checkListener('https://hooks.example.com/connect', policy)).toMatchObject({
      allowed: true,
    });
    expect(await checkListener('https://hooks.example.com:8443/connect', policy)).toMatchObject({
      allowed: false,
    });
  });

  it.each([
    ['a private address', ['10.0.0.7']],
    ['the cloud metadata address', ['169.254.169.254']],
    ['the unspecified address', ['0.0.0.0']],
    ['an IPv4-mapped private address', ['::ffff:192.168.1.20']],
    ['one bad address among good ones', ['93.184.216.34', '172.16.5.4']],
  ])('refuses a listed name that resolves to %s', async (_, addresses) => {
    const policy = {
      allowedOrigins: ['https://hooks.example.com'],
      resolve: resolvingTo(...addresses),
    };
    const check = await checkListener('https://hooks.example.com/connect', policy);
    expect(check).toMatchObject({ allowed: false });
    expect(!check.allowed && check.reason).toMatch(
      /resolves to .* where listeners are not allowed/,
    );
  });

  it('refuses localhost when it resolves away from loopback', async () => {
    const check = await checkListener('http://localhost:3000/', {
      resolve: resolvingTo('192.168.1.2'),
    });
    expect(check).toMatchObject({ allowed: false });
  });

  it('lets an operator allow private addresses, or name a private IP outright', async () => {
    const named = { allowedOrigins: ['http://hooks.internal'], resolve: resolvingTo('10.0.0.7') };
    expect(await checkListener('http://hooks.internal/', named)).toMatchObject({ allowed: false });
    expect(
      await checkListener('http://hooks.internal/', { ...named, allowPrivateAddresses: true }),
    ).toMatchObject({
      allowed: true,
    });
    expect(
      await checkListener('http://10.0.0.7:9000/', { allowedOrigins: ['http://10.0.0.7:9000'] }),
    ).toMatchObject({
      allowed: true,
    });
  });
});

describe('deliver to a listener it may not reach', () => {
  it.each([
    ['an address off the allow-list', 'http://10.1.2.3/hook', {}],
    [
      'an allow-listed name resolving inside the network',
      'https://hooks.example.com/connect',
      { allowedOrigins: ['https://hooks.example.com'], resolve: resolvingTo('10.0.0.7') },
    ],
  ])('refuses %s without connecting', async (_, url, policy: ListenerPolicy) => {
    const result = await deliver(url, '{}', {}, policy);
    expect(result.ok).toBe(false);
    expect(result.status).toBeUndefined();
    expect(result.error).toMatch(/not an allowed listener origin|where listeners are not allowed/);
    expect(result.error).not.toMatch(/outbound guard/);
  });
});
