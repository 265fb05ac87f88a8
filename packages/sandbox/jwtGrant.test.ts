/** @jest-environment node */
import { generateKeyPairSync, sign } from 'node:crypto';
import {
  ADMIN,
  bearer,
  form,
  MEMBER,
  signIn,
  startSandbox,
  type RunningSandbox,
} from './test-support/sandbox';

const JWT_GRANT = 'urn:ietf:params:oauth:grant-type:jwt-bearer';
let sandbox: RunningSandbox;
let key: { clientId: string; privateKey: string };

beforeAll(async () => {
  sandbox = await startSandbox();
  const { access_token: token } = await signIn(sandbox, ADMIN);
  const response = await fetch(
    `${sandbox.base}/management/v1/accounts/${ADMIN.accountId}/applications`,
    {
      method: 'POST',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'JWT service', shouldCreateRSAKey: true }),
    },
  );
  const created = await response.json();
  key = { clientId: created.client_id, privateKey: created.keys[0].privateKey };
});
afterAll(() => sandbox.close());

function assertion(claims: Record<string, unknown>, privateKey = key.privateKey): string {
  const now = Math.floor(Date.now() / 1000);
  const header = Buffer.from(JSON.stringify({ alg: 'RS256', typ: 'JWT' })).toString('base64url');
  const payload = Buffer.from(
    JSON.stringify({
      iss: key.clientId,
      sub: ADMIN.userId,
      aud: new URL(sandbox.origin).host,
      iat: now,
      exp: now + 3600,
      scope: 'signature impersonation',
      ...claims,
    }),
  ).toString('base64url');
  const signature = sign('RSA-SHA256', Buffer.from(`${header}.${payload}`), privateKey).toString(
    'base64url',
  );
  return `${header}.${payload}.${signature}`;
}

function exchange(jwt: string) {
  return fetch(`${sandbox.base}/oauth/token`, form({ grant_type: JWT_GRANT, assertion: jwt }));
}

describe('JWT bearer grant (RFC 7523)', () => {
  it('issues an access token, without a refresh token, for an assertion signed with the key', async () => {
    const response = await exchange(assertion({}));
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toEqual({
      access_token: expect.any(String),
      token_type: 'Bearer',
      expires_in: 3600,
      scope: 'signature impersonation',
    });
    const info = await fetch(`${sandbox.base}/oauth/userinfo`, {
      headers: bearer(body.access_token),
    });
    expect((await info.json()).email).toBe(ADMIN.email);
  });

  it('refuses a signature from another key', async () => {
    const other = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({
      type: 'pkcs8',
      format: 'pem',
    }) as string;
    const response = await exchange(assertion({}, other));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: 'invalid_grant',
      error_description: expect.stringContaining('signature'),
    });
  });

  it.each([
    [{ exp: Math.floor(Date.now() / 1000) - 600 }, 'expired'],
    [{ aud: 'elsewhere.example' }, 'aud'],
    [{ sub: 'not-a-user' }, 'sub'],
    [{ iss: 'not-a-key' }, 'iss'],
  ])('refuses the claims %j (%s)', async (claims, word) => {
    const response = await exchange(assertion(claims));
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.error).toBe('invalid_grant');
    expect(body.error_description).toContain(word);
  });

  it('accepts any user of the key’s account, and refuses a malformed assertion', async () => {
    expect((await exchange(assertion({ sub: MEMBER.userId }))).status).toBe(200);
    const broken = await exchange('not.a-jwt');
    expect(broken.status).toBe(400);
    expect(await broken.json()).toMatchObject({ error: 'invalid_grant' });
  });
});
