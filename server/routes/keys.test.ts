/** @jest-environment node */
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

const call = (method: string, path: string, headers: Record<string, string>, body?: unknown) =>
  fetch(`${server.base}${path}`, {
    method,
    headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

beforeAll(async () => {
  server = await startServer();
  admin = bearer(await signIn(server.base, ADMIN));
  member = bearer(await signIn(server.base, MEMBER));
});
afterAll(() => server.close());

describe('DELETE /api/keys', () => {
  it('deletes the RSA key pair of an integration key', async () => {
    const created = await (
      await call('POST', '/api/applications', admin, {
        name: 'Keys test key',
        redirect_uris: [],
        shouldCreateSecretKey: false,
        shouldCreateRSAKey: true,
      })
    ).json();
    const path = `/api/keys?integrationKeyId=${created.client_id}&keyId=${created.keys[0].id}`;
    expect((await call('DELETE', path, admin)).status).toBe(204);
    const { applications } = await (await call('GET', '/api/applications', admin)).json();
    const after = applications.find(
      (key: { client_id: string }) => key.client_id === created.client_id,
    );
    expect(after.keys).toEqual([]);
  });

  it('answers 400 naming keyId when it is not a GUID', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    const response = await call('DELETE', `/api/keys?integrationKeyId=${id}&keyId=abc`, admin);
    expect(response.status).toBe(400);
    expect((await response.json()).field).toBe('keyId');
  });

  it('answers 401 without a token and 403 for a member', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    const path = `/api/keys?integrationKeyId=${id}&keyId=${id}`;
    expect((await call('DELETE', path, {})).status).toBe(401);
    expect((await call('DELETE', path, member)).status).toBe(403);
  });
});

describe('POST /api/keys', () => {
  it('adds an RSA key pair to an existing key, its private key in the answer only', async () => {
    const created = await (
      await call('POST', '/api/applications', admin, {
        name: 'Key pair added later',
        redirect_uris: [],
        shouldCreateSecretKey: false,
        shouldCreateRSAKey: false,
      })
    ).json();
    const added = await call('POST', '/api/keys', admin, { integrationKeyId: created.client_id });
    expect(added.status).toBe(201);
    const pair = await added.json();
    expect(pair).toMatchObject({ id: expect.any(String), type: 'rsa' });
    expect(pair.privateKey).toMatch(/^-----BEGIN PRIVATE KEY-----/);
    const { applications } = await (await call('GET', '/api/applications', admin)).json();
    const listed = applications.find(
      (key: { client_id: string }) => key.client_id === created.client_id,
    );
    expect(listed.keys).toEqual([{ id: pair.id, type: 'rsa' }]);
  });

  it('answers 400 naming integrationKeyId, and 403 for a member', async () => {
    const bad = await call('POST', '/api/keys', admin, { integrationKeyId: 'nope' });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ field: 'integrationKeyId' });
    const id = '00000000-0000-4000-8000-000000000000';
    expect((await call('POST', '/api/keys', member, { integrationKeyId: id })).status).toBe(403);
  });
});
