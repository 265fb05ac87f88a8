/** @jest-environment node */
import {
  ADMIN,
  MEMBER,
  bearer,
  signIn,
  startServer,
  suspendUser,
  type RunningServer,
} from '../../test-support/testServer';

let server: RunningServer;
let adminToken: string;

beforeAll(async () => {
  server = await startServer({ SANDBOX_TEST_HOOKS: '1' });
  adminToken = await signIn(server.base, ADMIN);
});
afterAll(() => server.close());

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${server.base}${path}`, { headers });

describe('GET /api/user', () => {
  it('answers the signed-in user with their accounts', async () => {
    const response = await get('/api/user', bearer(adminToken));
    expect(response.status).toBe(200);
    const user = await response.json();
    expect(user).toMatchObject({ name: ADMIN.name, email: ADMIN.email });
    expect(user.accounts).toEqual([
      expect.objectContaining({ account_id: ADMIN.accountId, is_default: true }),
    ]);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('answers 401 with a message without a bearer token', async () => {
    const response = await get('/api/user');
    expect(response.status).toBe(401);
    expect((await response.json()).message).toMatch(/bearer token/);
  });

  it('passes the platform 401 through for an unknown token', async () => {
    const response = await get('/api/user', bearer('not-a-real-token'));
    expect(response.status).toBe(401);
    expect((await response.json()).message).toEqual(expect.any(String));
  });

  it('passes the platform 403 through, with its message, for a user it refuses', async () => {
    const memberToken = await signIn(server.base, MEMBER);
    await suspendUser(server.base, MEMBER.email);
    try {
      const response = await get('/api/user', bearer(memberToken));
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({
        errorCode: 'USER_LACKS_PERMISSIONS',
        message: 'This user has been suspended and may not use the platform.',
      });
    } finally {
      await suspendUser(server.base, MEMBER.email, false);
    }
  });
});

describe('GET /api/user/settings', () => {
  it("answers the settings of the user's default account", async () => {
    const response = await get('/api/user/settings', bearer(adminToken));
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ accountId: ADMIN.accountId });
  });

  it('accepts an accountId of the user', async () => {
    const response = await get(
      `/api/user/settings?accountId=${ADMIN.accountId}`,
      bearer(adminToken),
    );
    expect(response.status).toBe(200);
  });

  it('passes the platform 403 through for an account that is not the user’s', async () => {
    const other = '11111111-2222-4333-8444-555555555555';
    const response = await get(`/api/user/settings?accountId=${other}`, bearer(adminToken));
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      errorCode: 'USER_LACKS_PERMISSIONS',
      message: 'This user does not belong to the requested account.',
    });
  });

  it('passes the platform 403 through for a user it refuses', async () => {
    const memberToken = await signIn(server.base, MEMBER);
    await suspendUser(server.base, MEMBER.email);
    try {
      for (const query of ['', `?accountId=${MEMBER.accountId}`]) {
        const response = await get(`/api/user/settings${query}`, bearer(memberToken));
        expect(response.status).toBe(403);
        expect(await response.json()).toEqual({
          errorCode: 'USER_LACKS_PERMISSIONS',
          message: 'This user has been suspended and may not use the platform.',
        });
      }
    } finally {
      await suspendUser(server.base, MEMBER.email, false);
    }
  });

  it('passes the platform 401 through for an unknown token', async () => {
    for (const query of ['', `?accountId=${ADMIN.accountId}`]) {
      const response = await get(`/api/user/settings${query}`, bearer('not-a-real-token'));
      expect(response.status).toBe(401);
    }
  });

  it('answers 400 naming accountId when it is not a GUID', async () => {
    const response = await get('/api/user/settings?accountId=nope', bearer(adminToken));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      field: 'accountId',
      message: expect.stringMatching(/^accountId /),
    });
  });

  it('answers 401 without a bearer token, before checking the input', async () => {
    const response = await get('/api/user/settings?accountId=nope');
    expect(response.status).toBe(401);
  });

  it('works for a member without admin rights', async () => {
    const memberToken = await signIn(server.base, MEMBER);
    const response = await get('/api/user', bearer(memberToken));
    expect(await response.json()).toMatchObject({ email: MEMBER.email });
  });
});
