/** @jest-environment node */
import { openPortalStore, type PortalStore } from '../portalStore';
import { ENGINES } from '../../test-support/stores';
import {
  MARKETING_EVENTS_RETENTION_MS,
  listEvents,
  markForwarded,
  purgeEvents,
  recordEvent,
} from './events';

const VISITOR = '6a0c5b1e-2f3d-4c8a-9b7e-1d2c3b4a5f60';

describe.each(ENGINES)('marketing events on $engine', ({ location }) => {
  let stores: PortalStore[];
  beforeAll(async () => {
    const where = await location();
    stores = [await openPortalStore(where), await openPortalStore(where)];
  });
  afterAll(() => Promise.all(stores.map((store) => store.close())));

  it('stores an event with its fields and reads it back', async () => {
    const [one, two] = stores;
    const id = await recordEvent(one.db, {
      channel: 'signal',
      type: 'page_view',
      visitor: VISITOR,
      path: '/docs/esign-rest-api/',
      data: { title: 'eSignature', referrer: '/' },
    });
    expect(id).toEqual(expect.any(String));
    const [event] = await listEvents(two.db, 'signal');
    expect(event).toMatchObject({
      id,
      channel: 'signal',
      type: 'page_view',
      visitor: VISITOR,
      userId: null,
      path: '/docs/esign-rest-api/',
      data: { title: 'eSignature', referrer: '/' },
      forwardedAt: null,
    });
    await markForwarded(one.db, id!, 1234);
    expect((await listEvents(two.db, 'signal'))[0].forwardedAt).toBe(1234);
    expect(await listEvents(two.db, 'eloqua')).toEqual([]);
  });

  it('stores an event with a dedupe key once, even from two instances at the same moment', async () => {
    const exposure = {
      channel: 'signal' as const,
      type: 'experiment_exposure',
      visitor: VISITOR,
      data: { experiment: 'see-next-step', variant: 'nextStep' },
      dedupeKey: `see-next-step:nextStep:${VISITOR}`,
    };
    const ids = await Promise.all(stores.map((store) => recordEvent(store.db, exposure)));
    expect(ids.filter(Boolean)).toHaveLength(1);
    expect(await recordEvent(stores[0].db, exposure)).toBeUndefined();
    // Another variant is another exposure; events without a key never collide.
    expect(
      await recordEvent(stores[1].db, {
        ...exposure,
        dedupeKey: `see-next-step:control:${VISITOR}`,
      }),
    ).toEqual(expect.any(String));
    const exposures = (await listEvents(stores[0].db, 'signal')).filter(
      (event) => event.type === 'experiment_exposure',
    );
    expect(exposures).toHaveLength(2);
  });

  it('purges events older than the retention, keeping newer ones', async () => {
    const db = stores[0].db;
    const now = Date.now();
    await recordEvent(
      db,
      { channel: 'eloqua', type: 'interest', data: {} },
      now - MARKETING_EVENTS_RETENTION_MS - 1,
    );
    await recordEvent(db, { channel: 'eloqua', type: 'interest', data: {} }, now - 1000);
    expect(await purgeEvents(db, now)).toBe(1);
    expect(await listEvents(db, 'eloqua')).toHaveLength(1);
  });
});
