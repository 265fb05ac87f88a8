/** @jest-environment node */
import { ADMIN, bearer, signIn, startSandbox, type RunningSandbox } from '../test-support/sandbox';

// Connected Fields' tab groups are the installed extension apps: the ids the list answers are
// those the get accepts, and an app that is not installed is not found.

let sandbox: RunningSandbox;
let token: string;
const groups = `/connectedfieldsapi/v1/accounts/${ADMIN.accountId}/connected-fields/tab-groups`;
const get = async (path: string) => {
  const response = await fetch(`${sandbox.base}${path}`, { headers: bearer(token) });
  return { status: response.status, body: await response.json() };
};

beforeAll(async () => {
  sandbox = await startSandbox();
  token = (await signIn(sandbox)).access_token;
});
afterAll(() => sandbox?.close());

it('lists the installed apps, each read back by its id, and no other', async () => {
  const listed = await get(groups);
  expect(listed.status).toBe(200);
  expect(listed.body.map((group: { appName: string }) => group.appName)).toEqual([
    'Bank account verification',
    'Address verification',
  ]);
  for (const group of listed.body) {
    expect((await get(`${groups}/${group.appId}`)).body).toEqual(group);
  }
  const one = await get(`${groups}?appId=${listed.body[1].appId}`);
  expect(one.body).toEqual([listed.body[1]]);
  const unknown = await get(`${groups}/3d934f63-6b63-4cbf-9494-88b9f87926c2`);
  expect(unknown).toMatchObject({ status: 404, body: { errorCode: 'APP_NOT_FOUND' } });
});
