/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { balancerName, startCluster, type Cluster } from '../../test-support/cluster';
import {
  ADMIN,
  ENVELOPES,
  bearer,
  from,
  loadOps,
  lostWrites,
  postJson,
  signUp,
} from '../../test-support/clusterTraffic';
import { waitForServerState } from '../../test-support/haproxy';
import { listen, type Listener } from '@developer-center/sandbox/webhooks/__fixtures__/listeners';
import { startLoad, succeeded, tally } from '../../test-support/load';
import { mailedLink } from '../../test-support/outbox';
import { signEverything } from '@developer-center/sandbox/test-support/signingCeremony';
import { signIn } from '../../test-support/signInFlow';
import { newPostgresDatabase } from '../../test-support/stores';
import type { StoreLocation } from '@developer-center/store';

// Two real server processes (the compiled server, test-support/serverProcess.ts) on
// loopback ports behind HAProxy running the shipped deploy/haproxy.cfg, on PostgreSQL (a fresh
// database of the server Jest started) and on SQLite (one DATA_DIR both processes share). Each
// journey goes through the balancer and to each instance directly. The instances trust two proxy hops, as behind a CDN
// and the balancer: each journey names its own client address in X-Forwarded-For, so the
// small rate limit of one journey is not another's, and the load never meets it.

const RATE_LIMIT_MAX = 20;
const SHUTDOWN_DELAY_MS = 3000;

const COMMON_ENV = {
  TRUST_PROXY: '2',
  RATE_LIMIT_MAX: String(RATE_LIMIT_MAX),
  SHUTDOWN_DELAY_MS: String(SHUTDOWN_DELAY_MS),
};

const tempDir = (prefix: string) => fs.mkdtempSync(path.join(os.tmpdir(), prefix));

/** What each engine's instances share: one database and cookie secret, or one data directory. */
const ENGINES: [string, () => Promise<Parameters<typeof startCluster>[0]>][] = [
  [
    'PostgreSQL',
    async () => ({
      env: {
        ...COMMON_ENV,
        DATABASE_URL: await newPostgresDatabase('cluster'),
        COOKIE_SECRET: 'cluster-test-cookie-secret-shared-by-all',
      },
      // Nothing shared through files: each instance has a data directory of its own.
      instanceEnv: () => ({ DATA_DIR: tempDir('cluster-pg-') }),
    }),
  ],
  // The cookie secret is generated in the shared directory by whichever starts first.
  ['SQLite', async () => ({ env: { ...COMMON_ENV, DATA_DIR: tempDir('cluster-sqlite-') } })],
];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The store the instances share, where the newsletter's mails are. */
const sharedStore = ({ DATABASE_URL, DATA_DIR }: Record<string, string>): StoreLocation =>
  DATABASE_URL ? { kind: 'postgres', url: DATABASE_URL } : { kind: 'sqlite', dataDir: DATA_DIR };

