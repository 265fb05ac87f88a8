// `npm run bench:cluster`: the server behind HAProxy with the shipped deploy/haproxy.cfg, as
// docs/deploy.md runs it, on this machine: requests per second and p50/p99 through the balancer
// with one instance and with two (a method page, GET /api/search, a sandbox envelope create and
// get with a bearer token), then the errors clients see while one instance is killed with
// kill -9 and during a rolling restart, and the time the balancer takes to fail over.
//
// Two server processes (the test-support helpers the cluster test uses, run through tsx) on
// PostgreSQL of Debian's package started for the run (durable: fsync on), or on one shared
// SQLite data directory with `-- --sqlite`. One instance means the second one in maintenance
// on the balancer's runtime API. autocannon runs in processes of its own, 10 connections x 10 s
// per target. Needs the built site (public/, or PUBLIC_DIR). Loopback only.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startCluster } from '../test-support/cluster.ts';
import { waitForServerState } from '../test-support/haproxy.ts';
import { startPostgres } from '../test-support/postgres.ts';
import { signIn } from '../test-support/signInFlow.ts';
import { autocannon, failures } from './lib/autocannon.mjs';
import { disruption } from './lib/disruption.mjs';
import { methodPage, root } from './lib/server.mjs';

const publicDir = path.resolve(process.env.PUBLIC_DIR ?? path.join(root, 'public'));
const sqlite = process.argv.includes('--sqlite');
const CONNECTIONS = 10;
const SECONDS = 10;
const ACCOUNT = '6b1e3f2a-4c5d-4e8f-9a0b-1c2d3e4f5a6b';
const ENVELOPES = `/sandbox/restapi/v2.1/accounts/${ACCOUNT}/envelopes`;

const row = (label, result) =>
  `  ${label.padEnd(64)} ${String(Math.round(result.requests.average)).padStart(6)} req/s` +
  `   p50 ${result.latency.p50} ms   p99 ${result.latency.p99} ms` +
  (failures(result) ? `   ${failures(result)} errors` : '');

async function storeEnv() {
  if (sqlite) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-cluster-'));
    return {
      env: { DATA_DIR: dataDir },
      instanceEnv: () => ({}),
      stop: () => fs.rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const postgres = await startPostgres({ durable: true });
  return {
    env: {
      DATABASE_URL: postgres.createDatabase('bench'),
      COOKIE_SECRET: 'bench-cluster-cookie-secret-of-this-run',
    },
    // Nothing shared through files: each instance has a data directory of its own.
    instanceEnv: () => ({ DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'bench-node-')) }),
    stop: () => postgres.stop(),
  };
}

async function main() {
  if (!fs.existsSync(path.join(publicDir, 'index.html'))) {
    console.error(
      `[bench:cluster] the built site is missing (${publicDir}/index.html): run \`npm run build\` first, or set PUBLIC_DIR`,
    );
    process.exit(1);
  }
  const store = await storeEnv();
  const cluster = await startCluster({
    env: {
      ...store.env,
      PUBLIC_DIR: publicDir,
      LOG_LEVEL: 'warn',
      // One client machine: the limit would measure the limiter, not the server.
      RATE_LIMIT_MAX: '100000000',
      SANDBOX_API_HOURLY_LIMIT: '100000000',
      SANDBOX_API_BURST_LIMIT: '100000000',
      TRUST_PROXY: '1',
      SHUTDOWN_DELAY_MS: '3000',
    },
    instanceEnv: store.instanceEnv,
  });
  const { balancer } = cluster;
  const lb = balancer.base;
  try {
    const token = await signIn(lb);
    const auth = { authorization: `Bearer ${token}` };
    const post = {
      url: `${lb}${ENVELOPES}`,
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ emailSubject: 'Bench', status: 'created' }),
    };
    const created = await fetch(post.url, post).then((response) => response.json());
    const get = { url: `${lb}${ENVELOPES}/${created.envelopeId}`, headers: auth };
    const page = methodPage(publicDir);
    const targets = [
      [`GET ${page}`, { url: `${lb}${page}` }],
      ['GET /api/search?q=envelope', { url: `${lb}/api/search?q=envelope` }],
      ['POST .../envelopes (sandbox create, bearer)', post],
      ['GET .../envelopes/{id} (sandbox get, bearer)', get],
    ];
    console.info(
      `[bench:cluster] ${os.cpus().length} CPUs, Node ${process.version}, HAProxy and ` +
        `${sqlite ? 'SQLite (one shared DATA_DIR)' : 'PostgreSQL (fsync on)'} on this machine, ` +
        `${CONNECTIONS} connections x ${SECONDS} s per target, server logs at warn`,
    );
    for (const instances of [1, 2]) {
      const state = instances === 1 ? 'maint' : 'ready';
      await balancer.command(`set server devcenter/app2 state ${state}`);
      await waitForServerState(balancer, 'app2', instances === 1 ? 'MAINT' : 'UP');
      console.info(`through the balancer, ${instances} instance${instances === 1 ? '' : 's'}:`);
      for (const [label, request] of targets) {
        console.info(row(label, await autocannon(request, CONNECTIONS, SECONDS)));
      }
    }
    await disruption(cluster, { get, post }, 'kill');
    await disruption(cluster, { get, post }, 'rolling');
  } finally {
    await cluster.stop();
    store.stop();
  }
  process.exit(0);
}

main().catch((error) => {
  console.error(`[bench:cluster] ${error.stack ?? error.message}`);
  process.exit(1);
});
