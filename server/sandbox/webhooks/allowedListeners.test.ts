/** @jest-environment node */
// Listeners off this machine are refused unless allow-listed, before any connection: the
// outbound guard makes a connection attempt fail with its own error, so the recorded error being
// the policy's proves none was made.
import { listen, type Listener } from '../connect/__fixtures__/listeners';
import { installOutboundGuard, removeOutboundGuard } from '../../test-support/outboundGuard';
import {
  ENGINES,
  envelopeDefinition,
  eventually,
  startPlatform,
  type Platform,
} from '../../test-support/connectPlatform';

describe.each(ENGINES)('where Connect delivers, on $engine', (engine) => {
  let platform: Platform;
  let listener: Listener;
  beforeAll(async () => {
    listener = await listen((_, response) => response.end());
    platform = await startPlatform(engine, {
      connect: {
        everyMs: 50,
        policy: {
          // An allow-listed name, resolved by the test (no DNS server is asked) to loopback.
          allowedOrigins: [`http://hooks.example.test:${listener.port}`],
          resolve: async (host) =>
            host === 'hooks.example.test' ? [{ address: '127.0.0.1', family: 4 }] : [],
        },
      },
    });
  });
  afterAll(async () => {
    await listener.close();
    await platform.close();
  });

  describe('under the outbound guard', () => {
    beforeAll(installOutboundGuard);
    afterAll(removeOutboundGuard);

    it.each([
      [
        'http://10.1.2.3:8080/connect',
        'http://10.1.2.3:8080 is not an allowed listener origin (loopback or the allow-list)',
      ],
      [
        'http://169.254.169.254/latest',
        'http://169.254.169.254 is not an allowed listener origin (loopback or the allow-list)',
      ],
      [
        'https://hooks.example.com/connect',
        'https://hooks.example.com is not an allowed listener origin (loopback or the allow-list)',
      ],
    ])('refuses %s without connecting, and records why', async (url, reason) => {
      const configured = await platform.call('POST', `${platform.account}/connect`, {
        name: 'Elsewhere',
        urlToPublishTo: url,
        events: ['envelope-sent'],
        requireAcknowledgment: false,
      });
      const { connectId } = await configured.json();
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
    });
  });

  // Not under the guard: it refuses any host name, and the listed name is connected to by name
  // (at the address the policy resolved).
  it('delivers to an allow-listed origin', async () => {
    const configured = await platform.call('POST', `${platform.account}/connect`, {
      name: 'Listed',
      urlToPublishTo: `http://hooks.example.test:${listener.port}/connect`,
      events: ['envelope-sent'],
    });
    const { connectId } = await configured.json();
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
