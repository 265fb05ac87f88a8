// The webhook part of `npm run bench:sandbox`: Connect deliveries per second from the embedded
// platform to a loopback listener. Its own server (SANDBOX_CONNECT_TIMEOUT_MS 60 s, so a held
// listener does not fail its deliveries), five Connect configurations of envelope-sent and
// recipient-sent on one listener, so each sent envelope (one signer) queues ten
// deliveries.
//   1. Drain: the listener holds its first requests while ENVELOPES envelopes are created (the
//      worker of every instance stuck on them, the rest queued), then answers; deliveries per
//      second from release until the last one arrived: the worker's own rate.
//   2. Latency: envelopes sent one at a time; from the status change (the message's
//      generatedDateTime) to its arrival, p50 and p99 (the worker looks every second).
import http from 'node:http';
import { signIn, startServer } from './server.mjs';
import { formatCal, formatPerCal } from '../calibration.mjs';

const ACCOUNT = '6b1e3f2a-4c5d-4e8f-9a0b-1c2d3e4f5a6b';
const CONFIGURATIONS = 5;
const ENVELOPES = Number(process.env.BENCH_WEBHOOK_ENVELOPES ?? 200);
const LATENCY_ENVELOPES = 20;

const envelope = JSON.stringify({
  emailSubject: 'Bench webhook',
  status: 'sent',
  documents: [
    { documentId: '1', name: 'a.txt', documentBase64: Buffer.from('A').toString('base64') },
  ],
  recipients: { signers: [{ recipientId: '1', name: 'Ann Lee', email: 'ann@example.test' }] },
});

/** A listener that counts what it receives; `hold()` keeps answers back until `release()`. */
function loopbackListener() {
  const arrivals = [];
  let held = [];
  let holding = false;
  const server = http.createServer((request, response) => {
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => {
      const message = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      arrivals.push({ at: Date.now(), generated: Date.parse(message.generatedDateTime) });
      if (holding) held.push(response);
      else response.end('ok');
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${server.address().port}/connect`,
        arrivals,
        hold: () => (holding = true),
        release: () => {
          holding = false;
          held.forEach((response) => response.end('ok'));
          held = [];
        },
        close: () => new Promise((done) => (server.closeAllConnections(), server.close(done))),
      }),
    ),
  );
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};

async function until(check, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** Creates `count` sent envelopes, `parallel` requests at a time. */
async function sendEnvelopes(url, headers, count, parallel) {
  let next = 0;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < count) {
        next += 1;
        const response = await fetch(url, { method: 'POST', headers, body: envelope });
        if (response.status !== 201) throw new Error(`create answered ${response.status}`);
      }
    }),
  );
}

/**
 * Prints the webhook figures; `startServer`'s env adds the store (DATABASE_URL) it runs on. With
 * the bench's calibration (bench/calibration.mjs), each is also shown in cal units.
 */
export async function measureWebhookDeliveries(calibration) {
  const cal = (ms) => (calibration ? ` (${formatCal(ms, calibration)})` : '');
  const listener = await loopbackListener();
  const server = await startServer('sandbox-webhooks', { SANDBOX_CONNECT_TIMEOUT_MS: '60000' });
  try {
    const token = await signIn(server.origin);
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const account = `${server.origin}/sandbox/restapi/v2.1/accounts/${ACCOUNT}`;
    for (let n = 0; n < CONFIGURATIONS; n += 1) {
      const body = JSON.stringify({
        name: `Bench ${n}`,
        urlToPublishTo: listener.url,
        events: ['envelope-sent', 'recipient-sent'],
      });
      const configured = await fetch(`${account}/connect`, { method: 'POST', headers, body });
      if (configured.status !== 201) throw new Error(`configuration answered ${configured.status}`);
    }
    const perEnvelope = CONFIGURATIONS * 2;

    listener.hold();
    await sendEnvelopes(`${account}/envelopes`, headers, ENVELOPES, 4);
    await until(() => listener.arrivals.length > 0, 10_000);
    const queued = ENVELOPES * perEnvelope;
    const before = listener.arrivals.length;
    const released = Date.now();
    listener.release();
    await until(() => listener.arrivals.length >= queued, 300_000);
    const seconds = (listener.arrivals.at(-1).at - released) / 1000;
    const drained = queued - before;
    console.info(
      `webhook deliveries, queue drained (${drained} of ${queued} queued, ${CONFIGURATIONS} listeners on one loopback origin) | ${Math.round(drained / seconds)} deliveries/s${calibration ? ` (${formatPerCal(drained / seconds, calibration)})` : ''} | ${seconds.toFixed(2)} s${cal(seconds * 1000)}`,
    );

    const start = listener.arrivals.length;
    for (let n = 0; n < LATENCY_ENVELOPES; n += 1) {
      await sendEnvelopes(`${account}/envelopes`, headers, 1, 1);
      await until(() => listener.arrivals.length >= start + (n + 1) * perEnvelope, 10_000);
    }
    const latencies = listener.arrivals
      .slice(start)
      .map((arrival) => arrival.at - arrival.generated);
    console.info(
      `webhook latency, status change → listener (${latencies.length} deliveries) | p50 ${percentile(latencies, 50)} ms${cal(percentile(latencies, 50))} | p99 ${percentile(latencies, 99)} ms${cal(percentile(latencies, 99))}`,
    );
  } finally {
    server.stop();
    await listener.close();
  }
}
