/** @jest-environment node */
import { ENGINES } from '../../../test-support/stores';
import { openSandboxStore, type SandboxStore } from '../store/db';
import { LoginThrottle, MAX_FAILURES, THROTTLE_WINDOW_MS } from './loginThrottle';

// Each flood takes 3 to 7 s alone. In CI the file has taken 290 to 315 s, in a Jest worker whose
// heap had grown over earlier files, and still 130 s since jest.config.js replaces workers past
// 1 GB (workerIdleMemoryLimit): a bound well above that, so that only a hang fails it.
const FLOOD_LIMIT_MS = 400_000;
const BATCH = 64;

describe.each(ENGINES)('LoginThrottle on $engine', ({ location }) => {
  let stores: SandboxStore[] = [];
  beforeAll(async () => {
    const where = await location();
    // Two instances of the platform on one store.
    stores = await Promise.all([openSandboxStore(where), openSandboxStore(where)]);
  });
  afterAll(() => Promise.all(stores.map((store) => store.close())));

  it('blocks an address and email pair after failures on any instance, until the window passes', async () => {
    const [one, two] = stores.map((store) => new LoginThrottle(store.db, 'login'));
    const start = THROTTLE_WINDOW_MS * 1000;
    for (let index = 0; index < MAX_FAILURES; index += 1) {
      expect(await one.retryAfterSeconds('10.0.0.1', 'a@example.test', start)).toBe(0);
      await (index % 2 ? one : two).recordFailure('10.0.0.1', 'A@example.test ', start);
    }
    expect(await two.retryAfterSeconds('10.0.0.1', 'a@example.test', start + 1000)).toBe(599);
    expect(await one.retryAfterSeconds('10.0.0.2', 'a@example.test', start)).toBe(0);
    expect(await one.retryAfterSeconds('10.0.0.1', 'b@example.test', start)).toBe(0);
    expect(await one.retryAfterSeconds('10.0.0.1', 'a@example.test', start + 600_000)).toBe(0);
  });

  it('forgets failures after a successful sign-in', async () => {
    const throttle = new LoginThrottle(stores[0].db, 'login');
    const now = THROTTLE_WINDOW_MS * 2000;
    for (let index = 0; index < MAX_FAILURES; index += 1)
      await throttle.recordFailure('ip', 'user', now);
    await throttle.recordSuccess('ip', 'user');
    expect(await throttle.retryAfterSeconds('ip', 'user', now + 1)).toBe(0);
  });

  it(
    'stays throttled however many other keys fail (20,000 throwaway subjects)',
    async () => {
      const throttle = new LoginThrottle(stores[0].db, 'token');
      const now = THROTTLE_WINDOW_MS * 3000;
      for (let index = 0; index < MAX_FAILURES; index += 1)
        await throttle.recordFailure('10.9.9.9', 'target-client', now);
      const flood = Array.from({ length: 20_000 }, (_, index) => `throwaway-${index}`);
      // 64 writes at a time: the PostgreSQL pool has 8 sessions, and a write waiting longer than
      // its 10-s connection timeout fails. With 500 at a time the last ones queued behind 60
      // rounds of 8 and failed ("timeout exceeded when trying to connect") when another test
      // file used the same server and cores; 8 in flight either way, so no less load on the store.
      for (let start = 0; start < flood.length; start += BATCH) {
        await Promise.all(
          flood
            .slice(start, start + BATCH)
            .map((subject) => throttle.recordFailure('10.9.9.9', subject, now)),
        );
      }
      expect(
        await throttle.retryAfterSeconds('10.9.9.9', 'target-client', now + 1000),
      ).toBeGreaterThan(0);
    },
    FLOOD_LIMIT_MS,
  );
});
