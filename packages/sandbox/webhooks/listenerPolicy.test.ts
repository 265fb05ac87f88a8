/** @jest-environment node */
// Every address here but loopback is one the delivery must never reach: the outbound guard makes
// any connection to it fail loudly, so a bug shows as the guard's error, not as traffic.
import { installOutboundGuard, removeOutboundGuard } from '../../../test-support/outboundGuard';
import { deliver } from './deliver';
import { addressKind } from './addresses';
import { admitListener, checkListener, type ListenerPolicy } from './listenerPolicy';

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

describe('addressKind', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['::1', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['::ffff:a9fe:a9fe', 'never'],
    ['::ffff:169.254.169.254', 'never'],
    ['::ffff:0:a9fe:a9fe', 'never'],
    ['::a9fe:a9fe', 'never'],
    ['64:ff9b::a9fe:a9fe', 'never'],
    ['2002:a9fe:a9fe::1', 'never'],
    ['::ffff:a00:1', 'private'],
    ['10.0.0.1', 'private'],
    ['fd00::1', 'private'],
    ['100.64.0.1', 'private'],
    ['169.254.169.254', 'never'],
    ['fe80::1', 'never'],
    ['0.0.0.0', 'never'],
    ['::', 'never'],
    ['192.0.2.1', 'never'],
    ['255.255.255.255', 'never'],
    ['93.184.216.34', 'public'],
    ['2606:4700::1', 'public'],
    ['not an address', 'never'],
  ])('%s is %s', (address, kind) => {
    expect(addressKind(address)).toBe(kind);
  });
});

describe('admitListener: the same rules where a listener is given', () => {
  const counting = () => {
    const asked: string[] = [];
    const resolve: ListenerPolicy['resolve'] = async (host) => {
      asked.push(host);
      return [{ address: '93.184.216.34', family: 4 }];
    };
    return { asked, resolve };
  };

  it.each([
    'http://127.0.0.1:3000/hook',
    'http://127.1/',
    'http://0x7f.0.0.1/',
    'http://[::1]:8080/x',
    'http://[::ffff:127.0.0.1]/',
    'http://localhost:4000/',
  ])('admits loopback %s without looking any name up', async (url) => {
    const { asked, resolve } = counting();
    expect(await admitListener(url, { resolve })).toMatchObject({ allowed: true });
    expect(asked).toEqual([]);
  });

  it.each([
    ['http://169.254.169.254/', 'is not an allowed listener origin'],
    ['http://[::ffff:a9fe:a9fe]/', 'is not an allowed listener origin'],
    ['http://2852039166/', 'http://169.254.169.254 is not an allowed'],
    ['http://0251.0376.0251.0376/', 'http://169.254.169.254 is not an allowed'],
    ['http://169.254.169.254./', 'http://169.254.169.254 is not an allowed'],
    ['http://127.0.0.1@169.254.169.254/', 'must not carry credentials'],
    ['http://metadata.google.internal/', 'cloud metadata service'],
    ['http://metadata.google.internal./', 'cloud metadata service'],
    ['http://localhost./', 'http://localhost. is not an allowed'],
  ])('refuses %s statically, without looking any name up', async (url, reason) => {
    const { asked, resolve } = counting();
    const check = await admitListener(url, { resolve });
    expect(check).toMatchObject({ allowed: false });
    expect(!check.allowed && check.reason).toContain(reason);
    expect(asked).toEqual([]);
  });

  it('judges an allow-listed IP literal without a lookup, and never a link-local one', async () => {
    const { asked, resolve } = counting();
    const listed = ['http://[::ffff:a9fe:a9fe]', 'http://169.254.169.254', 'http://10.0.0.7'];
    const policy = { allowedOrigins: listed, resolve };
    expect(await admitListener('http://[::ffff:a9fe:a9fe]/', policy)).toMatchObject({
      allowed: false,
      reason: '::ffff:a9fe:a9fe resolves to 169.254.169.254, where listeners are not allowed',
    });
    expect(await admitListener('http://169.254.169.254/', policy)).toMatchObject({
      allowed: false,
    });
    expect(await admitListener('http://10.0.0.7/', policy)).toMatchObject({ allowed: true });
    expect(asked).toEqual([]);
  });

  it('resolves an allow-listed name and refuses it where delivery would', async () => {
    const policy = (address: string) => ({
      allowedOrigins: ['https://hooks.example.com'],
      resolve: resolvingTo(address),
    });
    expect(
      await admitListener('https://hooks.example.com/connect', policy('93.184.216.34')),
    ).toMatchObject({ allowed: true });
    for (const address of ['169.254.169.254', '::ffff:a9fe:a9fe', '10.0.0.7']) {
      const check = await admitListener('https://hooks.example.com/connect', policy(address));
      expect(check).toMatchObject({ allowed: false });
      expect(!check.allowed && check.reason).toMatch(/where listeners are not allowed/);
    }
  });

  it('refuses an allow-listed name that does not resolve in time, or at all', async () => {
    const allowedOrigins = ['https://hooks.example.com'];
    const never = await admitListener(
      'https://hooks.example.com/',
      { allowedOrigins, resolve: () => new Promise(() => undefined) },
      50,
    );
    expect(never).toEqual({
      allowed: false,
      reason: 'hooks.example.com could not be resolved within 50 ms',
    });
    const failing = await admitListener('https://hooks.example.com/', {
      allowedOrigins,
      resolve: async () => {
        throw new Error('ENOTFOUND');
      },
    });
    expect(failing).toEqual({ allowed: false, reason: 'hooks.example.com could not be resolved' });
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
