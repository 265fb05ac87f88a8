/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { apiBaseUrl, type ApiPlacement } from '../../lib/platform/apiLocation';
import { consentTo, trustingFetch } from './consent';
import { startSdkPlatform, type SdkPlatform } from './platform';

// The official Admin SDK (docusign-admin from npm), run unchanged against the embedded platform
// behind TLS: JWT grant and user info with its own ApiClient, then the Admin API at the base URL
// the registry's rule gives it (on the real platform a host of its own; embedded, the one local
// base URL under base_uri): the organization's users hold the administrator, a created user has
// an id and is one of eSignature's users.

const registry = JSON.parse(
  fs.readFileSync(path.join(__dirname, '../../content/apis/registry.json'), 'utf8'),
) as (ApiPlacement & { swaggerName: string })[];

/** The scopes adminUsers.cjs asks for beyond signature impersonation. */
const ADMIN_SCOPES = ['organization_read', 'user_read', 'user_write'];

let platform: SdkPlatform;
let adminBasePath: string;
beforeAll(async () => {
  platform = await startSdkPlatform();
  await consentTo(platform, ADMIN_SCOPES);
  const entry = registry.find((candidate) => candidate.swaggerName.startsWith('admin-'))!;
  adminBasePath = apiBaseUrl(entry, {
    environment: 'demo',
    baseUri: `${platform.origin}/sandbox`,
    embedded: true,
  });
}, 90_000);
afterAll(() => platform?.stop());

it('lists the users, creates one and finds them in eSignature with the official SDK', async () => {
  expect(adminBasePath).toBe(`${platform.origin}/sandbox/adminapi`);
  const listed = await platform.script('adminUsers.cjs', ['users'], { adminBasePath });
  expect(listed.organizationId).toMatch(/^[0-9a-f-]{36}$/);
  expect(listed.users).toContainEqual(
    expect.objectContaining({ id: platform.userId, user_status: 'active' }),
  );

  const created = await platform.script(
    'adminUsers.cjs',
    ['create', 'grace.hopper@example.test', 'Grace Hopper'],
    { adminBasePath },
  );
  expect(created).toMatchObject({
    id: expect.stringMatching(/^[0-9a-f-]{36}$/),
    email: 'grace.hopper@example.test',
    found: [expect.objectContaining({ user_name: 'Grace Hopper', membership_status: 'pending' })],
  });

  // eSignature's users of the account, as the platform's own users: the new one among them.
  const get = (url: string) =>
    trustingFetch(platform)(url, { headers: { authorization: `Bearer ${platform.accessToken}` } });
  const info = await get(`${platform.origin}/sandbox/oauth/userinfo`);
  expect(info.status).toBe(200);
  const { accounts } = (await info.json()) as { accounts: { account_id: string }[] };
  const users = await get(
    `${platform.origin}/sandbox/restapi/v2.1/accounts/${accounts[0].account_id}/users`,
  );
  expect(((await users.json()) as { users: unknown[] }).users).toContainEqual(
    expect.objectContaining({ userId: created.id, email: 'grace.hopper@example.test' }),
  );
}, 120_000);
