/** @jest-environment node */
import { listEvents } from '../marketing/events';
import { openPortalStore, type PortalStore } from '../portalStore';
import { startCollector, type Collector } from '../../test-support/collector';
import { startServer, tempDir, type RunningServer } from '../../test-support/testServer';

const VISITOR = '6a0c5b1e-2f3d-4c8a-9b7e-1d2c3b4a5f60';
let server: RunningServer;
let collector: Collector;
let store: PortalStore;

beforeAll(async () => {
  collector = await startCollector();
  const dataDir = tempDir();
  server = await startServer({
    DATA_DIR: dataDir,
    SIGNAL_FORWARD_URL: collector.url,
    MARKETING_FORWARD_TIMEOUT_MS: '1500',
  });
  store = await openPortalStore({ kind: 'sqlite', dataDir });
});
afterAll(async () => {
  await server.close();
  await store.close();
  await collector.close();
});

const post = (body: unknown) =>
  fetch(`${server.base}/api/signal`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

const until = async (check: () => Promise<boolean>) => {
  for (let i = 0; i < 50 && !(await check()); i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

describe('POST /api/signal', () => {
  it('stores a page view, answers 202, then forwards it and marks it forwarded', async () => {
    collector.mode = 'ok';
    const response = await post({
      type: 'page_view',
      path: '/docs/esign-rest-api/',
      title: 'eSignature REST API',
      referrer: '/',
      globalUserUuid: VISITOR,
    });
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ stored: true });
    await until(async () => (await listEvents(store.db, 'signal'))[0]?.forwardedAt !== null);
    const [event] = await listEvents(store.db, 'signal');
    expect(event).toMatchObject({
      type: 'page_view',
      visitor: VISITOR,
      path: '/docs/esign-rest-api/',
      data: { title: 'eSignature REST API', referrer: '/' },
      forwardedAt: expect.any(Number),
    });
    expect(collector.bodies.at(-1)).toMatchObject({
      id: event.id,
      type: 'page_view',
      path: '/docs/esign-rest-api/',
      visitor: VISITOR,
    });
  });

  it('answers at once while the endpoint hangs, and leaves the event unforwarded', async () => {
    collector.mode = 'hang';
    const started = Date.now();
    const response = await post({
      type: 'search',
      path: '/search/',
      query: 'envelopes',
      resultCount: 3,
    });
    expect(response.status).toBe(202);
    expect(Date.now() - started).toBeLessThan(1000);
    await new Promise((resolve) => setTimeout(resolve, 1800));
    const search = (await listEvents(store.db, 'signal')).find((event) => event.type === 'search');
    expect(search).toMatchObject({
      data: { query: 'envelopes', resultCount: 3 },
      forwardedAt: null,
    });
    const warning = server.logs.find((line) => line.includes('event not forwarded'));
    expect(warning).toContain(`"endpoint":"${new URL(collector.url).origin}"`);
    // The endpoint's path and query (which may carry a key) never reach the log.
    expect(server.logs.join('')).not.toContain('k-123');
  });

  it('counts an exposure once per visitor and variant', async () => {
    collector.mode = 'ok';
    const exposure = (variant: string) => ({
      type: 'experiment_exposure',
      path: '/docs/esign-rest-api/quickstart/',
      experiment: { name: 'see-next-step', variant },
      globalUserUuid: VISITOR,
    });
    expect(await (await post(exposure('nextStep'))).json()).toEqual({ stored: true });
    expect(await (await post(exposure('nextStep'))).json()).toEqual({ stored: false });
    expect(await (await post(exposure('control'))).json()).toEqual({ stored: true });
    const exposures = (await listEvents(store.db, 'signal')).filter(
      (event) => event.type === 'experiment_exposure',
    );
    expect(exposures.map((event) => event.data.experiment)).toEqual([
      { name: 'see-next-step', variant: 'nextStep' },
      { name: 'see-next-step', variant: 'control' },
    ]);
  });

  it.each([
    [{ path: '/' }, 'type'],
    [{ type: 'page_view' }, 'path'],
    [{ type: 'click', path: '/' }, 'type'],
    [{ type: 'page_view', path: 'https://evil.example/' }, 'path'],
    [{ type: 'page_view', path: '//evil.example/' }, 'path'],
    [{ type: 'page_view', path: '/', globalUserUuid: 'nope' }, 'globalUserUuid'],
    [{ type: 'page_view', path: '/', title: 'x'.repeat(201) }, 'title'],
    [{ type: 'page_view', path: '/', email: 'a@b.test' }, 'email'],
    [{ type: 'search', path: '/search/' }, 'query'],
    [{ type: 'experiment_exposure', path: '/' }, 'experiment'],
    [
      {
        type: 'experiment_exposure',
        path: '/',
        experiment: { name: 'see-next-step', variant: 'x' },
      },
      'experiment.variant',
    ],
  ])('refuses %j with 400 naming %s', async (body, field) => {
    const response = await post(body);
    expect(response.status).toBe(400);
    expect((await response.json()).field).toBe(field);
  });

  it('refuses a body that is not JSON or too large with a 4xx', async () => {
    expect((await post('{"type":')).status).toBe(400);
    const large = await post({ type: 'page_view', path: '/', title: 'x'.repeat(5000) });
    expect(large.status).toBe(413);
  });
});
