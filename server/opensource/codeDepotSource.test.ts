/** @jest-environment node */
import type { CodeDepotConfig } from '../configOutbound';
import { openPortalStore, type PortalStore } from '../portalStore';
import { localSource } from '../routes/opensourceSource';
import { ENGINES } from '../../test-support/stores';
import { depotRepositories, startFakeCodeDepot } from '../../test-support/fakeCodeDepot';
import { codeDepotSource, FRESH_MS, RETRY_AFTER_FAILURE_MS } from './codeDepotSource';

const TOKEN = 'ghp_depot-source-test-token-0123456789';
type Depot = Awaited<ReturnType<typeof startFakeCodeDepot>>;

describe.each(ENGINES)('code depot catalogue on $engine', ({ location }) => {
  let depot: Depot;
  let where: Awaited<ReturnType<(typeof ENGINES)[number]['location']>>;
  const stores: PortalStore[] = [];
  const START = Date.parse('2026-03-01T10:00:00Z');
  let time = START;
  const now = () => time;
  const warnings: { fields: Record<string, unknown>; message: string }[] = [];
  const log = {
    warn: (fields: Record<string, unknown>, message: string) => warnings.push({ fields, message }),
  };

  const config = (): CodeDepotConfig => ({
    url: depot.url,
    org: 'acme',
    token: TOKEN,
    timeoutMs: 1500,
  });
  /** One instance of the server: its own source, on the shared store. */
  async function instance() {
    const store = await openPortalStore(where);
    stores.push(store);
    return codeDepotSource(config(), localSource(), store.db, { now, log });
  }

  beforeEach(async () => {
    depot = await startFakeCodeDepot('acme', depotRepositories(120));
    where = await location();
    warnings.length = 0;
    time = START;
  });
  afterEach(async () => {
    await depot.close();
    await Promise.all(stores.splice(0).map((store) => store.close()));
  });

  test('lists from the depot, then answers from the cache for five minutes', async () => {
    const source = await instance();
    expect(await source.repositories()).toHaveLength(120);
    expect(depot.operations).toHaveLength(2); // two pages
    time += FRESH_MS - 1;
    await source.repositories();
    await source.manifest();
    expect(depot.operations).toHaveLength(2);
    time += 2;
    await source.repositories();
    expect(depot.operations).toHaveLength(4);
  });

  test('the filter choices are the languages and topics the repositories have', async () => {
    const manifest = await (await instance()).manifest();
    expect(manifest.title).toBe('Open source');
    expect(manifest.languages).toEqual(['C#', 'Java', 'Python', 'TypeScript']);
    expect(manifest.topics).toEqual(['sdk', 'topic-0', 'topic-1', 'topic-2', 'topic-3', 'topic-4']);
  });

  test('a failing depot: the last good answer, and a warning without the token', async () => {
    const source = await instance();
    const good = await source.repositories();
    time += FRESH_MS;
    depot.mode.status = 502;
    expect(await source.repositories()).toEqual(good);
    expect(warnings).toEqual([
      {
        message: 'code depot failed: serving the last good open-source catalogue',
        fields: expect.objectContaining({
          failure: 'The code depot answered with an error (502)',
          lastGood: '2026-03-01T10:00:00.000Z',
        }),
      },
    ]);
    expect(JSON.stringify(warnings)).not.toContain(TOKEN);
  });

  test('a slow depot: the time limit, then the last good answer', async () => {
    const source = await instance();
    const good = await source.repositories();
    time += FRESH_MS;
    depot.mode.delayMs = 5000;
    const started = performance.now();
    expect(await source.repositories()).toEqual(good);
    expect(performance.now() - started).toBeLessThan(4000);
    // Right after, the depot is not waited on again: the answer comes at once.
    const again = performance.now();
    expect(await source.repositories()).toEqual(good);
    expect(performance.now() - again).toBeLessThan(200);
    expect(depot.seen).toHaveLength(3);
    time += RETRY_AFTER_FAILURE_MS;
    depot.mode.delayMs = 0;
    await source.repositories();
    expect(depot.seen.length).toBeGreaterThan(3);
  });

  test('the last good answer survives a restart and is shared by instances', async () => {
    const first = await instance();
    const good = await first.repositories();
    await Promise.all(stores.splice(0).map((store) => store.close()));
    depot.mode.status = 500;
    time += FRESH_MS * 10;
    // A new process on the same store, the depot down: the answer kept before the restart.
    const restarted = await instance();
    expect(await restarted.repositories()).toEqual(good);
    // Another instance with a fresh answer in the store uses it without asking the depot.
    depot.mode.status = undefined;
    const refreshed = await instance();
    const newer = await refreshed.repositories();
    const asked = depot.seen.length;
    const other = await instance();
    expect(await other.repositories()).toEqual(newer);
    expect(depot.seen).toHaveLength(asked);
  });

  test('a failure with no answer kept is the depot error (502/504)', async () => {
    depot.mode.status = 401;
    const source = await instance();
    await expect(source.repositories()).rejects.toMatchObject({
      statusCode: 502,
      message: 'The code depot refused access (401)',
    });
    await expect(source.manifest()).rejects.toMatchObject({ statusCode: 502 });
  });

  test('concurrent readers share one listing', async () => {
    const source = await instance();
    const answers = await Promise.all([
      source.repositories(),
      source.repositories(),
      source.manifest(),
    ]);
    expect(answers[0]).toBe(answers[1]);
    expect(depot.operations).toHaveLength(2);
  });
});
