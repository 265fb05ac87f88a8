/** @jest-environment node */
import {
  ADMIN,
  bearer,
  signIn,
  startSandboxOn,
  type RunningSandbox,
} from '../test-support/sandbox';
import { ENGINES } from '../../../test-support/stores';

// Rooms: every role the list hands out is one createRoom takes; a room's office, transaction side
// and field data are the account's; documents belong to their room.

describe.each(ENGINES)('the Rooms API on $engine', ({ location }) => {
  let sandbox: RunningSandbox;
  let token: string;
  const base = `/roomsapi/v2/accounts/${ADMIN.accountId}`;
  const call = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${sandbox.base}${base}${path}`, {
      method,
      headers: { ...bearer(token), ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    const type = response.headers.get('content-type') ?? '';
    const bytes = Buffer.from(await response.arrayBuffer());
    return {
      status: response.status,
      body: /json/.test(type) && bytes.length ? JSON.parse(bytes.toString()) : undefined,
      bytes,
    };
  };

  beforeAll(async () => {
    sandbox = await startSandboxOn(await location());
    token = (await signIn(sandbox)).access_token;
  });
  afterAll(() => sandbox.close());

  it('creates rooms with every listed role and refuses what the account does not have', async () => {
    const roles = await call('GET', '/roles');
    expect(roles.status).toBe(200);
    expect(roles.body.resultSetSize).toBe(roles.body.roles.length);
    expect(roles.body.roles.length).toBeGreaterThan(1);
    for (const role of roles.body.roles) {
      expect(role.roleId).toBeGreaterThanOrEqual(1);
      expect(JSON.stringify(role)).not.toContain('"string"');
      const room = await call('POST', '/rooms', {
        name: `Room of ${role.name}`,
        roleId: role.roleId,
      });
      expect(room.status).toBe(201);
      expect(room.body).toMatchObject({ roomId: expect.any(Number), officeId: 1 });
    }
    const made = await call('POST', '/roles', { name: 'Closer' });
    expect(made).toMatchObject({ status: 201, body: { roleId: roles.body.roles.length + 1 } });
    expect((await call('POST', '/rooms', { name: 'x', roleId: made.body.roleId })).status).toBe(
      201,
    );

    const refusal = (body: Record<string, unknown>) =>
      call('POST', '/rooms', { name: 'Refused', roleId: 1, ...body }).then((answer) => [
        answer.status,
        answer.body.errorCode,
      ]);
    expect(await refusal({ roleId: 999 })).toEqual([400, 'INVALID_ROLE_ID']);
    expect(await refusal({ officeId: 77 })).toEqual([400, 'INVALID_OFFICE_ID']);
    // The spec's enum of sides refuses it before the account's own check.
    expect(await refusal({ transactionSideId: 'rent' })).toEqual([
      400,
      'INVALID_REQUEST_PARAMETER',
    ]);
    expect(await refusal({ fieldData: { data: { color: 'red' } } })).toEqual([
      400,
      'INVALID_FIELD_DATA',
    ]);
  });

  it('adds a document to a room, lists it, reads it and its contents, and deletes it', async () => {
    const room = await call('POST', '/rooms', {
      name: '12 Harbour Lane',
      roleId: 3,
      transactionSideId: 'listbuy',
      fieldData: { data: { address1: '12 Harbour Lane', city: 'Portland' } },
    });
    const { roomId } = room.body;
    const got = await call('GET', `/rooms/${roomId}`);
    expect(got.body).toMatchObject({ roomId, name: '12 Harbour Lane', status: 'active' });

    const contents = Buffer.from('%PDF-1.4 a contract');
    const added = await call('POST', `/rooms/${roomId}/documents`, {
      name: 'Contract.pdf',
      base64Contents: contents.toString('base64'),
    });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({
      documentId: expect.any(Number),
      name: 'Contract.pdf',
      folderId: 1,
    });
    const { documentId } = added.body;

    const listed = await call('GET', `/rooms/${roomId}/documents`);
    expect(listed.body).toMatchObject({ documents: [{ documentId }], resultSetSize: 1 });
    const document = await call('GET', `/documents/${documentId}?includeContents=true`);
    expect(document.body).toMatchObject({
      documentId,
      roomId,
      size: contents.length,
      base64Contents: contents.toString('base64'),
    });
    expect((await call('GET', `/documents/${documentId}/contents`)).bytes).toEqual(contents);
    expect((await call('GET', `/rooms/${roomId}/room_folders`)).body.roomFolders).toEqual([
      expect.objectContaining({ roomFolderId: 1, name: 'Documents' }),
    ]);

    expect(
      (await call('POST', '/rooms/9999/documents', { name: 'x', base64Contents: 'eA==' })).status,
    ).toBe(404);
    expect((await call('GET', '/documents/9999')).body.errorCode).toBe('DOCUMENT_NOT_FOUND');
    expect((await call('DELETE', `/rooms/${roomId}`)).status).toBe(204);
    expect((await call('GET', `/documents/${documentId}`)).status).toBe(404);
  });
});
