/** @jest-environment node */
// Delivery judges the listener again when it sends (listenerAdmission.test.ts: where it is given):
// a listed name whose DNS answer moved inside the network since is refused before any connection.
// The outbound guard makes a connection attempt fail with its own error, so the recorded error
// being the policy's proves none was made.
import { listen, type Listener } from './__fixtures__/listeners';
import { installOutboundGuard, removeOutboundGuard } from '../../../test-support/outboundGuard';
import {
  ENGINES,
  envelopeDefinition,
  eventually,
  startPlatform,
  type Platform,
} from '../test-support/connectPlatform';

describe.each(ENGINES)('where Connect delivers, on $engine', (engine) => {
  let platform: Platform;
  let listener: Listener;
  // What the listed names resolve to, as the test's resolver answers (no DNS server is asked):
  // changed by a test after the configuration was admitted, as a DNS answer can change.
  const addressOf: Record<string, string> = {};
  beforeAll(async () => {
    listener = await listen((_, response) => response.end());
    platform = await startPlatform(engine, {
      connect: {
        everyMs: 50,
        policy: {
          allowedOrigins: ['hooks', 'moving'].map(
            (name) => `http://${name}.example.test:${listener.port}`,
          ),
          resolve: async (host) => {
            const address = addressOf[host];
            return address ? [{ address, family: address.includes(':') ? 6 : 4 }] : [];
          },
        },
      },
    });
  });
  afterAll(async () => {
    await listener.close();
    await platform.close();
  });

  const configure = async (host: string) => {
    const configured = await platform.call('POST', `${platform.account}/connect`, {
      name: host,
      urlToPublishTo: `http://${host}:${listener.port}/connect`,
      events: ['envelope-sent'],
      requireAcknowledgment: false,
    });
    expect(configured.status).toBe(201);
    return (await configured.json()).connectId as string;
  };

  describe('under the outbound guard', () => {
    beforeAll(installOutboundGuard);
    afterAll(removeOutboundGuard);

    it.each([
      ['10.1.2.3', 'moving.example.test resolves to 10.1.2.3, where listeners are not allowed'],
      [
        '::ffff:a9fe:a9fe',
        'moving.example.test resolves to 169.254.169.254, where listeners are not allowed',
      ],
    ])(
      'refuses a listed name that resolves to %s by the time it is sent, without connecting',
      async (address, reason) => {
        addressOf['moving.example.test'] = '93.184.216.34';
        const connectId = await configure('moving.example.test');
        addressOf['moving.example.test'] = address;
        const sent = await platform.call(
          'POST',
          `${platform.account}/envelopes`,
          envelopeDefinition({ status: 'sent' }),
        );
        const { envelopeId } = await sent.json();
        const delivery = await eventually(async () => {
          const { deliveries } = await (
            await platform.call('GET', `${platform.management}/deliveries`)
          ).json();
          const found = deliveries.find(
            (item: { envelopeId: string }) => item.envelopeId === envelopeId,
          );
          return found?.status === 'failed' ? found : undefined;
        });
        expect(delivery.lastError).toBe(reason);
        expect(delivery.lastStatusCode).toBeUndefined();
        await platform.call('DELETE', `${platform.account}/connect/${connectId}`);
      },
    );
  });

  // Not under the guard: it refuses any host name, and the listed name is connected to by name
  // (at the address the policy resolved).
  it('delivers to an allow-listed origin', async () => {
    addressOf['hooks.example.test'] = '127.0.0.1';
    const connectId = await configure('hooks.example.test');
    await platform.call(
      'POST',
      `${platform.account}/envelopes`,
      envelopeDefinition({ status: 'sent' }),
    );
    await eventually(() => (listener.received.length === 1 ? true : undefined));
    expect(listener.received[0].headers.host).toBe(`hooks.example.test:${listener.port}`);
    await platform.call('DELETE', `${platform.account}/connect/${connectId}`);
  });
});
