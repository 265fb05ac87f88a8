/** @jest-environment node */
import { listen, type Listener, type Received } from './__fixtures__/listeners';
import { startServerProcess, type ServerProcess } from '../../../test-support/serverProcess';
import { ADMIN, bearer, signIn, tempDir } from '../../../test-support/testServer';

// The fault suite, Connect part: the real server in its own process is killed with SIGKILL while
// it is sending Connect messages (some held open by the listener, the others claimed or queued);
// restarted on the same data directory, it delivers every event of every acknowledged envelope,
// each acknowledged by the listener exactly once. Claims of the killed process expire (the
// listener time limit, 3 s here, and a 5 s margin) and are taken again.

const children: ServerProcess[] = [];
afterAll(() => {
  for (const child of children) if (child.process.exitCode === null) child.process.kill('SIGKILL');
});

const ENVELOPES = 10;
const env = (dataDir: string) => ({ DATA_DIR: dataDir, SANDBOX_CONNECT_TIMEOUT_MS: '3000' });
const restapi = (base: string) => `${base}/sandbox/restapi/v2.1/accounts/${ADMIN.accountId}`;
const keyOf = (received: Received) => {
  const message = JSON.parse(received.body);
  return `${message.data.envelopeId} ${message.event}`;
};

async function post(url: string, token: string, body: unknown) {
  return fetch(url, {
    method: 'POST',
    headers: { ...bearer(token), 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

it('loses no queued Connect message across a kill -9, and sends none twice', async () => {
  let holding = true;
  const held: Received[] = [];
  const acknowledged: string[] = [];
  const abandoned: string[] = [];
  const listener: Listener = await listen((_, response, received) => {
    response.on('finish', () => acknowledged.push(keyOf(received)));
    response.on('close', () => {
      if (!response.writableFinished) abandoned.push(keyOf(received));
    });
    if (holding) held.push(received);
    else response.end('ok');
  });
  try {
    const dataDir = tempDir('connect-crash-');
    const first = await startServerProcess(env(dataDir));
    children.push(first);
    const token = await signIn(first.base);
    const configured = await post(`${restapi(first.base)}/connect`, token, {
      name: 'Crash listener',
      urlToPublishTo: listener.url,
      events: ['envelope-sent', 'recipient-sent'],
    });
    expect(configured.status).toBe(201);

    const envelopeIds: string[] = [];
    for (let n = 0; n < ENVELOPES; n += 1) {
      const created = await post(`${restapi(first.base)}/envelopes`, token, {
        emailSubject: `Crash ${n}`,
        status: 'sent',
        documents: [
          { documentId: '1', name: 'a.txt', documentBase64: Buffer.from('A').toString('base64') },
        ],
        recipients: { signers: [{ recipientId: '1', name: 'Ann', email: 'ann@example.test' }] },
      });
      expect(created.status).toBe(201);
      envelopeIds.push((await created.json()).envelopeId);
    }
    // Killed while it waits on the listener: those messages are in flight, the rest claimed or
    // still queued.
    while (held.length === 0) await new Promise((resolve) => setTimeout(resolve, 10));
    first.process.kill('SIGKILL');
    await first.exited;
    holding = false;
    expect(acknowledged).toEqual([]);

    const second = await startServerProcess(env(dataDir));
    children.push(second);
    const expected = envelopeIds.flatMap((id) => [`${id} envelope-sent`, `${id} recipient-sent`]);
    const deadline = Date.now() + 40_000;
    while (acknowledged.length < expected.length && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 100));
    // A moment more: a second delivery of anything would show now.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect([...acknowledged].sort()).toEqual([...expected].sort());
    expect(abandoned.length).toBeGreaterThan(0);
    expect(abandoned.every((key) => expected.includes(key))).toBe(true);

    const page = await fetch(
      `${second.base}/sandbox/management/v1/accounts/${ADMIN.accountId}/connect/deliveries?count=100`,
      { headers: bearer(token) },
    );
    const { deliveries } = await page.json();
    expect(deliveries).toHaveLength(expected.length);
    expect(
      deliveries.every((delivery: { status: string }) => delivery.status === 'delivered'),
    ).toBe(true);
    second.process.kill('SIGTERM');
    await second.exited;
  } finally {
    await listener.close();
  }
}, 120_000);
