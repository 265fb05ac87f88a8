/** @jest-environment node */
import { listEvents } from '../marketing/events';
import { openPortalStore, type PortalStore } from '../portalStore';
import { startCollector, type Collector } from '../../test-support/collector';
import { startServer, tempDir, type RunningServer } from '../../test-support/testServer';

const VISITOR = '0f9e8d7c-6b5a-4c3d-8e2f-1a0b9c8d7e6f';
let server: RunningServer;
let collector: Collector;
let store: PortalStore;

beforeAll(async () => {
  collector = await startCollector('/eloqua');
  const dataDir = tempDir();
  server = await startServer({ DATA_DIR: dataDir, ELOQUA_FORWARD_URL: collector.url });
  store = await openPortalStore({ kind: 'sqlite', dataDir });
});
afterAll(async () => {
  await server.close();
  await store.close();
  await collector.close();
});

const post = (body: unknown) =>
  fetch(`${server.base}/api/eloqua`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('POST /api/eloqua', () => {
  it('stores the interest with the visitor and user, then forwards it', async () => {
    const response = await post({
      interest: 'esign-rest-api',
      globalUser: VISITOR,
      currentUser: 'a1b2c3d4-0000-4000-8000-000000000001',
    });
    expect(response.status).toBe(202);
    for (let i = 0; i < 40 && collector.bodies.length === 0; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(collector.bodies[0]).toMatchObject({
      interest: 'esign-rest-api',
      globalUser: VISITOR,
      currentUser: 'a1b2c3d4-0000-4000-8000-000000000001',
    });
    const [event] = await listEvents(store.db, 'eloqua');
    expect(event).toMatchObject({
      type: 'interest',
      visitor: VISITOR,
      userId: 'a1b2c3d4-0000-4000-8000-000000000001',
      data: { interest: 'esign-rest-api' },
    });
  });

  it('keeps one row per visitor, interest and day; an anonymous visitor may send it too', async () => {
    const again = await post({
      interest: 'esign-rest-api',
      globalUser: VISITOR,
      currentUser: null,
    });
    expect(await again.json()).toEqual({ stored: false });
    const topics = await post({
      interest: 'webhooks,sdks',
      globalUser: VISITOR,
      currentUser: null,
    });
    expect(await topics.json()).toEqual({ stored: true });
    const anonymous = await post({ interest: 'maestro-api' });
    expect(await anonymous.json()).toEqual({ stored: true });
    expect((await listEvents(store.db, 'eloqua')).map((event) => event.data.interest)).toEqual([
      'esign-rest-api',
      'webhooks,sdks',
      'maestro-api',
    ]);
  });

  it.each([
    [{}, 'interest'],
    [{ interest: '' }, 'interest'],
    [{ interest: 'Not An Id' }, 'interest'],
    [{ interest: 'a', globalUser: 'x' }, 'globalUser'],
    [{ interest: 'a', currentUser: 'x y' }, 'currentUser'],
    [{ interest: 'a', extra: 1 }, 'extra'],
  ])('refuses %j with 400 naming %s', async (body, field) => {
    const response = await post(body);
    expect(response.status).toBe(400);
    expect((await response.json()).field).toBe(field);
  });
});
