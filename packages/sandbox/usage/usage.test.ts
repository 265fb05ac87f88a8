/** @jest-environment node */
import type { UsageReport } from '../../../lib/usage/contract';
import { dayOf } from '../../../lib/usage/contract';
import {
  ADMIN,
  basicAuth,
  bearer,
  exchangeCode,
  MEMBER,
  obtainCode,
  signIn,
  startSandbox,
  type RunningSandbox,
} from '../test-support/sandbox';

const REDIRECT = 'http://localhost:9123/auth/callback';
let sandbox: RunningSandbox;
let adminToken: string;
let memberToken: string;
let keyId: string;
let keyToken: string;

const envelopes = () => `${sandbox.base}/restapi/v2.1/accounts/${ADMIN.accountId}/envelopes`;
const usageUrl = (query = '', accountId = ADMIN.accountId) =>
  `${sandbox.base}/management/v1/accounts/${accountId}/usage${query}`;
const report = async (token: string, query = '') => {
  const response = await fetch(usageUrl(query), { headers: bearer(token) });
  expect(response.status).toBe(200);
  return (await response.json()) as UsageReport;
};
// The hook records after the answer has gone: wait until the call shows.
const settled = () => new Promise((resolve) => setTimeout(resolve, 150));

beforeAll(async () => {
  sandbox = await startSandbox();
  adminToken = (await signIn(sandbox, ADMIN)).access_token;
  memberToken = (await signIn(sandbox, MEMBER)).access_token;
  const created = await fetch(
    `${sandbox.base}/management/v1/accounts/${ADMIN.accountId}/applications`,
    {
      method: 'POST',
      headers: { ...bearer(adminToken), 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Usage app',
        redirect_uris: [REDIRECT],
        shouldCreateSecretKey: true,
      }),
    },
  );
  const application = (await created.json()) as {
    client_id: string;
    secrets: { secret: string }[];
  };
  keyId = application.client_id;
  const code = await obtainCode(sandbox, { clientId: keyId, redirectUri: REDIRECT });
  const token = await exchangeCode(
    sandbox,
    { code },
    basicAuth(keyId, application.secrets[0].secret),
  );
  keyToken = ((await token.json()) as { access_token: string }).access_token;
});
afterAll(() => sandbox.close());

describe('API usage', () => {
  it('records each call by integration key, operation and status, with its time', async () => {
    const body = JSON.stringify({ emailSubject: 'Usage', status: 'created' });
    const headers = { ...bearer(keyToken), 'content-type': 'application/json' };
    expect((await fetch(envelopes(), { method: 'POST', headers, body })).status).toBe(201);
    expect((await fetch(envelopes(), { method: 'POST', headers, body })).status).toBe(201);
    expect(
      (
        await fetch(`${envelopes()}/00000000-0000-4000-8000-000000000000`, {
          headers: bearer(keyToken),
        })
      ).status,
    ).toBe(404);
    expect(
      (await fetch(`${sandbox.base}/restapi/v2.1/nowhere`, { headers: bearer(keyToken) })).status,
    ).toBe(404);
    // No live token: no key to count the call for.
    expect((await fetch(envelopes(), { headers: bearer('dead-token') })).status).toBe(401);
    await settled();

    const answer = await report(adminToken);
    expect(answer).toMatchObject({
      accountId: ADMIN.accountId,
      scope: 'account',
      to: dayOf(Date.now()),
    });
    const ofKey = answer.rows.filter((row) => row.integrationKey === keyId);
    expect(ofKey.map((row) => [row.operation, row.method, row.status, row.calls])).toEqual([
      ['Envelopes: create', 'POST', 201, 2],
      ['Envelopes: get', 'GET', 404, 1],
      ['GET (no such operation)', 'GET', 404, 1],
    ]);
    expect(
      ofKey.every(
        (row) => row.integrationKeyName === 'Usage app' && row.api === 'eSignature REST API',
      ),
    ).toBe(true);
    expect(ofKey[0].maxMs).toBeGreaterThanOrEqual(0);
    expect(ofKey[0].totalMs).toBeGreaterThanOrEqual(ofKey[0].maxMs);
  });

  it('says how close the account and each key that called this hour are to the API limits', async () => {
    const { limits } = await report(adminToken);
    // The four calls above, with the key's token (the sandbox of the tests runs far above the
    // demo's limits); the call without a live token counted for no one.
    expect(limits).toEqual({
      hourly: { limit: 100_000_000, used: 4, remaining: 99_999_996, resetAt: expect.any(Number) },
      burst: { limit: 100_000_000, used: 4, remaining: 99_999_996, resetAt: expect.any(Number) },
      keys: [{ integrationKey: keyId, integrationKeyName: 'Usage app', hourly: 4, burst: 4 }],
    });
    expect(limits!.hourly.resetAt).toBe(Math.ceil(Date.now() / 3600_000) * 3600);
    // A member sees the account's counts, and only the keys of their own calls (none yet).
    expect((await report(memberToken)).limits).toMatchObject({ hourly: { used: 4 }, keys: [] });
  });

  it('shows a member only the calls made with their own tokens; an admin every call', async () => {
    expect(
      (await fetch(`${envelopes()}?from_date=2020-01-01`, { headers: bearer(memberToken) })).status,
    ).toBe(200);
    await settled();
    const mine = await report(memberToken);
    expect(mine.scope).toBe('user');
    expect(mine.rows.map((row) => [row.operation, row.calls])).toEqual([
      ['Envelopes: listStatusChanges', 1],
    ]);
    expect(mine.rows[0].integrationKeyName).toBe('Developer Center portal');
    const everyone = await report(adminToken);
    expect(everyone.rows.map((row) => row.operation)).toContain('Envelopes: listStatusChanges');
    expect(everyone.rows.some((row) => row.integrationKey === keyId)).toBe(true);
  });

  it('filters by integration key and period', async () => {
    const oneKey = await report(adminToken, `?integrationKey=${keyId.toUpperCase()}`);
    expect(new Set(oneKey.rows.map((row) => row.integrationKey))).toEqual(new Set([keyId]));
    const past = await report(adminToken, '?from=2020-01-01&to=2020-01-31');
    expect(past).toMatchObject({ from: '2020-01-01', to: '2020-01-31', rows: [] });
  });

  it.each([
    ['?from=2025-02-30', /from must be a day/],
    ['?to=tomorrow', /to must be a day/],
    ['?from=2025-03-02&to=2025-03-01', /from must not be after to/],
    ['?from=2024-01-01&to=2025-01-01', /at most 90 days/],
    ['?integrationKey=abc', /integrationKey must be a GUID/],
    ['?from=2025-01-01&from=2025-01-02', /from must be given once/],
  ])('answers %s with 400 naming the field', async (query, message) => {
    const response = await fetch(usageUrl(query), { headers: bearer(adminToken) });
    expect(response.status).toBe(400);
    const answer = (await response.json()) as { errorCode: string; message: string };
    expect(answer.errorCode).toBe('INVALID_REQUEST_PARAMETER');
    expect(answer.message).toMatch(message);
  });

  it('never shows another account, and needs a live token', async () => {
    const stranger = await fetch(usageUrl('', '11111111-2222-4333-8444-555555555555'), {
      headers: bearer(adminToken),
    });
    expect(stranger.status).toBe(403);
    expect((await fetch(usageUrl())).status).toBe(401);
  });
});
