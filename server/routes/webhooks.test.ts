/** @jest-environment node */
import { listen, type Listener } from '@developer-center/sandbox/webhooks/__fixtures__/listeners';
import {
  ADMIN,
  MEMBER,
  bearer,
  signIn,
  startServer,
  type RunningServer,
} from '../../test-support/testServer';

// The Webhook deliveries page's routes against the real server and its embedded platform: a
// loopback listener, a Connect configuration and an envelope made through the platform's API.
let server: RunningServer;
let listener: Listener;
let admin: Record<string, string>;
let member: Record<string, string>;
let connectId: string;

function call(method: string, path: string, headers: Record<string, string>, body?: unknown) {
  return fetch(`${server.base}${path}`, {
    method,
    headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

const restapi = `/sandbox/restapi/v2.1/accounts/${ADMIN.accountId}`;

async function eventually<T>(check: () => Promise<T | undefined>): Promise<T> {
  for (let wait = 0; wait < 200; wait += 1) {
    const value = await check();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('not within 10 s');
}

beforeAll(async () => {
  listener = await listen((_, response) => response.end('ok'));
  server = await startServer();
  admin = bearer(await signIn(server.base, ADMIN));
  member = bearer(await signIn(server.base, MEMBER));
  const configured = await call('POST', `${restapi}/connect`, admin, {
    name: 'Route test listener',
    urlToPublishTo: listener.url,
    events: ['envelope-sent'],
  });
  connectId = (await configured.json()).connectId;
});
afterAll(async () => {
  await server.close();
  await listener.close();
});

describe('/api/webhook-deliveries', () => {
  it('lists the deliveries of an envelope sent through the API; resends one', async () => {
    const sent = await call('POST', `${restapi}/envelopes`, admin, {
      emailSubject: 'Route test',
      status: 'sent',
      documents: [
        { documentId: '1', name: 'a.txt', documentBase64: Buffer.from('A').toString('base64') },
      ],
      recipients: { signers: [{ recipientId: '1', name: 'Ann', email: 'ann@example.test' }] },
    });
    const { envelopeId } = await sent.json();
    const delivery = await eventually(async () => {
      const response = await call('GET', '/api/webhook-deliveries', admin);
      expect(response.status).toBe(200);
      const page = await response.json();
      const [first] = page.deliveries;
      return first?.envelopeId === envelopeId && first.status === 'delivered' ? first : undefined;
    });
    expect(delivery).toMatchObject({
      event: 'envelope-sent',
      url: listener.url,
      attempts: 1,
      lastStatusCode: 200,
      configurationId: connectId,
      payload: { event: 'envelope-sent', data: { envelopeId } },
    });

    const resent = await call(
      'POST',
      `/api/webhook-deliveries/${delivery.deliveryId}/resend`,
      admin,
    );
    expect(resent.status).toBe(202);
    expect(await resent.json()).toMatchObject({
      deliveryId: delivery.deliveryId,
      status: 'pending',
    });
    await eventually(async () => (listener.received.length >= 2 ? true : undefined));
    const page = await (await call('GET', '/api/webhook-deliveries?count=1', admin)).json();
    expect(page.deliveries).toHaveLength(1);
  });

  it('lists the configurations and sends one a test event', async () => {
    const listed = await call('GET', '/api/webhook-deliveries/configurations', admin);
    expect(await listed.json()).toEqual({
      configurations: [
        {
          connectId,
          name: 'Route test listener',
          urlToPublishTo: listener.url,
          events: ['envelope-sent'],
          disabled: false,
        },
      ],
    });
    const before = listener.received.length;
    const tested = await call('POST', '/api/webhook-deliveries/test', admin, {
      configurationId: connectId,
    });
    expect(tested.status).toBe(202);
    expect(await tested.json()).toMatchObject({ source: 'test', configurationId: connectId });
    await eventually(async () => (listener.received.length > before ? true : undefined));
  });

  it('creates an HMAC key (its secret once, never logged), lists it masked and deletes it', async () => {
    const created = await call('POST', '/api/webhook-deliveries/hmac-keys', admin);
    expect(created.status).toBe(201);
    expect(created.headers.get('cache-control')).toBe('no-store');
    const key = await created.json();
    const listed = await (await call('GET', '/api/webhook-deliveries/hmac-keys', admin)).json();
    expect(listed.hmacKeys).toEqual([
      expect.objectContaining({ keyId: key.keyId, secret: `************${key.secret.slice(-4)}` }),
    ]);
    expect(server.logs.join('')).not.toContain(key.secret);
    const deleted = await call('DELETE', `/api/webhook-deliveries/hmac-keys/${key.keyId}`, admin);
    expect(deleted.status).toBe(204);
  });

  it.each([
    ['GET', '/api/webhook-deliveries?count=0', undefined, 'count'],
    ['GET', '/api/webhook-deliveries?startPosition=-1', undefined, 'startPosition'],
    ['GET', '/api/webhook-deliveries?accountId=nope', undefined, 'accountId'],
    ['POST', '/api/webhook-deliveries/not-a-guid/resend', undefined, 'deliveryId'],
    ['POST', '/api/webhook-deliveries/test', {}, 'configurationId'],
    ['POST', '/api/webhook-deliveries/test', { configurationId: '12a' }, 'configurationId'],
    ['DELETE', '/api/webhook-deliveries/hmac-keys/x', undefined, 'keyId'],
  ])('answers 400 naming the field: %s %s', async (method, path, body, field) => {
    const response = await call(method, path, admin, body);
    expect(response.status).toBe(400);
    expect((await response.json()).field).toBe(field);
  });

  it('answers 401 without a token and the platform’s 403 for a member', async () => {
    expect((await call('GET', '/api/webhook-deliveries', {})).status).toBe(401);
    for (const path of ['', '/configurations', '/hmac-keys'])
      expect((await call('GET', `/api/webhook-deliveries${path}`, member)).status).toBe(403);
  });

  it('answers 404 for a delivery the account does not have', async () => {
    const response = await call(
      'POST',
      '/api/webhook-deliveries/00000000-0000-4000-8000-000000000000/resend',
      admin,
    );
    expect(response.status).toBe(404);
  });
});