describe.each(ENGINES)('two instances on %s behind HAProxy', (engine, clusterOptions) => {
  let cluster: Cluster;
  let store: StoreLocation;
  let a: string;
  let b: string;
  let lb: string;
  let token: string;

  beforeAll(async () => {
    const options = await clusterOptions();
    store = sharedStore(options.env);
    cluster = await startCluster(options);
    [a, b] = cluster.instances.map((instance) => instance.base);
    lb = cluster.balancer.base;
  }, 120_000);
  afterAll(() => cluster?.stop(), 30_000);

  it('signs in on one instance and takes the token on the other; signs out on the other', async () => {
    token = await signIn(a, ADMIN, from('10.1.0.1'));
    const user = await fetch(`${b}/api/user`, {
      headers: { ...bearer(token), ...from('10.1.0.1') },
    });
    expect(user.status).toBe(200);
    expect(await user.json()).toMatchObject({ email: ADMIN.email });

    // Through the balancer, the sign-in's own steps land on either instance.
    const second = await signIn(lb, ADMIN, from('10.1.0.2'));
    for (const base of [a, b, lb]) {
      const response = await fetch(`${base}/api/user`, {
        headers: { ...bearer(second), ...from('10.1.0.2') },
      });
      expect(response.status).toBe(200);
    }
    const signOut = await fetch(`${b}/auth/logout`, {
      method: 'POST',
      headers: { ...bearer(second), ...from('10.1.0.2') },
      redirect: 'manual',
    });
    expect(signOut.status).toBeLessThan(400);
    const revoked = await fetch(`${a}/api/user`, {
      headers: { ...bearer(second), ...from('10.1.0.2') },
    });
    expect(revoked.status).toBe(401);
  });

  it('lists on one instance the integration key created on the other', async () => {
    const created = await postJson(
      `${a}/api/applications`,
      { name: `Cluster ${engine}`, redirect_uris: [], shouldCreateSecretKey: true },
      { ...bearer(token), ...from('10.2.0.1') },
    );
    expect(created.status).toBe(201);
    const key = await created.json();
    const id: string = key.integrationKeyId ?? key.clientId ?? key.client_id;
    expect(typeof id).toBe('string');
    for (const base of [b, lb]) {
      const listed = await fetch(`${base}/api/applications`, {
        headers: { ...bearer(token), ...from('10.2.0.1') },
      });
      expect(listed.status).toBe(200);
      expect(JSON.stringify(await listed.json())).toContain(id);
    }
  });

  it('confirms on one instance the sign-up made on the other', async () => {
    const email = `cluster-${engine.toLowerCase()}@example.test`;
    expect((await signUp(a, email, '10.3.0.1')).status).toBe(201);
    const link = await mailedLink(store, email);
    expect(link).toContain('/api/newsletter-signup/confirm?token=');
    const { pathname, search } = new URL(link);

    const confirmed = await fetch(`${b}${pathname}${search}`, { headers: from('10.3.0.1') });
    expect(confirmed.status).toBe(200);
    expect(await confirmed.text()).toContain('subscription is confirmed');
    const again = await fetch(`${lb}${pathname}${search}`, { headers: from('10.3.0.1') });
    expect(await again.text()).toContain('was already confirmed');
    expect((await signUp(b, email, '10.3.0.1')).status).toBe(409);

    // Made through the balancer: the link names the balancer, and works there.
    expect((await signUp(lb, `lb-${email}`, '10.3.0.2')).status).toBe(201);
    const viaBalancer = await mailedLink(store, `lb-${email}`);
    expect(viaBalancer.startsWith(`${lb}/`)).toBe(true);
    expect(await (await fetch(viaBalancer, { headers: from('10.3.0.2') })).text()).toContain(
      'subscription is confirmed',
    );
  });

  it('counts one rate limit across both instances and the balancer', async () => {
    const bases = [a, b, lb];
    const statuses: number[] = [];
    for (let i = 0; i <= RATE_LIMIT_MAX; i += 1) {
      const response = await fetch(`${bases[i % 3]}/api/global-user-id`, {
        headers: from('10.4.0.1'),
      });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, RATE_LIMIT_MAX).every((status) => status === 200)).toBe(true);
    expect(statuses[RATE_LIMIT_MAX]).toBe(429);
    for (const base of bases) {
      const response = await fetch(`${base}/api/global-user-id`, { headers: from('10.4.0.1') });
      expect(response.status).toBe(429);
    }
    // Another client is not held by that window.
    expect((await fetch(`${lb}/api/global-user-id`, { headers: from('10.4.0.2') })).status).toBe(
      200,
    );
  });

  // The webhook half: a Connect configuration for the envelope's events, on a loopback
  // listener of the test. Both instances run a delivery worker; each event reaches the listener
  // once, not once per instance.
  it('keeps one envelope: drafted through one instance, sent through the other, voided through the first; one delivery per event', async () => {
    const received: Listener = await listen((_, response) => response.end('ok'));
    const configured = await postJson(
      `${a}${ENVELOPES.replace(/\/envelopes$/, '/connect')}`,
      {
        name: `Cluster ${engine}`,
        urlToPublishTo: received.url,
        events: ['envelope-sent', 'recipient-sent', 'envelope-voided'],
      },
      bearer(token),
    );
    expect(configured.status).toBe(201);
    const { connectId } = await configured.json();
    const created = await postJson(
      `${a}${ENVELOPES}`,
      {
        emailSubject: `Cluster ${engine}`,
        status: 'created',
        documents: [
          {
            documentId: '1',
            name: 'terms.txt',
            documentBase64: Buffer.from('Terms').toString('base64'),
          },
        ],
        recipients: {
          signers: [{ recipientId: '1', name: 'Sam Signer', email: 'sam@example.test' }],
        },
      },
      bearer(token),
    );
    expect(created.status).toBe(201);
    const { envelopeId } = await created.json();
    const change = (base: string, body: object) =>
      fetch(`${base}${ENVELOPES}/${envelopeId}`, {
        method: 'PUT',
        headers: { ...bearer(token), 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    expect((await change(b, { status: 'sent' })).status).toBe(200);
    expect((await change(a, { status: 'voided', voidedReason: 'Cluster test' })).status).toBe(200);
    for (const base of [lb, a, b]) {
      const envelope = await fetch(`${base}${ENVELOPES}/${envelopeId}`, { headers: bearer(token) });
      expect(await envelope.json()).toMatchObject({
        envelopeId,
        status: 'voided',
        voidedReason: 'Cluster test',
      });
    }
    const events = () => received.received.map((request) => JSON.parse(request.body).event);
    for (let wait = 0; wait < 100 && events().length < 3; wait += 1) await sleep(100);
    // Two more worker ticks of both instances: a second delivery of anything would show now.
    await sleep(2500);
    await received.close();
    expect(events().sort()).toEqual(['envelope-sent', 'envelope-voided', 'recipient-sent']);
    const deliveries = await fetch(
      `${b}/sandbox/management/v1/accounts/${ADMIN.accountId}/connect/deliveries`,
      { headers: bearer(token) },
    );
    const listed = (await deliveries.json()).deliveries as { status: string; attempts: number }[];
    expect(listed.map((delivery) => [delivery.status, delivery.attempts])).toEqual([
      ['delivered', 1],
      ['delivered', 1],
      ['delivered', 1],
    ]);
    // The load journeys below send no more messages to the closed listener.
    const removed = await fetch(
      `${a}${ENVELOPES.replace(/\/envelopes$/, '/connect')}/${connectId}`,
      {
        method: 'DELETE',
        headers: bearer(token),
      },
    );
    expect(removed.status).toBe(200);
  });

  // Signing across the cluster: the view asked of one instance, the ceremony opened and finished
  // on the other; the signed envelope's events reach the listener once each.
  it('signs through one instance an envelope viewed through the other; its webhook fires once', async () => {
    const received: Listener = await listen((_, response) => response.end('ok'));
    const connect = `${b}${ENVELOPES.replace(/\/envelopes$/, '/connect')}`;
    const configured = await postJson(
      connect,
      {
        name: `Cluster signing ${engine}`,
        urlToPublishTo: received.url,
        events: ['recipient-completed', 'envelope-completed'],
      },
      bearer(token),
    );
    expect(configured.status).toBe(201);
    const { connectId } = await configured.json();
    const created = await postJson(
      `${b}${ENVELOPES}`,
      {
        emailSubject: `Cluster signing ${engine}`,
        status: 'sent',
        documents: [
          {
            documentId: '1',
            name: 'terms.txt',
            documentBase64: Buffer.from('Terms').toString('base64'),
          },
        ],
        recipients: {
          signers: [
            { recipientId: '1', name: 'Sam Signer', email: 'sam@example.test', clientUserId: 's' },
          ],
        },
      },
      bearer(token),
    );
    expect(created.status).toBe(201);
    const { envelopeId } = await created.json();
    const view = await postJson(
      `${b}${ENVELOPES}/${envelopeId}/views/recipient`,
      {
        returnUrl: 'http://127.0.0.1:9/back',
        authenticationMethod: 'none',
        userName: 'Sam Signer',
        email: 'sam@example.test',
        clientUserId: 's',
      },
      bearer(token),
    );
    expect(view.status).toBe(201);
    // The single-use URL is the cluster's: opened on the other instance, it works there once.
    const url = new URL((await view.json()).url);
    const onA = `${a}${url.pathname}${url.search}`;
    const finished = await signEverything(onA, 'Sam Signer');
    expect(finished.status).toBe(200);
    expect((await fetch(onA, { redirect: 'manual' })).status).toBeGreaterThanOrEqual(400);
    for (const base of [lb, a, b]) {
      const envelope = await fetch(`${base}${ENVELOPES}/${envelopeId}`, { headers: bearer(token) });
      expect((await envelope.json()).status).toBe('completed');
    }
    const events = () => received.received.map((request) => JSON.parse(request.body).event);
    for (let wait = 0; wait < 100 && events().length < 2; wait += 1) await sleep(100);
    await sleep(2500); // two more worker ticks of both instances: a second delivery would show
    await received.close();
    expect(events().sort()).toEqual(['envelope-completed', 'recipient-completed']);
    const removed = await fetch(`${connect}/${connectId}`, {
      method: 'DELETE',
      headers: bearer(token),
    });
    expect(removed.status).toBe(200);
  });

  it('moves traffic off an instance killed with kill -9 within seconds, losing no acknowledged write', async () => {
    const load = startLoad(loadOps(lb, token, 101), {
      workers: 4,
      maxMs: 40_000,
      maxRequests: 20_000,
    });
    await sleep(1500);
    const killedAt = Date.now();
    cluster.instances[0].process.kill('SIGKILL');
    await waitForServerState(cluster.balancer, balancerName(0), 'DOWN', 10_000);
    const markedDownMs = Date.now() - killedAt;
    await sleep(3000);
    const outcomes = await load.stop();

    const failures = outcomes.filter((outcome) => !succeeded(outcome));
    const afterDown = outcomes.filter((outcome) => outcome.startedAt >= killedAt + markedDownMs);
    const lastFailureMs = Math.max(0, ...failures.map((outcome) => outcome.endedAt - killedAt));
    console.info(
      `[cluster ${engine}] kill -9 of app1 under load: marked down after ${markedDownMs} ms; ` +
        `${failures.length} of ${outcomes.length} requests failed (${tally(failures) || 'none'}), ` +
        `the last ${lastFailureMs} ms after the kill`,
    );
    expect(markedDownMs).toBeLessThan(5000);
    expect(lastFailureMs).toBeLessThan(5000);
    expect(tally(afterDown.filter((outcome) => !succeeded(outcome)))).toBe('');
    expect(afterDown.length).toBeGreaterThan(20);
    expect(await lostWrites(lb, token, outcomes, 101)).toEqual([]);

    await cluster.restart(0);
  }, 90_000);

  it('restarts both instances in turn under load without losing a request', async () => {
    const since = cluster.balancer.output().length;
    const load = startLoad(loadOps(lb, token, 102), {
      workers: 4,
      maxMs: 80_000,
      maxRequests: 20_000,
    });
    await sleep(1000);
    for (const index of [0, 1]) {
      const stopping = cluster.instances[index];
      stopping.process.kill('SIGTERM');
      expect(await stopping.exited).toBe(0);
      await cluster.restart(index);
      await sleep(500);
    }
    const outcomes = await load.stop();

    expect(tally(outcomes.filter((outcome) => !succeeded(outcome)))).toBe('');
    expect(outcomes.length).toBeGreaterThan(100);
    expect(await lostWrites(lb, token, outcomes, 102)).toEqual([]);
    // The balancer took each instance out on its health check (503 while draining), before the
    // instance closed: never on a refused connection.
    const downs = cluster.balancer
      .output()
      .slice(since)
      .split('\n')
      .filter((line) => line.startsWith('[WARNING]') && line.includes(' is DOWN'));
    expect(downs).toHaveLength(2);
    for (const line of downs) expect(line).toMatch(/Layer7 wrong status, code: 503/);
    console.info(
      `[cluster ${engine}] rolling restart under load: ${outcomes.length} requests, ${tally(outcomes)}`,
    );
  }, 150_000);
});
