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
let integrationKeyId: string;

function call(method: string, path: string, headers: Record<string, string>, body?: unknown) {
  return fetch(`${server.base}${path}`, {
    method,
    headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

beforeAll(async () => {
  server = await startServer();
  admin = bearer(await signIn(server.base, ADMIN));
  member = bearer(await signIn(server.base, MEMBER));
  const created = await call('POST', '/api/applications', admin, {
    name: 'Secrets test key',
    redirect_uris: [],
    shouldCreateSecretKey: false,
    shouldCreateRSAKey: false,
  });
  integrationKeyId = (await created.json()).client_id;
});
afterAll(() => server.close());

describe('POST /api/secrets', () => {
  it('creates a secret and shows its plain value once', async () => {
    const response = await call('POST', '/api/secrets', admin, { integrationKeyId });
    expect(response.status).toBe(201);
    const secret = await response.json();
    expect(secret).toMatchObject({ id: expect.any(String), type: 'secret' });
    expect(secret.secret).not.toMatch(/^\*/);
  });

  it('answers 400 naming integrationKeyId when it is missing or not a GUID', async () => {
    const missing = await call('POST', '/api/secrets', admin, {});
    expect(await missing.json()).toEqual({
      field: 'integrationKeyId',
      message: 'integrationKeyId is required',
    });
    const malformed = await call('POST', '/api/secrets', admin, { integrationKeyId: 'x/y' });
    expect(malformed.status).toBe(400);
    expect((await malformed.json()).field).toBe('integrationKeyId');
  });

  it('answers 401 without a token and 403 for a member', async () => {
    expect((await call('POST', '/api/secrets', {}, { integrationKeyId })).status).toBe(401);
    expect((await call('POST', '/api/secrets', member, { integrationKeyId })).status).toBe(403);
  });
});

describe('DELETE /api/secrets', () => {
  it('deletes a secret of the key', async () => {
    const secret = await (await call('POST', '/api/secrets', admin, { integrationKeyId })).json();
    const path = `/api/secrets?integrationKeyId=${integrationKeyId}&secretId=${secret.id}`;
    expect((await call('DELETE', path, admin)).status).toBe(204);
    expect((await call('DELETE', path, admin)).status).toBe(404);
  });

  it('answers 400 naming secretId when it is missing', async () => {
    const response = await call(
      'DELETE',
      `/api/secrets?integrationKeyId=${integrationKeyId}`,
      admin,
    );
    expect(response.status).toBe(400);
    expect((await response.json()).field).toBe('secretId');
  });

  it('answers 401 without a token and 403 for a member', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    const path = `/api/secrets?integrationKeyId=${integrationKeyId}&secretId=${id}`;
    expect((await call('DELETE', path, {})).status).toBe(401);
    expect((await call('DELETE', path, member)).status).toBe(403);
  });
});
