/** @jest-environment node */
import { listen, type Listener } from './__fixtures__/listeners';
import {
  ENGINES,
  envelopeDefinition,
  eventually,
  startPlatform,
  type Platform,
} from '../test-support/connectPlatform';

describe.each(ENGINES)('the Connect log and retry queue on $engine', (engine) => {
  let platform: Platform;
  let listener: Listener;
  let up = false;
  beforeAll(async () => {
    platform = await startPlatform(engine, { connect: { everyMs: 50 } });
    listener = await listen((_, response) => {
      response.statusCode = up ? 200 : 503;
      response.end();
    });
    await platform.call('POST', `${platform.account}/connect`, {
      name: 'Log',
      urlToPublishTo: listener.url,
      events: ['envelope-sent', 'envelope-voided'],
    });
  });
  afterAll(async () => {
    await listener.close();
    await platform.close();
  });

  it('logs each attempt, queues an envelope’s failed messages again after the listener was down', async () => {
    const since = new Date().toISOString();
    const sent = await platform.call(
      'POST',
      `${platform.account}/envelopes`,
      envelopeDefinition({ status: 'sent' }),
    );
    const { envelopeId } = await sent.json();
    const logs = async (query = '') =>
      (await (await platform.call('GET', `${platform.account}/connect/logs${query}`)).json()).logs;
    const [failure] = await eventually(async () => {
      const entries = await logs();
      return entries.length > 0 ? entries : undefined;
    });
    expect(failure).toMatchObject({
      logId: expect.any(String),
      envelopeId,
      status: 'failure',
      error: 'The listener answered 503',
      configUrl: listener.url,
      retryCount: '0',
    });
    expect(Date.parse(failure.created)).toBeGreaterThanOrEqual(Date.parse(since) - 1000);
    expect(await logs('?from_date=2000-01-01&to_date=2000-01-02')).toEqual([]);
    expect(await logs(`?from_date=${new Date().toISOString().slice(0, 10)}`)).not.toEqual([]);

    up = true;
    const retried = await platform.call(
      'PUT',
      `${platform.account}/connect/envelopes/${envelopeId}/retry_queue`,
    );
    expect(retried.status).toBe(200);
    expect(await retried.json()).toEqual({ retryQueue: [{ envelopeId, status: 'queued' }] });
    const success = await eventually(async () => {
      const [latest] = await logs();
      return latest?.status === 'success' ? latest : undefined;
    });
    expect(success).toMatchObject({ envelopeId, retryCount: '1' });

    const nothing = await platform.call(
      'PUT',
      `${platform.account}/connect/envelopes/${envelopeId}/retry_queue`,
    );
    expect((await nothing.json()).retryQueue[0]).toMatchObject({ envelopeId, status: 'failed' });
    const unknown = await platform.call(
      'PUT',
      `${platform.account}/connect/envelopes/00000000-0000-4000-8000-000000000000/retry_queue`,
    );
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ errorCode: 'ENVELOPE_DOES_NOT_EXIST' });
  });
});
