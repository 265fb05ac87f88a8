/** @jest-environment node */
import { isHashValid } from './__fixtures__/documentedHmac.cjs';
import { listen, type Listener } from './__fixtures__/listeners';
import {
  ENGINES,
  envelopeDefinition,
  eventually,
  startPlatform,
  type Platform,
} from '../test-support/connectPlatform';

// Deliveries end to end: an envelope sent through the API, the worker POSTing to real loopback
// listeners, the attempts read back through the management API and the Connect log. Retries
// follow a quick schedule (the platform's waits 15 s before the first).
const QUICK = { firstDelayMs: 150, maxDelayMs: 600, giveUpAfterMs: 2000 };

interface Delivery {
  deliveryId: string;
  event: string;
  status: string;
  attempts: number;
  lastStatusCode?: number;
  lastError?: string;
  payload: { retryCount: number };
  attemptLog: {
    attempt: number;
    attemptedDateTime: string;
    ok: boolean;
    statusCode?: number;
    error?: string;
    durationMs: number;
    responseSnippet: string;
  }[];
}

describe.each(ENGINES)('Connect deliveries on $engine', (engine) => {
  let platform: Platform;
  const listeners: Listener[] = [];
  const start = async (...args: Parameters<typeof listen>) => {
    const listener = await listen(...args);
    listeners.push(listener);
    return listener;
  };
  beforeAll(async () => {
    platform = await startPlatform(engine, {
      connect: { policy: { timeoutMs: 500 }, schedule: QUICK, everyMs: 50 },
    });
  });
  afterAll(() => platform.close());
  afterEach(async () => {
    await Promise.all(listeners.splice(0).map((listener) => listener.close()));
    for (const { connectId } of (
      await (await platform.call('GET', `${platform.account}/connect`)).json()
    ).configurations)
      await platform.call('DELETE', `${platform.account}/connect/${connectId}`);
  });

  async function configure(url: string, extra: Record<string, unknown> = {}) {
    const response = await platform.call('POST', `${platform.account}/connect`, {
      name: 'Test listener',
      urlToPublishTo: url,
      events: ['envelope-sent'],
      ...extra,
    });
    expect(response.status).toBe(201);
    return (await response.json()).connectId as string;
  }

  async function sendEnvelope(extra: Record<string, unknown> = {}) {
    const response = await platform.call(
      'POST',
      `${platform.account}/envelopes`,
      envelopeDefinition({ status: 'sent', ...extra }),
    );
    expect(response.status).toBe(201);
    return (await response.json()).envelopeId as string;
  }

  async function deliveriesOf(envelopeId: string): Promise<Delivery[]> {
    const response = await platform.call('GET', `${platform.management}/deliveries?count=100`);
    expect(response.status).toBe(200);
    const { deliveries } = await response.json();
    return (deliveries as (Delivery & { envelopeId: string })[]).filter(
      (delivery) => delivery.envelopeId === envelopeId,
    );
  }

  /** The envelope's one delivery once it is no longer pending. */
  const settled = (envelopeId: string) =>
    eventually(async () => {
      const [delivery] = await deliveriesOf(envelopeId);
      return delivery && delivery.status !== 'pending' ? delivery : undefined;
    });

  it('POSTs the JSON SIM message, signed with every HMAC key, verified by the documented code', async () => {
    const keys = [];
    for (let i = 0; i < 2; i += 1) {
      const created = await platform.call('POST', `${platform.management}/hmac-keys`);
      expect(created.status).toBe(201);
      keys.push((await created.json()).secret as string);
    }
    const listener = await start((_, response) => response.end('thanks'));
    await configure(listener.url, {
      includeHMAC: true,
      events: ['envelope-sent', 'recipient-sent'],
    });
    const envelopeId = await sendEnvelope();
    await eventually(() => (listener.received.length === 2 ? true : undefined));
    // In the order the change raised them: the envelope was sent, then its first signer.
    const [envelope, recipient] = listener.received;
    expect(JSON.parse(envelope.body)).toMatchObject({
      event: 'envelope-sent',
      retryCount: 0,
      data: { envelopeId },
    });
    expect(JSON.parse(recipient.body)).toMatchObject({ event: 'recipient-sent' });
    for (const request of listener.received) {
      expect(request.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(request.headers['x-authorization-digest']).toBe('HMACSHA256');
      keys.forEach((secret, index) => {
        const verify = request.headers[`x-docusign-signature-${index + 1}`] as string;
        expect(isHashValid({ secret, payload: request.body, verify })).toBe(true);
      });
      expect(request.headers['x-docusign-signature-3']).toBeUndefined();
    }
    const delivered = await eventually(async () => {
      const all = await deliveriesOf(envelopeId);
      return all.every((delivery) => delivery.status === 'delivered') ? all : undefined;
    });
    expect(delivered[0]).toMatchObject({
      attempts: 1,
      lastStatusCode: 200,
      attemptLog: [{ attempt: 1, ok: true, statusCode: 200, responseSnippet: 'thanks' }],
    });
    for (const { keyId } of (
      await (await platform.call('GET', `${platform.management}/hmac-keys`)).json()
    ).hmacKeys)
      await platform.call('DELETE', `${platform.management}/hmac-keys/${keyId}`);
  });

  it('retries a failing listener with growing waits, the retryCount counting up, until it answers', async () => {
    let calls = 0;
    const listener = await start((_, response) => {
      calls += 1;
      response.statusCode = calls < 3 ? 500 : 200;
      response.end(calls < 3 ? 'not yet' : 'ok');
    });
    await configure(listener.url);
    const envelopeId = await sendEnvelope();
    const delivery = await settled(envelopeId);
    expect(delivery).toMatchObject({ status: 'delivered', attempts: 3, lastStatusCode: 200 });
    expect(listener.received.map((request) => JSON.parse(request.body).retryCount)).toEqual([
      0, 1, 2,
    ]);
    const times = delivery.attemptLog.map((attempt) => Date.parse(attempt.attemptedDateTime));
    expect(times[1] - times[0]).toBeGreaterThanOrEqual(QUICK.firstDelayMs);
    expect(times[2] - times[1]).toBeGreaterThanOrEqual(2 * QUICK.firstDelayMs);
    expect(
      delivery.attemptLog.map((attempt) => [attempt.ok, attempt.statusCode, attempt.error]),
    ).toEqual([
      [false, 500, 'The listener answered 500'],
      [false, 500, 'The listener answered 500'],
      [true, 200, undefined],
    ]);
  });

  it('gives a delivery up once the schedule is over, and keeps it', async () => {
    const listener = await start((_, response) => {
      response.statusCode = 503;
      response.end();
    });
    await configure(listener.url);
    const envelopeId = await sendEnvelope();
    const delivery = await settled(envelopeId);
    // 150, 300, 600, 600 ms: the fifth attempt would fall past 2 s.
    expect(delivery).toMatchObject({ status: 'failed', attempts: 5, lastStatusCode: 503 });
    expect(listener.received).toHaveLength(5);
  });

  it('sends once when the listener need not acknowledge (requireAcknowledgment false)', async () => {
    const listener = await start((_, response) => {
      response.statusCode = 500;
      response.end();
    });
    await configure(listener.url, { requireAcknowledgment: 'false' });
    const delivery = await settled(await sendEnvelope());
    expect(delivery).toMatchObject({ status: 'failed', attempts: 1 });
  });

  it.each([
    ['hangs', () => start(() => undefined), { error: 'No answer within 500 ms' }],
    [
      'answers 500',
      () =>
        start((_, response) => {
          response.statusCode = 500;
          response.end('boom');
        }),
      { error: 'The listener answered 500', statusCode: 500, responseSnippet: 'boom' },
    ],
  ])('records a listener that %s, within the limits', async (_, make, expected) => {
    const listener = await make();
    await configure(listener.url, { requireAcknowledgment: false });
    const started = Date.now();
    const delivery = await settled(await sendEnvelope());
    expect(Date.now() - started).toBeLessThan(5000);
    expect(delivery.attemptLog).toEqual([expect.objectContaining({ ok: false, ...expected })]);
    expect(delivery.attemptLog[0].durationMs).toBeLessThan(2000);
  });

  it('never follows a redirect: the attempt fails with its status, the target is not called', async () => {
    const target = await start((_, response) => response.end('moved here'));
    const listener = await start((_, response) => {
      response.writeHead(302, { location: target.url });
      response.end();
    });
    await configure(listener.url, { requireAcknowledgment: false });
    const delivery = await settled(await sendEnvelope());
    expect(delivery).toMatchObject({
      status: 'failed',
      lastStatusCode: 302,
      lastError: `Redirect to ${target.url} not followed`,
    });
    expect(target.received).toHaveLength(0);
  });

  it('reads at most the answer cap of a listener sending 50 MB', async () => {
    let written = 0;
    const listener = await start((_, response) => {
      response.writeHead(200);
      const chunk = Buffer.alloc(64 * 1024, 'a');
      const pump = () => {
        while (written < 50 * 1024 * 1024) {
          written += chunk.length;
          if (!response.write(chunk)) return void response.once('drain', pump);
        }
        response.end();
      };
      pump();
    });
    await configure(listener.url);
    const delivery = await settled(await sendEnvelope());
    expect(delivery).toMatchObject({ status: 'delivered', lastStatusCode: 200 });
    // The attempt that delivered: on a loaded machine an earlier one can pass the test policy's
    // 500 ms before the answer's first bytes, and is retried (its snippet then empty).
    const delivered = delivery.attemptLog.find((attempt) => attempt.ok);
    expect(delivered?.responseSnippet).toBe('a'.repeat(1000));
    expect(written).toBeLessThan(50 * 1024 * 1024);
  });

  it('delivers an envelope’s own eventNotification, with its status codes', async () => {
    const listener = await start((_, response) => response.end());
    const envelopeId = await sendEnvelope({
      eventNotification: {
        url: listener.url,
        envelopeEvents: [{ envelopeEventStatusCode: 'Sent' }],
        eventData: { version: 'restv2.1', format: 'json', includeData: ['recipients'] },
      },
    });
    await eventually(() => (listener.received.length === 1 ? true : undefined));
    const message = JSON.parse(listener.received[0].body);
    expect(message).toMatchObject({ event: 'envelope-sent', configurationId: 0 });
    expect(message.data.envelopeSummary.recipients.signers[0]).toMatchObject({ status: 'sent' });
    expect(await settled(envelopeId)).toMatchObject({ status: 'delivered' });
  });

  it('refuses an envelope whose eventNotification is malformed, naming the field', async () => {
    const response = await platform.call(
      'POST',
      `${platform.account}/envelopes`,
      envelopeDefinition({
        status: 'sent',
        eventNotification: { url: 'nowhere', envelopeEvents: ['sent'] },
      }),
    );
    expect(response.status).toBe(400);
    expect((await response.json()).message).toContain('"eventNotification.url"');
  });
});
