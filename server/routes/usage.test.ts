/** @jest-environment node */
import type { UsageReport } from '../../lib/usage/contract';
import {
  ADMIN,
  MEMBER,
  bearer,
  signIn,
  startServer,
  type RunningServer,
} from '../../test-support/testServer';

let server: RunningServer;
let admin: Record<string, string>;
let member: Record<string, string>;

const usage = async (headers: Record<string, string>, query = '') =>
  fetch(`${server.base}/api/usage${query}`, { headers });

beforeAll(async () => {
  server = await startServer();
  admin = bearer(await signIn(server.base, ADMIN));
  member = bearer(await signIn(server.base, MEMBER));
});
afterAll(() => server.close());

describe('GET /api/usage', () => {
  it("answers the signed-in user's calls as the platform recorded them", async () => {
    const envelopes = `${server.base}/sandbox/restapi/v2.1/accounts/${ADMIN.accountId}/envelopes?from_date=2020-01-01`;
    expect((await fetch(envelopes, { headers: admin })).status).toBe(200);
    expect((await fetch(envelopes, { headers: member })).status).toBe(200);
    expect((await fetch(envelopes, { headers: member })).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 200));

    const mine = (await (await usage(member)).json()) as UsageReport;
    expect(mine).toMatchObject({ accountId: ADMIN.accountId, scope: 'user' });
    expect(mine.rows.map((row) => [row.operation, row.status, row.calls])).toEqual([
      ['Envelopes: listStatusChanges', 200, 2],
    ]);
    const everyone = (await (await usage(admin)).json()) as UsageReport;
    expect(everyone.scope).toBe('account');
    expect(everyone.rows.reduce((sum, row) => sum + row.calls, 0)).toBe(3);
  });

  it('passes the period and key on', async () => {
    const answer = (await (
      await usage(
        admin,
        '?from=2025-01-01&to=2025-01-31&integrationKey=0f9d6a3c-2b1e-4d7a-8c5f-9e4b3a2d1c0f',
      )
    ).json()) as UsageReport;
    expect(answer).toMatchObject({ from: '2025-01-01', to: '2025-01-31', rows: [] });
  });

  it.each([
    ['?from=2025-1-1', 'from'],
    ['?to=2025-02-30', 'to'],
    ['?from=2025-03-02&to=2025-03-01', 'from'],
    ['?integrationKey=nope', 'integrationKey'],
    ['?accountId=nope', 'accountId'],
  ])('answers %s with 400 naming %s, without asking the platform', async (query, field) => {
    const response = await usage(admin, query);
    expect(response.status).toBe(400);
    expect((await response.json()).field).toBe(field);
  });

  it("needs sign-in, and passes the platform 403 for an account not the user's", async () => {
    expect((await usage({})).status).toBe(401);
    const stranger = await usage(admin, '?accountId=11111111-2222-4333-8444-555555555555');
    expect(stranger.status).toBe(403);
  });
});
