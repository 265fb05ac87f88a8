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

beforeAll(async () => {
  server = await startServer();
  admin = bearer(await signIn(server.base, ADMIN));
  member = bearer(await signIn(server.base, MEMBER));
});
afterAll(() => server.close());

function call(method: string, path: string, headers: Record<string, string>, body?: unknown) {
  return fetch(`${server.base}${path}`, {
    method,
    headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

const newKey = {
  name: 'Route test key',
  redirect_uris: ['http://localhost:3000/callback'],
  shouldCreateSecretKey: true,
  shouldCreateRSAKey: true,
};

describe('POST /api/applications', () => {
  it('creates an integration key with its secret and RSA key shown once', async () => {
    const response = await call('POST', '/api/applications', admin, newKey);
    expect(response.status).toBe(201);
    const created = await response.json();
    expect(created).toMatchObject({ name: newKey.name, redirect_uris: newKey.redirect_uris });
    expect(created.secrets[0].secret).not.toMatch(/^\*{12}/);
    expect(created.keys[0].privateKey).toMatch(/PRIVATE KEY/);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('answers 400 naming a missing name', async () => {
    const withoutName: Partial<typeof newKey> = { ...newKey };
    delete withoutName.name;
    const response = await call('POST', '/api/applications', admin, withoutName);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ field: 'name', message: 'name is required' });
  });

  it('answers 400 naming a redirect URI that is not an http(s) URL', async () => {
    const response = await call('POST', '/api/applications', admin, {
      ...newKey,
      redirect_uris: ['javascript:alert(1)'],
    });
    expect(response.status).toBe(400);
    expect((await response.json()).field).toBe('redirect_uris.0');
  });

  it('answers 400 naming a flag that is not a boolean', async () => {
    const response = await call('POST', '/api/applications', admin, {
      ...newKey,
      shouldCreateRSAKey: 'maybe',
    });
    expect(response.status).toBe(400);
    expect((await response.json()).field).toBe('shouldCreateRSAKey');
  });

  it('answers 401 without a bearer token', async () => {
    expect((await call('POST', '/api/applications', {}, newKey)).status).toBe(401);
  });

  it('answers 413 with a message for a body over 1 MB', async () => {
    const response = await call('POST', '/api/applications', admin, {
      ...newKey,
      name: 'x'.repeat(1024 * 1024 + 1),
    });
    expect(response.status).toBe(413);
    expect((await response.json()).message).toEqual(expect.any(String));
  });

  it('passes the platform 403 through for a member without admin rights', async () => {
    const response = await call('POST', '/api/applications', member, newKey);
    expect(response.status).toBe(403);
    expect((await response.json()).message).toEqual(expect.any(String));
  });
});

describe('GET /api/applications', () => {
  it('lists the keys with masked secrets', async () => {
    await call('POST', '/api/applications', admin, newKey);
    const response = await call('GET', '/api/applications', admin);
    expect(response.status).toBe(200);
    const { applications } = await response.json();
    expect(applications.length).toBeGreaterThan(0);
    expect(applications[0].secrets[0].secret).toMatch(/^\*{12}/);
  });

  it('answers 401 without a bearer token', async () => {
    expect((await call('GET', '/api/applications', {})).status).toBe(401);
  });

  it('answers 403 for a member', async () => {
    expect((await call('GET', '/api/applications', member)).status).toBe(403);
  });

  it('answers 400 naming accountId when it is malformed', async () => {
    const response = await call('GET', '/api/applications?accountId=123', admin);
    expect(response.status).toBe(400);
    expect((await response.json()).field).toBe('accountId');
  });
});

describe('DELETE /api/applications', () => {
  it('deletes a key, which then is gone from the list', async () => {
    const created = await (await call('POST', '/api/applications', admin, newKey)).json();
    const response = await call(
      'DELETE',
      `/api/applications?integrationKeyId=${created.client_id}`,
      admin,
    );
    expect(response.status).toBe(204);
    const { applications } = await (await call('GET', '/api/applications', admin)).json();
    expect(applications.map((key: { client_id: string }) => key.client_id)).not.toContain(
      created.client_id,
    );
  });

  it('answers 400 naming integrationKeyId when it is missing', async () => {
    const response = await call('DELETE', '/api/applications', admin);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      field: 'integrationKeyId',
      message: 'integrationKeyId is required',
    });
  });

  it('passes the platform 404 through for an unknown key', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    const response = await call('DELETE', `/api/applications?integrationKeyId=${unknown}`, admin);
    expect(response.status).toBe(404);
  });

  it('answers 401 without a token and 403 for a member', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    expect((await call('DELETE', `/api/applications?integrationKeyId=${id}`, {})).status).toBe(401);
    expect((await call('DELETE', `/api/applications?integrationKeyId=${id}`, member)).status).toBe(
      403,
    );
  });
});

describe('PUT /api/applications', () => {
  it('renames a key and replaces its redirect URIs, keeping its credentials', async () => {
    const created = await (await call('POST', '/api/applications', admin, newKey)).json();
    const response = await call('PUT', '/api/applications', admin, {
      integrationKeyId: created.client_id,
      name: 'Renamed key',
      redirect_uris: ['https://app.example.test/callback'],
    });
    expect(response.status).toBe(200);
    const edited = await response.json();
    expect(edited).toMatchObject({
      client_id: created.client_id,
      name: 'Renamed key',
      redirect_uris: ['https://app.example.test/callback'],
      keys: [{ id: created.keys[0].id }],
    });
    expect(edited.secrets[0].secret).toMatch(/^\*{12}/);
    const { applications } = await (await call('GET', '/api/applications', admin)).json();
    expect(
      applications.find((key: { client_id: string }) => key.client_id === created.client_id),
    ).toMatchObject({ name: 'Renamed key' });
  });

  it.each([
    [{ name: 'No key' }, 'integrationKeyId'],
    [
      { integrationKeyId: '00000000-0000-4000-8000-000000000000', redirect_uris: ['ftp://x'] },
      'redirect_uris.0',
    ],
    [{ integrationKeyId: '00000000-0000-4000-8000-000000000000', name: '' }, 'name'],
  ])('answers 400 naming the field for %j', async (body, field) => {
    const response = await call('PUT', '/api/applications', admin, body);
    expect(response.status).toBe(400);
    expect((await response.json()).field).toBe(field);
  });

  it('answers 400 when nothing would change, other fields being dropped', async () => {
    const response = await call('PUT', '/api/applications', admin, {
      integrationKeyId: '00000000-0000-4000-8000-000000000000',
      secrets: [],
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      field: 'name',
      message: 'Give name or redirect_uris (or both) to change',
    });
  });

  it('passes the platform 404 and 403 through, and answers 401 without a token', async () => {
    const body = { integrationKeyId: '00000000-0000-4000-8000-000000000000', name: 'Nobody' };
    expect((await call('PUT', '/api/applications', admin, body)).status).toBe(404);
    expect((await call('PUT', '/api/applications', member, body)).status).toBe(403);
    expect((await call('PUT', '/api/applications', {}, body)).status).toBe(401);
  });
});
