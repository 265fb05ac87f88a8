/** @jest-environment node */
import { openSandboxStore, type SandboxStore } from '../store/db';
import { tempDataDir } from '../test-support/sandbox';
import { countCall, limitsOf } from './counting';
import { apiLimits } from './options';
import { mayPoll } from './polling';

let store: SandboxStore;
beforeAll(async () => {
  store = await openSandboxStore({ kind: 'sqlite', dataDir: tempDataDir() });
});
afterAll(() => store.close());

const limits = apiLimits({ hourly: 4, burst: 2 });
const HOUR = Date.parse('2026-03-02T10:00:00Z');

describe('countCall', () => {
  it('counts an account in the clock hour and 30-second bursts, burst first to run out', async () => {
    const first = await countCall(store.db, 'acc-1', 'key-a', limits, HOUR + 1000);
    expect(first).toEqual({
      hourly: { limit: 4, used: 1, remaining: 3, resetAt: (HOUR + 3600_000) / 1000 },
      burst: { limit: 2, used: 1, remaining: 1, resetAt: (HOUR + 31_000) / 1000 },
    });
    await countCall(store.db, 'acc-1', 'key-b', limits, HOUR + 2000);
    const third = await countCall(store.db, 'acc-1', 'key-a', limits, HOUR + 3000);
    expect(third.exceeded).toBe('burst');
    // A new burst window, still in the hour: the hourly count is the one that runs out.
    await countCall(store.db, 'acc-1', 'key-a', limits, HOUR + 40_000);
    const fifth = await countCall(store.db, 'acc-1', 'key-a', limits, HOUR + 41_000);
    expect(fifth.hourly).toMatchObject({ used: 5, remaining: 0 });
    expect(fifth.exceeded).toBe('hourly');
    // The next hour starts from zero.
    const next = await countCall(store.db, 'acc-1', 'key-a', limits, HOUR + 3600_000);
    expect(next.hourly.used).toBe(1);
    expect(next.exceeded).toBeUndefined();
  });

  it('keeps each key’s share of its account’s count, and other accounts apart', async () => {
    await countCall(store.db, 'acc-2', 'key-a', limits, HOUR + 1000);
    await countCall(store.db, 'acc-2', 'key-b', limits, HOUR + 2000);
    await countCall(store.db, 'acc-2', 'key-b', limits, HOUR + 3000);
    const now = HOUR + 4000;
    expect((await limitsOf(store.db, limits, 'acc-2', undefined, now)).hourly.used).toBe(3);
    expect((await limitsOf(store.db, limits, 'acc-2', 'key-b', now)).hourly.used).toBe(2);
    expect((await limitsOf(store.db, limits, 'acc-2', 'key-b', now)).burst.used).toBe(2);
    expect((await limitsOf(store.db, limits, 'acc-3', undefined, now)).hourly).toEqual({
      limit: 4,
      used: 0,
      remaining: 4,
      resetAt: (HOUR + 3600_000) / 1000,
    });
  });
});

describe('mayPoll', () => {
  it('allows one poll of an envelope per key and interval', async () => {
    expect(await mayPoll(store.db, 'key-a', 'env-1', 900, HOUR)).toEqual({
      allowed: true,
      retryInSeconds: 900,
    });
    expect(await mayPoll(store.db, 'key-a', 'env-1', 900, HOUR + 60_000)).toEqual({
      allowed: false,
      retryInSeconds: 840,
    });
    expect((await mayPoll(store.db, 'key-b', 'env-1', 900, HOUR + 60_000)).allowed).toBe(true);
    expect((await mayPoll(store.db, 'key-a', 'env-2', 900, HOUR + 60_000)).allowed).toBe(true);
    expect((await mayPoll(store.db, 'key-a', 'env-1', 900, HOUR + 900_000)).allowed).toBe(true);
  });
});

describe('apiLimits', () => {
  it('is the demo environment’s unless given, and names a wrong value', () => {
    expect(apiLimits()).toEqual({ hourly: 3000, burst: 200, pollingIntervalSeconds: 0 });
    expect(apiLimits({ hourly: undefined, burst: 50 })).toMatchObject({ hourly: 3000, burst: 50 });
    expect(() => apiLimits({ burst: 0 })).toThrow(/apiLimits.burst/);
  });
});
