/** @jest-environment node */
// Listener URLs that delivery would always refuse are refused where they are given: a Connect
// configuration (POST and PUT) and an envelope's eventNotification, 400 INVALID_REQUEST_PARAMETER
// naming the field. Under the outbound guard, so nothing can leave loopback; with a resolver that
// records what it is asked, so the loopback-only policy is seen to look no name up.
import { installOutboundGuard, removeOutboundGuard } from '../../../test-support/outboundGuard';
import {
  ENGINES,
  envelopeDefinition,
  startPlatform,
  type Platform,
} from '../test-support/connectPlatform';

// Twenty listener URLs the delivery refuses on a loopback-only platform: cloud metadata in every
// spelling, private and link-local ranges, names that are not loopback, credentials.
const REFUSED = [
  'http://169.254.169.254/',
  'http://169.254.169.254/latest/meta-data/iam/security-credentials/',
  'http://[::ffff:a9fe:a9fe]/',
  'http://[::ffff:169.254.169.254]/latest',
  'http://2852039166/',
  'http://0xa9fea9fe/',
  'http://0251.0376.0251.0376/',
  'http://169.254.169.254./',
  'http://metadata.google.internal/computeMetadata/v1/',
  'http://metadata.google.internal./',
  'http://127.0.0.1@169.254.169.254/',
  'http://10.0.0.1/',
  'http://192.168.1.1:8080/hook',
  'http://172.16.0.1/',
  'http://100.64.0.1/',
  'http://0.0.0.0:9000/',
  'http://[::]/',
  'http://[fe80::1]/',
  'http://[fd00::1]/',
  'https://hooks.example.com/connect',
];

describe('listener URLs refused where they are given', () => {
  const [sqlite] = ENGINES;
  const asked: string[] = [];
  let platform: Platform;
  beforeAll(async () => {
    installOutboundGuard();
    platform = await startPlatform(sqlite, {
      connect: {
        policy: {
          resolve: async (host) => {
            asked.push(host);
            return [{ address: '127.0.0.1', family: 4 }];
          },
        },
      },
    });
  });
  afterAll(async () => {
    await platform.close();
    removeOutboundGuard();
  });

  const configure = (urlToPublishTo: string) =>
    platform.call('POST', `${platform.account}/connect`, {
      name: 'Elsewhere',
      urlToPublishTo,
      events: ['envelope-sent'],
    });

  it('takes twenty listener URLs the delivery would refuse as twenty distinct cases', () => {
    expect(new Set(REFUSED).size).toBe(20);
  });

  it.each(REFUSED)('refuses a configuration publishing to %s', async (url) => {
    const response = await configure(url);
    expect(response.status).toBe(400);
    const answer = await response.json();
    expect(answer.errorCode).toBe('INVALID_REQUEST_PARAMETER');
    expect(answer.message).toMatch(
      /^The field "urlToPublishTo" is not a listener Connect may deliver to \(.+\)\.$/,
    );
  });

  it.each(REFUSED)('refuses an envelope whose eventNotification.url is %s', async (url) => {
    const response = await platform.call(
      'POST',
      `${platform.account}/envelopes`,
      envelopeDefinition({
        status: 'sent',
        eventNotification: { url, envelopeEvents: [{ envelopeEventStatusCode: 'Sent' }] },
      }),
    );
    expect(response.status).toBe(400);
    const answer = await response.json();
    expect(answer.errorCode).toBe('INVALID_REQUEST_PARAMETER');
    expect(answer.message).toContain('"eventNotification.url" is not a listener');
  });

  it('refuses a PUT that moves a configuration off loopback, and keeps the listener it had', async () => {
    const created = await configure('http://127.0.0.1:9/connect');
    expect(created.status).toBe(201);
    const { connectId } = await created.json();
    const moved = await platform.call('PUT', `${platform.account}/connect`, {
      connectId,
      urlToPublishTo: 'http://[::ffff:a9fe:a9fe]/',
    });
    expect(moved.status).toBe(400);
    expect((await moved.json()).message).toContain(
      '"urlToPublishTo" is not a listener Connect may deliver to (http://[::ffff:a9fe:a9fe] is not an allowed listener origin',
    );
    const renamed = await platform.call('PUT', `${platform.account}/connect`, {
      connectId,
      name: 'Renamed',
    });
    expect(renamed.status).toBe(200);
    expect(await renamed.json()).toMatchObject({
      name: 'Renamed',
      urlToPublishTo: 'http://127.0.0.1:9/connect',
    });
  });

  it('takes loopback listeners in any spelling, as delivery does, and looked no name up', async () => {
    for (const url of ['http://localhost:9/a', 'http://127.1:9/b', 'http://[::1]:9/c']) {
      expect((await configure(url)).status).toBe(201);
    }
    expect(asked).toEqual([]);
  });
});

describe('an allow-listed name is resolved where it is given', () => {
  const [sqlite] = ENGINES;
  let platform: Platform;
  const addressOf: Record<string, string> = {
    'hooks.example.test': '93.184.216.34',
    'inside.example.test': '10.0.0.7',
    'metadata.example.test': '169.254.169.254',
    'mapped.example.test': '::ffff:a9fe:a9fe',
  };
  beforeAll(async () => {
    installOutboundGuard();
    platform = await startPlatform(sqlite, {
      connect: {
        policy: {
          allowedOrigins: Object.keys(addressOf).map((host) => `https://${host}`),
          resolve: async (host) => {
            const address = addressOf[host];
            return address ? [{ address, family: address.includes(':') ? 6 : 4 }] : [];
          },
        },
      },
    });
  });
  afterAll(async () => {
    await platform.close();
    removeOutboundGuard();
  });

  it('admits one resolving to public addresses, refuses those resolving elsewhere', async () => {
    const configure = (host: string) =>
      platform.call('POST', `${platform.account}/connect`, {
        name: host,
        urlToPublishTo: `https://${host}/connect`,
        events: ['envelope-sent'],
      });
    expect((await configure('hooks.example.test')).status).toBe(201);
    for (const [host, address] of [
      ['inside.example.test', '10.0.0.7'],
      ['metadata.example.test', '169.254.169.254'],
      ['mapped.example.test', '169.254.169.254'],
    ]) {
      const refused = await configure(host);
      expect(refused.status).toBe(400);
      expect((await refused.json()).message).toContain(
        `${host} resolves to ${address}, where listeners are not allowed`,
      );
    }
  });
});
