// `npm run bench:explorer`: the latency POST /api/api-explorer adds over calling the sandbox API
// responder directly, for GET envelope. Both are measured side by side in one run against one
// server (compiled, loopback port, throwaway data directory): a warm-up, then 2000 requests each at
// concurrency 10 from this process (the server runs in its own), in alternating batches so both
// see the same machine load. Prints p50/p99, requests per second and the added latency at p50
// (target: under 5 ms), also at concurrency 1, where no queueing hides the per-call work.
// Not part of `npm test`: it prints figures and exits non-zero only when it cannot measure.
import os from 'node:os';
import path from 'node:path';
import { Pool } from 'undici';
import { signIn, startServer } from './lib/server.mjs';

const AMOUNT = 2000;
const WARMUP = 300;
const CONNECTIONS = 10;
const ACCOUNT = '6b1e3f2a-4c5d-4e8f-9a0b-1c2d3e4f5a6b'; // the seeded "Acme Demo" account

/** Latencies (ms) and busy time of `amount` requests sent `connections` at a time. */
async function run(pool, request, amount, connections) {
  const latencies = [];
  let next = 0;
  let failures = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (next < amount) {
        next += 1;
        const begin = performance.now();
        const response = await pool.request(request);
        await response.body.text();
        latencies.push(performance.now() - begin);
        if (response.statusCode !== 200) failures += 1;
      }
    }),
  );
  return { latencies, elapsed: performance.now() - started, failures };
}

/** Side by side: alternating batches of the two targets, results pooled per target. */
async function compare(pool, targets, amount, connections) {
  const BATCH = 200;
  const totals = Object.fromEntries(
    Object.keys(targets).map((name) => [name, { latencies: [], elapsed: 0, failures: 0 }]),
  );
  for (let done = 0; done < amount; done += BATCH) {
    for (const [name, request] of Object.entries(targets)) {
      const part = await run(pool, request, Math.min(BATCH, amount - done), connections);
      totals[name].latencies.push(...part.latencies);
      totals[name].elapsed += part.elapsed;
      totals[name].failures += part.failures;
    }
  }
  return Object.fromEntries(
    Object.entries(totals).map(([name, total]) => {
      const sorted = total.latencies.sort((a, b) => a - b);
      const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
      return [
        name,
        {
          p50: at(0.5),
          p99: at(0.99),
          rps: (sorted.length / total.elapsed) * 1000,
          failures: total.failures,
        },
      ];
    }),
  );
}

function print(label, result) {
  console.info(
    `${label.padEnd(44)} ${String(Math.round(result.rps)).padStart(6)} req/s   ` +
      `p50 ${result.p50.toFixed(2)} ms   p99 ${result.p99.toFixed(2)} ms` +
      (result.failures ? `   (${result.failures} non-200)` : ''),
  );
}

async function main() {
  const { origin, stop } = await startServer('explorer', (dataDir) => ({
    PUBLIC_DIR: path.join(dataDir, 'no-site'),
    LOG_LEVEL: 'warn',
  }));
  try {
    const token = await signIn(origin);
    const headers = { authorization: `Bearer ${token}` };
    const envelopes = `${origin}/sandbox/restapi/v2.1/accounts/${ACCOUNT}/envelopes`;
    const created = await fetch(envelopes, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ emailSubject: 'Benchmark envelope', status: 'created' }),
    });
    if (created.status !== 201) throw new Error(`creating an envelope answered ${created.status}`);
    const { envelopeId } = await created.json();

    const direct = {
      path: `/sandbox/restapi/v2.1/accounts/${ACCOUNT}/envelopes/${envelopeId}`,
      method: 'GET',
      headers,
    };
    const query = new URLSearchParams({
      method: 'GET',
      apiName: 'esignature-v2.1',
      endpoint: '/v2.1/accounts/{accountId}/envelopes/{envelopeId}',
      // The member form of lib/explorer/callQuery.ts, as the browser writes it.
      'pathParameters[accountId]': ACCOUNT,
      'pathParameters[envelopeId]': envelopeId,
    });
    const explorer = { path: `/api/api-explorer?${query}`, method: 'POST', headers };
    const probe = await fetch(`${origin}${explorer.path}`, { method: 'POST', headers });
    const relayed = await probe.json();
    if (probe.status !== 200 || relayed.status !== 200) {
      throw new Error(`the explorer answered ${probe.status} / ${relayed.status}`);
    }

    const pool = new Pool(origin, { connections: CONNECTIONS });
    const targets = { direct, explorer };
    await compare(pool, targets, WARMUP, CONNECTIONS);
    const results = await compare(pool, targets, AMOUNT, CONNECTIONS);
    // One at a time: no queueing, so the difference is the work the explorer adds per call
    // (at concurrency 10 the explorer and the embedded sandbox share one event loop, so the
    // second hop also doubles the queue).
    const single = await compare(pool, targets, AMOUNT / 2, 1);
    await pool.close();

    console.info(
      `[bench:explorer] ${os.cpus().length} CPUs, Node ${process.version}, GET envelope, ` +
        `${AMOUNT} requests each at concurrency ${CONNECTIONS}, then ${AMOUNT / 2} at concurrency 1`,
    );
    print(`sandbox responder, direct (c=${CONNECTIONS})`, results.direct);
    print(`through POST /api/api-explorer (c=${CONNECTIONS})`, results.explorer);
    print('sandbox responder, direct (c=1)', single.direct);
    print('through POST /api/api-explorer (c=1)', single.explorer);
    const added = (pair) => (pair.explorer.p50 - pair.direct.p50).toFixed(2);
    console.info(
      `added latency at p50: ${added(results)} ms at concurrency ${CONNECTIONS}, ` +
        `${added(single)} ms at concurrency 1 (target < 5 ms)`,
    );
  } finally {
    stop();
  }
}

main().catch((error) => {
  console.error(`[bench:explorer] ${error.message}`);
  process.exit(1);
});
