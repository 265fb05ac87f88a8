/** @jest-environment node */
import { generateKeyPairSync, sign } from 'node:crypto';
import {
  ADMIN,
  bearer,
  form,
  MEMBER,
  postLogin,
  signIn,
  startSandbox,
  type RunningSandbox,
} from './test-support/sandbox';

const JWT_GRANT = 'urn:ietf:params:oauth:grant-type:jwt-bearer';
const KEY_REDIRECT = 'http://localhost:9123/callback';
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
      body: JSON.stringify({
        name: 'JWT service',
        shouldCreateRSAKey: true,
        redirect_uris: [KEY_REDIRECT],
      }),
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
      error_description: 'no_valid_keys_or_signatures',
    });
  });

  it('answers the platform’s descriptions for an unknown key and an unknown user', async () => {
    const unknownKey = await exchange(assertion({ iss: '0a0b0c0d-0000-4000-8000-000000000000' }));
    expect(unknownKey.status).toBe(400);
    expect(await unknownKey.json()).toEqual({
      error: 'invalid_grant',
      error_description: 'issuer_not_found',
    });
    const unknownUser = await exchange(assertion({ sub: 'not-a-user' }));
    expect(await unknownUser.json()).toEqual({
      error: 'invalid_grant',
      error_description: 'user_not_found',
    });
  });

  it.each([
    [{ exp: Math.floor(Date.now() / 1000) - 600 }, 'expired'],
    [{ aud: 'elsewhere.example' }, 'aud'],
  ])('refuses the claims %j (%s)', async (claims, word) => {
    const response = await exchange(assertion(claims));
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.error).toBe('invalid_grant');
    expect(body.error_description).toContain(word);
  });

  it('answers consent_required for a user who has not consented, with the URL that asks them', async () => {
    const refused = await exchange(assertion({ sub: MEMBER.userId }));
    expect(refused.status).toBe(400);
    const body = await refused.json();
    expect(body.error).toBe('consent_required');
    expect(body.error_description).toContain('signature impersonation');
    const consentUrl = new URL(/https?:\/\/\S+/.exec(body.error_description)![0]);
    expect(`${consentUrl.origin}${consentUrl.pathname}`).toBe(`${sandbox.base}/oauth/auth`);
    expect(Object.fromEntries(consentUrl.searchParams)).toEqual({
      response_type: 'code',
      scope: 'signature impersonation',
      client_id: key.clientId,
      redirect_uri: KEY_REDIRECT,
    });
    // The user signs in once through that URL: signing in for a key is consenting to it.
    const login = await postLogin(sandbox, {
      email: MEMBER.email,
      password: MEMBER.password,
      clientId: key.clientId,
      redirectUri: KEY_REDIRECT,
    });
    expect(login.status).toBe(302);
    expect((await exchange(assertion({ sub: MEMBER.userId }))).status).toBe(200);
  });

  it('names only the scopes not yet granted', async () => {
    const response = await exchange(assertion({ scope: 'signature impersonation extended' }));
    const body = await response.json();
    expect(body.error).toBe('consent_required');
    expect(body.error_description).toContain('scopes extended.');
  });

  it('refuses a malformed assertion', async () => {
    const broken = await exchange('not.a-jwt');
    expect(broken.status).toBe(400);
    expect(await broken.json()).toMatchObject({ error: 'invalid_grant' });
  });
});
