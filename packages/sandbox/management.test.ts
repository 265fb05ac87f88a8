/** @jest-environment node */
import { createPrivateKey, createPublicKey } from 'node:crypto';
import {
  ADMIN,
  basicAuth,
  bearer,
  form,
  MEMBER,
  obtainCode,
  signIn,
  startSandbox,
  type RunningSandbox,
} from './test-support/sandbox';

let sandbox: RunningSandbox;
let adminToken: string;
let memberToken: string;

beforeAll(async () => {
  sandbox = await startSandbox();
  adminToken = (await signIn(sandbox, ADMIN)).access_token;
  memberToken = (await signIn(sandbox, MEMBER)).access_token;
});
afterAll(() => sandbox.close());

const accountUrl = (path = '', accountId = ADMIN.accountId) =>
  `${sandbox.base}/management/v1/accounts/${accountId}${path}`;

function call(method: string, path: string, token: string, body?: unknown) {
  return fetch(accountUrl(path), {
    method,
    headers: {
      ...bearer(token),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

function createApp(body: Record<string, unknown>, token = adminToken) {
  return call('POST', '/applications', token, body);
}

describe('account settings', () => {
  it('tells admin and member apart', async () => {
    const admin = await call('GET', '/settings', adminToken);
    expect(admin.status).toBe(200);
    expect(await admin.json()).toMatchObject({
      accountName: 'Acme Demo',
      canSelfBrand: true,
      userIsAdmin: true,
    });
    const member = await call('GET', '/settings', memberToken);
    expect(await member.json()).toMatchObject({ userIsAdmin: false });
  });

  it('answers 401 without a token and 403 for an account the user is not in', async () => {
    const anonymous = await fetch(accountUrl('/settings'));
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ errorCode: 'AUTHORIZATION_INVALID_TOKEN' });
    const other = await fetch(accountUrl('/settings', '00000000-0000-4000-8000-000000000000'), {
      headers: bearer(adminToken),
    });
    expect(other.status).toBe(403);
    expect(await other.json()).toMatchObject({ errorCode: 'USER_LACKS_PERMISSIONS' });
  });
});

describe('integration keys', () => {
  it('shows the plain secret and private key once, then only masked values', async () => {
    const response = await createApp({
      name: 'Masking check',
      redirect_uris: ['http://localhost:9000/callback'],
      shouldCreateSecretKey: true,
      shouldCreateRSAKey: true,
    });
    expect(response.status).toBe(201);
    const created = await response.json();
    expect(created).toMatchObject({
      name: 'Masking check',
      redirect_uris: ['http://localhost:9000/callback'],
    });
    const [secret] = created.secrets;
    const [key] = created.keys;
    expect(secret.secret).not.toContain('*');
    expect(secret.type).toBe('secret');
    expect(createPrivateKey(key.privateKey).asymmetricKeyDetails?.modulusLength).toBe(2048);
    expect(createPublicKey(key.publicKey).asymmetricKeyType).toBe('rsa');

    const list = await (await call('GET', '/applications', adminToken)).json();
    const listed = list.applications.find(
      (app: { client_id: string }) => app.client_id === created.client_id,
    );
    expect(listed.secrets).toEqual([
      { id: secret.id, secret: `************${secret.secret.slice(-4)}`, type: 'secret' },
    ]);
    expect(listed.keys).toEqual([{ id: key.id, type: 'rsa' }]);
    expect(JSON.stringify(list)).not.toContain(secret.secret);
  });

  it('lets a key’s secret sign a user in through that key (token generator path)', async () => {
    const redirect = 'http://localhost:9000/token-generator/callback';
    const created = await (
      await createApp({
        name: 'Token generator',
        redirect_uris: [redirect],
        shouldCreateSecretKey: true,
      })
    ).json();
    const code = await obtainCode(sandbox, { clientId: created.client_id, redirectUri: redirect });
    const response = await fetch(`${sandbox.base}/oauth/token`, {
      ...form({ grant_type: 'authorization_code', code, redirect_uri: redirect }),
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: basicAuth(created.client_id, created.secrets[0].secret),
      },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ token_type: 'Bearer' });
  });

  it('refuses writes and listing to a member without admin rights', async () => {
    const list = await call('GET', '/applications', memberToken);
    expect(list.status).toBe(403);
    expect(await list.json()).toMatchObject({ errorCode: 'USER_LACKS_PERMISSIONS' });
    const create = await createApp({ name: 'Not allowed' }, memberToken);
    expect(create.status).toBe(403);
    const remove = await call('DELETE', '/applications/anything', memberToken);
    expect(remove.status).toBe(403);
  });

  it.each([
    [{}, 'name'],
    [{ name: '' }, 'name'],
    [{ name: 'x'.repeat(101) }, 'name'],
    [{ name: 'ok', redirect_uris: 'http://localhost/cb' }, 'redirect_uris'],
    [{ name: 'ok', redirect_uris: ['not a url'] }, 'redirect_uris[0]'],
    [{ name: 'ok', redirect_uris: ['ftp://example.test/cb'] }, 'redirect_uris[0]'],
    [
      { name: 'ok', redirect_uris: Array.from({ length: 11 }, (_, i) => `http://localhost/${i}`) },
      'redirect_uris',
    ],
    [{ name: 'ok', shouldCreateSecretKey: 'yes' }, 'shouldCreateSecretKey'],
    [{ name: 'ok', shouldCreateRSAKey: 1 }, 'shouldCreateRSAKey'],
  ])('answers 400 naming the field for %j', async (body, field) => {
    const response = await createApp(body);
    expect(response.status).toBe(400);
    const answer = await response.json();
    expect(answer.errorCode).toBe('INVALID_REQUEST_PARAMETER');
    expect(answer.message.startsWith(`${field} `)).toBe(true);
  });

  it('answers 400 for a body that is not JSON, never 500', async () => {
    const response = await fetch(accountUrl('/applications'), {
      method: 'POST',
      headers: { ...bearer(adminToken), 'content-type': 'application/json' },
      body: '{"name":',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ errorCode: 'INVALID_REQUEST_BODY' });
  });

  it('adds a secret and deletes secrets and RSA keys, 404 when gone', async () => {
    const created = await (
      await createApp({ name: 'Rotation', shouldCreateSecretKey: true, shouldCreateRSAKey: true })
    ).json();
    const path = `/applications/${created.client_id}`;
    const added = await call('POST', `${path}/secrets`, adminToken);
    expect(added.status).toBe(201);
    const secret = await added.json();
    expect(secret).toEqual({ id: expect.any(String), secret: expect.any(String), type: 'secret' });
    expect(secret.secret).not.toContain('*');

    expect(
      (await call('DELETE', `${path}/secrets/${created.secrets[0].id}`, adminToken)).status,
    ).toBe(204);
    expect(
      (await call('DELETE', `${path}/secrets/${created.secrets[0].id}`, adminToken)).status,
    ).toBe(404);
    expect((await call('DELETE', `${path}/keys/${created.keys[0].id}`, adminToken)).status).toBe(
      204,
    );
    expect((await call('DELETE', `${path}/keys/${created.keys[0].id}`, adminToken)).status).toBe(
      404,
    );

    const list = await (await call('GET', '/applications', adminToken)).json();
    const listed = list.applications.find(
      (app: { client_id: string }) => app.client_id === created.client_id,
    );
    expect(listed.secrets.map((s: { id: string }) => s.id)).toEqual([secret.id]);
    expect(listed.keys).toEqual([]);
  });

  it('deletes an application, then answers 404 for it', async () => {
    const created = await (await createApp({ name: 'Short lived' })).json();
    expect((await call('DELETE', `/applications/${created.client_id}`, adminToken)).status).toBe(
      204,
    );
    const again = await call('DELETE', `/applications/${created.client_id}`, adminToken);
    expect(again.status).toBe(404);
    expect(await again.json()).toMatchObject({ errorCode: 'NOT_FOUND' });
    expect(
      (await call('POST', `/applications/${created.client_id}/secrets`, adminToken)).status,
    ).toBe(404);
  });
});

describe('editing an integration key (PUT applications/{clientId})', () => {
  it('renames a key and replaces its redirect URIs, keeping its secrets and keys', async () => {
    const created = await (
      await createApp({
        name: 'Before edit',
        redirect_uris: ['http://localhost:9000/old'],
        shouldCreateSecretKey: true,
        shouldCreateRSAKey: true,
      })
    ).json();
    const path = `/applications/${created.client_id}`;
    const renamed = await call('PUT', path, adminToken, { name: '  After edit ' });
    expect(renamed.status).toBe(200);
    expect(await renamed.json()).toMatchObject({
      client_id: created.client_id,
      name: 'After edit',
      redirect_uris: ['http://localhost:9000/old'],
      secrets: [{ id: created.secrets[0].id, secret: expect.stringMatching(/^\*{12}.{4}$/) }],
      keys: [{ id: created.keys[0].id, type: 'rsa' }],
    });

    const uris = ['http://localhost:9000/new', 'https://app.example.test/callback'];
    const edited = await call('PUT', path, adminToken, { redirect_uris: [...uris, uris[0]] });
    expect((await edited.json()).redirect_uris).toEqual(uris);
    // The platform signs users in through the new URI and refuses the old one.
    const authorize = (redirectUri: string) =>
      fetch(
        `${sandbox.base}/oauth/auth?${new URLSearchParams({
          response_type: 'code',
          client_id: created.client_id,
          redirect_uri: redirectUri,
        })}`,
      );
    expect((await authorize(uris[1])).status).toBe(200);
    expect((await authorize('http://localhost:9000/old')).status).toBe(400);

    const cleared = await call('PUT', path, adminToken, { redirect_uris: [] });
    expect(await cleared.json()).toMatchObject({ name: 'After edit', redirect_uris: [] });
  });

  it.each([
    [{}, 'Give name or redirect_uris'],
    [{ name: '' }, 'name '],
    [{ redirect_uris: ['not a url'] }, 'redirect_uris[0] '],
    [{ redirect_uris: 'http://localhost/cb' }, 'redirect_uris '],
  ])('answers 400 naming the field for %j', async (body, start) => {
    const created = await (await createApp({ name: 'Edit checks' })).json();
    const response = await call('PUT', `/applications/${created.client_id}`, adminToken, body);
    expect(response.status).toBe(400);
    const answer = await response.json();
    expect(answer.errorCode).toBe('INVALID_REQUEST_PARAMETER');
    expect(answer.message.startsWith(start)).toBe(true);
  });

  it('answers 404 for an unknown key and 403 to a member', async () => {
    const unknown = await call(
      'PUT',
      '/applications/00000000-0000-4000-8000-000000000000',
      adminToken,
      { name: 'Nobody' },
    );
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ errorCode: 'NOT_FOUND' });
    const created = await (await createApp({ name: 'Admins only' })).json();
    const member = await call('PUT', `/applications/${created.client_id}`, memberToken, {
      name: 'Taken over',
    });
    expect(member.status).toBe(403);
    const list = await (await call('GET', '/applications', adminToken)).json();
    expect(
      list.applications.find((app: { client_id: string }) => app.client_id === created.client_id)
        .name,
    ).toBe('Admins only');
  });
});

describe('integration key limit', () => {
  it('stops at 100 keys per account', async () => {
    const fresh = await startSandbox();
    try {
      const token = (await signIn(fresh, ADMIN)).access_token;
      const create = (name: string) =>
        fetch(`${fresh.base}/management/v1/accounts/${ADMIN.accountId}/applications`, {
          method: 'POST',
          headers: { ...bearer(token), 'content-type': 'application/json' },
          body: JSON.stringify({ name }),
        });
      for (let index = 0; index < 100; index += 1) {
        expect((await create(`Key ${index}`)).status).toBe(201);
      }
      const over = await create('One too many');
      expect(over.status).toBe(400);
      expect(await over.json()).toMatchObject({ errorCode: 'INTEGRATION_KEY_LIMIT_REACHED' });
    } finally {
      await fresh.close();
    }
  });
});
