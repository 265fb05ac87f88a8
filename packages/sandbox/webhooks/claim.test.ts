/** @jest-environment node */
import { ENGINES } from '../../../test-support/stores';
import { SANDBOX_ACCOUNT, seedSandbox } from '../seed';
import { openSandboxStore, type SandboxStore } from '../store/db';
import { claimDue, releaseClaims, renewClaim } from './claim';
import { enqueueDeliveries, type NewDelivery } from './deliveries';

const delivery = (n: number): NewDelivery => ({
  accountId: SANDBOX_ACCOUNT.accountId,
  envelopeId: `envelope-${n % 17}`,
  event: 'envelope-sent',
  source: 'configuration',
  configurationId: '1',
  url: 'http://127.0.0.1:9/connect',
  body: JSON.stringify({ event: 'envelope-sent', retryCount: 0, n }),
  includeHMAC: false,
  requireAcknowledgment: true,
});

describe.each(ENGINES)('claiming deliveries on $engine', (engine) => {
  let one: SandboxStore;
  let two: SandboxStore;
  beforeAll(async () => {
    // Two handles on one store: two instances of a cluster.
    const location = await engine.location();
    one = await openSandboxStore(location);
    two = await openSandboxStore(location);
    await seedSandbox(one.db, 'secret');
  });
  afterAll(async () => {
    await one.close();
    await two.close();
  });
  beforeEach(() => one.db.deleteFrom('connect_deliveries').execute());

  it('gives each due delivery to exactly one of two racing workers', async () => {
    const now = Date.now();
    await enqueueDeliveries(
      one.db,
      Array.from({ length: 300 }, (_, n) => delivery(n)),
      now,
    );
    const claimedBy = new Map<string, string[]>();
    const race = async (store: SandboxStore, holder: string) => {
      for (;;) {
        const claimed = await claimDue(store, { holder, ttlMs: 60_000, limit: 7, now });
        if (claimed.length === 0) return;
        for (const row of claimed)
          claimedBy.set(row.id, [...(claimedBy.get(row.id) ?? []), holder]);
      }
    };
    await Promise.all([race(one, 'a1'), race(two, 'b1'), race(one, 'a2'), race(two, 'b2')]);
    expect(claimedBy.size).toBe(300);
    expect([...claimedBy.values()].filter((holders) => holders.length !== 1)).toEqual([]);
    // Each worker got some: they raced, not queued behind each other.
    const holders = new Set([...claimedBy.values()].flat());
    expect(holders.size).toBeGreaterThan(1);
  });

  it('leaves what is not due and what another holds; takes a claim back once it expired', async () => {
    const now = Date.now();
    const [due, later] = await enqueueDeliveries(one.db, [delivery(1), delivery(2)], now);
    await one.db
      .updateTable('connect_deliveries')
      .set({ next_attempt_at: now + 60_000 })
      .where('id', '=', later.id)
      .execute();
    const first = await claimDue(one, { holder: 'dead', ttlMs: 1000, limit: 10, now });
    expect(first.map((row) => row.id)).toEqual([due.id]);
    expect(await claimDue(two, { holder: 'b', ttlMs: 1000, limit: 10, now: now + 500 })).toEqual(
      [],
    );
    // The holder died: after its claim's time, another worker takes the delivery.
    const retaken = await claimDue(two, { holder: 'b', ttlMs: 1000, limit: 10, now: now + 1001 });
    expect(retaken.map((row) => [row.id, row.claimed_by])).toEqual([[due.id, 'b']]);
    expect(await renewClaim(one, due.id, { holder: 'dead', ttlMs: 1000 })).toBe(false);
    expect(await renewClaim(two, due.id, { holder: 'b', ttlMs: 1000 })).toBe(true);
    await releaseClaims(two, retaken, 'b');
    const again = await claimDue(one, { holder: 'c', ttlMs: 1000, limit: 10, now: now + 1001 });
    expect(again.map((row) => row.id)).toEqual([due.id]);
  });
});
