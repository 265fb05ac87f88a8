/** @jest-environment node */
import { listen, type Listener } from './__fixtures__/listeners';
import {
  ENGINES,
  envelopeDefinition,
  eventually,
  startPlatform,
  type Platform,
} from '../test-support/connectPlatform';
import { MEMBER, signIn } from '../test-support/sandbox';
import { TEST_EVENT_SUBJECT } from './testEvent';

describe.each(ENGINES)('the Connect management API on $engine', (engine) => {
  let platform: Platform;
  let listener: Listener;
  let answer = 500;
  beforeAll(async () => {
    platform = await startPlatform(engine, { connect: { everyMs: 50 } });
    listener = await listen((_, response) => {
      response.statusCode = answer;
      response.end();
    });
  });
  afterAll(async () => {
    await listener.close();
    await platform.close();
  });

  const keys = () => platform.call('GET', `${platform.management}/hmac-keys`);
  const deliveries = async (query = '') =>
    (await platform.call('GET', `${platform.management}/deliveries${query}`)).json();

  it('creates HMAC keys, shows each secret once, then masked, and deletes them', async () => {
    const created = await platform.call('POST', `${platform.management}/hmac-keys`);
    expect(created.status).toBe(201);
    expect(created.headers.get('cache-control')).toBe('no-store');
    const key = await created.json();
    expect(key.secret).toMatch(/^[A-Za-z0-9+/]{43}=$/);
    const listed = await (await keys()).json();
    expect(listed.hmacKeys).toEqual([
      {
        keyId: key.keyId,
        secret: `************${key.secret.slice(-4)}`,
        createdDateTime: key.createdDateTime,
      },
    ]);
    expect(
      (await platform.call('DELETE', `${platform.management}/hmac-keys/${key.keyId}`)).status,
    ).toBe(204);
    expect(
      (await platform.call('DELETE', `${platform.management}/hmac-keys/${key.keyId}`)).status,
    ).toBe(404);
    expect((await (await keys()).json()).hmacKeys).toEqual([]);
  });

  // 200 requests one after another, each creation a transaction under the account's lock: 5 s
  // on SQLite, but over the default 20 s on PostgreSQL with another test file using the same
  // server and both cores (load average 13).
  it('stops at 100 HMAC keys', async () => {
    for (let i = 0; i < 100; i += 1)
      expect((await platform.call('POST', `${platform.management}/hmac-keys`)).status).toBe(201);
    const refused = await platform.call('POST', `${platform.management}/hmac-keys`);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ errorCode: 'HMAC_KEY_LIMIT_REACHED' });
    for (const { keyId } of (await (await keys()).json()).hmacKeys)
      await platform.call('DELETE', `${platform.management}/hmac-keys/${keyId}`);
  }, 90_000);

  it('lists deliveries newest first with their attempts; resends one; sends a test event', async () => {
    const configured = await platform.call('POST', `${platform.account}/connect`, {
      name: 'Management',
      urlToPublishTo: listener.url,
      events: ['envelope-sent'],
      requireAcknowledgment: false,
      eventData: { includeData: ['recipients'] },
    });
    const { connectId } = await configured.json();
    const sent = await platform.call(
      'POST',
      `${platform.account}/envelopes`,
      envelopeDefinition({ status: 'sent' }),
    );
    const { envelopeId } = await sent.json();
    const failed = await eventually(async () => {
      const [first] = (await deliveries()).deliveries;
      return first?.status === 'failed' ? first : undefined;
    });
    expect(failed).toMatchObject({
      event: 'envelope-sent',
      envelopeId,
      source: 'configuration',
      configurationId: connectId,
      url: listener.url,
      attempts: 1,
      lastStatusCode: 500,
      lastError: 'The listener answered 500',
      payload: { event: 'envelope-sent', retryCount: 0, data: { envelopeId } },
      attemptLog: [expect.objectContaining({ attempt: 1, ok: false, statusCode: 500 })],
    });

    answer = 200;
    const resent = await platform.call(
      'POST',
      `${platform.management}/deliveries/${failed.deliveryId}/resend`,
    );
    expect(resent.status).toBe(202);
    expect(await resent.json()).toMatchObject({ deliveryId: failed.deliveryId, status: 'pending' });
    const delivered = await eventually(async () => {
      const [first] = (await deliveries()).deliveries;
      return first?.status === 'delivered' ? first : undefined;
    });
    expect(delivered).toMatchObject({
      attempts: 2,
      lastStatusCode: 200,
      payload: { retryCount: 1 },
    });
    expect(JSON.parse(listener.received.at(-1)!.body).retryCount).toBe(1);

    const tested = await platform.call(
      'POST',
      `${platform.management}/configurations/${connectId}/test`,
    );
    expect(tested.status).toBe(202);
    const test = await tested.json();
    expect(test).toMatchObject({
      source: 'test',
      event: 'envelope-sent',
      configurationId: connectId,
    });
    await eventually(async () => {
      const [first] = (await deliveries()).deliveries;
      return first?.deliveryId === test.deliveryId && first.status === 'delivered'
        ? true
        : undefined;
    });
    const received = JSON.parse(listener.received.at(-1)!.body);
    expect(received).toMatchObject({
      event: 'envelope-sent',
      configurationId: Number(connectId),
      data: { envelopeSummary: { emailSubject: TEST_EVENT_SUBJECT } },
    });

    const page = await deliveries('?count=1&start_position=1');
    expect(page.totalRecords).toBe(2);
    expect(page.deliveries.map((delivery: { deliveryId: string }) => delivery.deliveryId)).toEqual([
      failed.deliveryId,
    ]);
  });

  it.each([
    ['GET', '/deliveries?count=0', '"count"'],
    ['GET', '/deliveries?count=abc', '"count"'],
    ['GET', '/deliveries?start_position=-1', '"start_position"'],
    ['POST', '/deliveries/not-a-guid/resend', '"deliveryId"'],
    ['POST', '/configurations/abc/test', '"connectId"'],
  ])('refuses %s %s: 400 naming %s', async (method, path, field) => {
    const response = await platform.call(method, `${platform.management}${path}`);
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.errorCode).toBe('INVALID_REQUEST_PARAMETER');
    expect(body.message).toContain(field);
  });

  it('answers 404 for a delivery or configuration that is not there', async () => {
    const missing = await platform.call(
      'POST',
      `${platform.management}/deliveries/00000000-0000-4000-8000-000000000000/resend`,
    );
    expect(missing.status).toBe(404);
    expect(
      (await platform.call('POST', `${platform.management}/configurations/1/test`)).status,
    ).toBe(404);
  });

  it('is for administrators: a member and a stranger get 403, no token 401', async () => {
    const member = (await signIn(platform.sandbox, MEMBER)).access_token;
    for (const path of ['/hmac-keys', '/deliveries']) {
      expect(
        (await platform.call('GET', `${platform.management}${path}`, undefined, member)).status,
      ).toBe(403);
      expect((await fetch(`${platform.management}${path}`)).status).toBe(401);
    }
    const stranger = platform.management.replace(
      /accounts\/[^/]+/,
      'accounts/11111111-2222-4333-8444-555555555555',
    );
    expect((await platform.call('GET', `${stranger}/deliveries`)).status).toBe(403);
  });
});
