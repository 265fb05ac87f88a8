/** @jest-environment node */
import { startServer, type RunningServer } from '../../../test-support/testServer';
import { SANDBOX_CLICKWRAP } from './definitions';

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

const { accountId, clickwrapId } = SANDBOX_CLICKWRAP;
const url = (environment: string, account: string, clickwrap: string) =>
  `${server.base}/sandbox/clickwrap/${environment}/v1/accounts/${account}/clickwraps/${clickwrap}`;

it('serves the renderer script', async () => {
  const response = await fetch(`${server.base}/sandbox/clickwrap/renderer.js`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/javascript/);
  expect(await response.text()).toContain('window.sandboxClickwrap');
});

it('serves the seeded clickwrap by identifier', async () => {
  const response = await fetch(url('demo', accountId, clickwrapId));
  expect(response.status).toBe(200);
  expect(await response.json()).toMatchObject({ name: 'Sandbox Terms of Service', version: 1 });
});

it.each([
  ['prod', accountId, clickwrapId, 400, 'INVALID_ENVIRONMENT'],
  ['demo', 'not-a-guid', clickwrapId, 400, 'INVALID_REQUEST_PARAMETER'],
  ['demo', accountId, '00000000-0000-0000-0000-000000000000', 404, 'CLICKWRAP_NOT_FOUND'],
  ['eu', accountId, clickwrapId, 404, 'CLICKWRAP_NOT_FOUND'],
])('answers %s/%s/%s with %i %s', async (environment, account, clickwrap, status, code) => {
  const response = await fetch(url(environment, account, clickwrap));
  expect(response.status).toBe(status);
  expect((await response.json()).errorCode).toBe(code);
});

it('records an agreement and refuses one without a client user id', async () => {
  const post = (body: unknown) =>
    fetch(`${url('demo', accountId, clickwrapId)}/agreements`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const agreed = await post({ clientUserId: 'tester-1' });
  expect(agreed.status).toBe(201);
  expect(await agreed.json()).toMatchObject({ status: 'agreed', clientUserId: 'tester-1' });
  const refused = await post({});
  expect(refused.status).toBe(400);
  expect((await refused.json()).message).toMatch(/clientUserId/);
});

it("records the signer's country with the agreement, and refuses a code the list does not have", async () => {
  const post = (body: unknown) =>
    fetch(`${url('demo', accountId, clickwrapId)}/agreements`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const agreed = await post({ clientUserId: 'tester-2', documentData: { country: 'CA' } });
  expect(agreed.status).toBe(201);
  expect(await agreed.json()).toMatchObject({ documentData: { country: 'CA' } });
  for (const documentData of [{ country: 'XX' }, { country: 'ca' }, { city: 'Oslo' }, 'CA']) {
    const refused = await post({ clientUserId: 'tester-3', documentData });
    expect(refused.status).toBe(400);
    expect((await refused.json()).message).toMatch(/country/);
  }
});
