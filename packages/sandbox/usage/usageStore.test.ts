/** @jest-environment node */
import { seedSandbox } from '../seed';
import { openSandboxStore, type SandboxStore } from '../store/db';
import { ENGINES } from '../../../test-support/stores';
import { recordCall, usageOf, type ApiCall } from './usageStore';

const ACCOUNT = '6b1e3f2a-4c5d-4e8f-9a0b-1c2d3e4f5a6b';
const OTHER_ACCOUNT = '11111111-2222-4333-8444-555555555555';
const KEY = 'aaaaaaaa-0000-4000-8000-000000000001';
const GONE_KEY = 'aaaaaaaa-0000-4000-8000-000000000002';

const call = (changes: Partial<ApiCall> = {}): ApiCall => ({
  day: '2025-03-01',
  clientId: KEY,
  accountId: ACCOUNT,
  userId: 'user-admin',
  api: 'eSignature REST API',
  operation: 'Envelopes: create',
  method: 'POST',
  status: 201,
  durationMs: 40,
  ...changes,
});

describe.each(ENGINES)('API usage on $engine', ({ location }) => {
  let stores: SandboxStore[];
  beforeAll(async () => {
    const where = await location();
    stores = [await openSandboxStore(where), await openSandboxStore(where)];
    await seedSandbox(stores[0].db, 'usage-test-portal-secret');
    await stores[0].db
      .insertInto('applications')
      .values({
        client_id: KEY,
        account_id: ACCOUNT,
        name: 'Billing sync',
        redirect_uris: '[]',
        allow_loopback: 0,
        created: 1,
      })
      .execute();
  });
  afterAll(() => Promise.all(stores.map((store) => store.close())));

  it('counts every call of two instances at once into one row, with total and slowest time', async () => {
    const durations = Array.from({ length: 20 }, (_, index) => 10 + index * 5);
    await Promise.all(
      durations.map((durationMs, index) => recordCall(stores[index % 2].db, call({ durationMs }))),
    );
    const rows = await usageOf(stores[1].db, {
      accountId: ACCOUNT,
      from: '2025-03-01',
      to: '2025-03-01',
    });
    expect(rows).toEqual([
      {
        day: '2025-03-01',
        integrationKey: KEY,
        integrationKeyName: 'Billing sync',
        api: 'eSignature REST API',
        operation: 'Envelopes: create',
        method: 'POST',
        status: 201,
        calls: 20,
        totalMs: durations.reduce((sum, ms) => sum + ms, 0),
        maxMs: 105,
      },
    ]);
  });

  it('keeps statuses, days, keys, users and accounts apart, and filters by period, user and key', async () => {
    const db = stores[0].db;
    await recordCall(db, call({ status: 400, durationMs: 3 }));
    await recordCall(db, call({ day: '2025-03-02', userId: 'user-member' }));
    await recordCall(
      db,
      call({
        day: '2025-03-02',
        clientId: GONE_KEY,
        operation: 'Envelopes: get',
        method: 'GET',
        status: 200,
      }),
    );
    await recordCall(db, call({ accountId: OTHER_ACCOUNT, day: '2025-03-02' }));

    const all = await usageOf(db, { accountId: ACCOUNT, from: '2025-03-01', to: '2025-03-02' });
    expect(
      all.map((row) => [row.day, row.integrationKeyName, row.operation, row.status, row.calls]),
    ).toEqual([
      ['2025-03-01', 'Billing sync', 'Envelopes: create', 201, 20],
      ['2025-03-01', 'Billing sync', 'Envelopes: create', 400, 1],
      // the two users' calls of one key, operation and status are one row of the account's report
      ['2025-03-02', 'Billing sync', 'Envelopes: create', 201, 1],
      ['2025-03-02', null, 'Envelopes: get', 200, 1],
    ]);
    const member = await usageOf(db, {
      accountId: ACCOUNT,
      from: '2025-03-01',
      to: '2025-03-31',
      userId: 'user-member',
    });
    expect(member).toHaveLength(1);
    const oneKey = await usageOf(db, {
      accountId: ACCOUNT,
      from: '2025-03-01',
      to: '2025-03-31',
      clientId: GONE_KEY,
    });
    expect(oneKey.map((row) => row.operation)).toEqual(['Envelopes: get']);
    expect(await usageOf(db, { accountId: ACCOUNT, from: '2025-03-03', to: '2025-03-31' })).toEqual(
      [],
    );
    const other = await usageOf(db, {
      accountId: OTHER_ACCOUNT,
      from: '2025-03-01',
      to: '2025-03-31',
    });
    expect(other.map((row) => row.calls)).toEqual([1]);
  });
});
