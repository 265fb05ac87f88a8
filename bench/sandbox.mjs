// `npm run bench:sandbox`: the embedded platform's envelope throughput on loopback. One real
// server (its own process, throwaway data directory, SQLite by default or DATABASE_URL), signed
// in as the demo admin; autocannon in a process of its own, 10 connections, 10 s per target:
// create an envelope (one small text document, two signers, sent), get one, list status
// changes. Prints requests per second, p50 and p99 and errors per target.
// Then the signing ceremony's weight: what a signer's browser (the system Chromium, empty cache)
// transfers to open a recipient view, by type. Then the webhook figures
// (bench/lib/webhookDeliveries.mjs): Connect deliveries per second to a loopback listener, and
// the latency from a status change to its delivery.
// Then the stand-alone platform (`npm run sandbox`, bench/lib/standalonePlatform.ts): its start-up
// time and memory, and a row per API it serves: one create, get and list of each, as the sweep
// of every operation made them, 10 connections x BENCH_API_SECONDS (3 s) each.
// Not part of `npm test`: it prints figures and exits non-zero only when it cannot measure.
import { autocannon, failures } from './lib/autocannon.mjs';
import { compiledEntry, ensureServerBuilt } from '../scripts/build-server.mjs';
import { calibrationLine, formatCal, formatPerCal, measureCalibration } from './calibration.mjs';
import { firstVisit } from './lib/firstVisit.mjs';
import { signIn, startServer } from './lib/server.mjs';
import { createEnvelope, envelopeDefinition, envelopesUrl } from './lib/sandboxEnvelope.mjs';
import { measureWebhookDeliveries } from './lib/webhookDeliveries.mjs';
import { memoryOf, startStandalone, sweptRequests } from './lib/standalonePlatform.ts';

const CONNECTIONS = 10;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const API_SECONDS = Number(process.env.BENCH_API_SECONDS ?? 3);

// Before the server starts, so that nothing of the bench runs beside the workload.
const calibration = measureCalibration();
console.info(`bench:sandbox ${calibrationLine(calibration)}`);
const cal = (ms) => `${ms} (${formatCal(ms, calibration)})`;
const server = await startServer('sandbox');
try {
  const token = await signIn(server.origin);
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const envelopes = envelopesUrl(server.origin);
  const envelopeId = await createEnvelope(server.origin, token);
  const targets = {
    'create envelope (sent)': {
      url: envelopes,
      method: 'POST',
      headers,
      body: envelopeDefinition,
    },
    'get envelope': { url: `${envelopes}/${envelopeId}`, headers },
    'list status changes (count=20)': {
      url: `${envelopes}?from_date=2020-01-01&count=20`,
      headers,
    },
  };
  console.info(
    `bench:sandbox — ${CONNECTIONS} connections, ${SECONDS} s per target, store: ${process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite'}`,
  );
  console.info('target | req/s | p50 ms | p99 ms | errors');
  for (const [name, request] of Object.entries(targets)) {
    const result = await autocannon(request, CONNECTIONS, SECONDS);
    console.info(
      `${name} | ${Math.round(result.requests.average)} (${formatPerCal(result.requests.average, calibration)}) | ${cal(result.latency.p50)} | ${cal(result.latency.p99)} | ${failures(result)}`,
    );
  }

  // The ceremony a recipient view opens (the text document converted to PDF, drawn by pdf.js).
  const view = await fetch(`${envelopes}/${envelopeId}/views/recipient`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      returnUrl: `${server.origin}/`,
      userName: 'Ann Lee',
      email: 'ann@example.test',
      clientUserId: 'a',
      authenticationMethod: 'none',
    }),
  });
  if (view.status !== 201) throw new Error(`recipient view answered ${view.status}`);
  const weight = await firstVisit((await view.json()).url);
  const kb = (bytes) => (bytes / 1024).toFixed(1);
  console.info(
    `signing ceremony page, cold: ${kb(weight.totalBytes)} KB on the wire in ${weight.requests} requests (${Object.entries(
      weight.byType,
    )
      .sort(([, a], [, b]) => b - a)
      .map(([type, bytes]) => `${type} ${kb(bytes)} KB`)
      .join(', ')})`,
  );
} finally {
  server.stop();
}

await measureWebhookDeliveries(calibration);

await ensureServerBuilt();
const platform = await startStandalone(compiledEntry('sandbox-server'));
try {
  const cold = memoryOf(platform.pid);
  console.info(
    `stand-alone platform: answers ${cal(platform.startMs)} ms after spawn; RSS ${cold.rssMb} MB at start`,
  );
  const perApi = await sweptRequests(platform);
  console.info(`per API — ${CONNECTIONS} connections, ${API_SECONDS} s per request`);
  console.info('API | request | req/s | p50 ms | p99 ms | errors');
  for (const [api, requests] of [...perApi].sort(([a], [b]) => a.localeCompare(b))) {
    for (const kind of ['create', 'get', 'list']) {
      const request = kind === 'get' ? (requests.get ?? requests.read) : requests[kind];
      if (!request) continue;
      const result = await autocannon(request, CONNECTIONS, API_SECONDS);
      console.info(
        `${api} | ${kind} ${request.method} ${new URL(request.url).pathname.replace(/^.*?\/(v[\d.]+|api)\//, '/$1/')} | ${Math.round(result.requests.average)} (${formatPerCal(result.requests.average, calibration)}) | ${cal(result.latency.p50)} | ${cal(result.latency.p99)} | ${failures(result)}`,
      );
    }
  }
  const loaded = memoryOf(platform.pid);
  console.info(
    `stand-alone platform: RSS ${loaded.rssMb} MB after the API rows, peak ${loaded.peakMb} MB`,
  );
} finally {
  await platform.stop();
}
