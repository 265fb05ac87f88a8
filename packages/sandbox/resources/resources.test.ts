/** @jest-environment node */
import {
  ADMIN,
  bearer,
  callJson,
  signIn,
  startSandboxOn,
  type RunningSandbox,
} from '../test-support/sandbox';
import { ENGINES } from '../../../test-support/stores';

// State derived from the specs, for APIs the platform has no hand-written rules for: what a
// create makes is what its item and list operations read, changed and removed as asked.

describe.each(ENGINES)('resources derived from the spec on $engine', ({ location }) => {
  let sandbox: RunningSandbox;
  let token: string;
  const call = async (method: string, path: string, body?: unknown) => {
    const { status, body: answer, headers } = await callJson(sandbox, token, method, path, body);
    return { status, body: answer, sampled: headers.get('x-sandbox-sampled') };
  };
  const clickwraps = `/clickapi/v1/accounts/${ADMIN.accountId}/clickwraps`;

  beforeAll(async () => {
    sandbox = await startSandboxOn(await location());
    token = (await signIn(sandbox)).access_token;
  });
  afterAll(() => sandbox.close());

  it('creates a clickwrap, gets it back, lists it, changes it and deletes it', async () => {
    const created = await call('POST', clickwraps, {
      clickwrapName: 'Terms of Service',
      displaySettings: { format: 'modal' },
      documents: [
        {
          documentName: 'Terms',
          fileExtension: 'txt',
          documentBase64: Buffer.from('Be nice.').toString('base64'),
        },
      ],
    });
    expect(created.status).toBe(201);
    expect(created.sampled).toBeNull();
    const { clickwrapId } = created.body;
    expect(clickwrapId).toMatch(/^[0-9a-f-]{36}$/);
    expect(created.body).toMatchObject({ clickwrapName: 'Terms of Service', status: 'draft' });
    expect(JSON.stringify(created.body)).not.toContain('"string"');

    const got = await call('GET', `${clickwraps}/${clickwrapId}`);
    expect(got.body).toMatchObject({ clickwrapId, clickwrapName: 'Terms of Service' });
    const listed = await call('GET', clickwraps);
    expect(listed.body.clickwraps.map((c: { clickwrapId: string }) => c.clickwrapId)).toContain(
      clickwrapId,
    );

    const changed = await call('PUT', `${clickwraps}/${clickwrapId}`, {
      clickwrapName: 'Terms v2',
      documents: [{ documentName: 'Terms', fileExtension: 'txt', documentBase64: 'QmUgbmljZS4=' }],
    });
    expect(changed.status).toBe(200);
    expect((await call('GET', `${clickwraps}/${clickwrapId}`)).body).toMatchObject({
      clickwrapName: 'Terms v2',
      displaySettings: { format: 'modal' },
    });

    // A version belongs to its clickwrap: deleting the clickwrap takes its versions with it.
    const version = await call('POST', `${clickwraps}/${clickwrapId}/versions`, {
      versionNumber: 2,
    });
    expect(version.status).toBe(201);
    const versionPath = `${clickwraps}/${clickwrapId}/versions/${version.body.versionId}`;
    expect((await call('GET', versionPath)).status).toBe(200);
    expect((await call('DELETE', `${clickwraps}/${clickwrapId}`)).status).toBe(200);
    const gone = await call('GET', `${clickwraps}/${clickwrapId}`);
    expect(gone).toMatchObject({ status: 404, body: { errorCode: 'CLICKWRAP_NOT_FOUND' } });
    expect((await call('GET', versionPath)).status).toBe(404);
  });

  it('refuses a child of a parent that does not exist, with the parent named', async () => {
    const orphan = await call(
      'POST',
      `${clickwraps}/00000000-0000-4000-8000-000000000000/versions`,
      {},
    );
    expect(orphan).toMatchObject({ status: 404, body: { errorCode: 'CLICKWRAP_NOT_FOUND' } });
  });

  it('numbers ids the spec types as numbers, and keeps each account setting as written', async () => {
    const rooms = `/roomsapi/v2/accounts/${ADMIN.accountId}/rooms`;
    const first = await call('POST', rooms, { name: 'Sale of 12 Elm St', roleId: 3 });
    const second = await call('POST', rooms, { name: 'Sale of 14 Elm St', roleId: 3 });
    expect(first.status).toBe(201);
    expect(Number.isInteger(first.body.roomId)).toBe(true);
    expect(second.body.roomId).toBe(first.body.roomId + 1);
    expect((await call('GET', `${rooms}/${second.body.roomId}`)).body).toMatchObject({
      name: 'Sale of 14 Elm St',
    });

    const settings = `/restapi/v2.1/accounts/${ADMIN.accountId}/settings`;
    const accountSettings = [{ name: 'enableSigningExtension', value: 'true' }];
    expect((await call('PUT', settings, { accountSettings })).status).toBe(200);
    expect((await call('GET', settings)).body).toEqual({ accountSettings });
  });

  it('answers the id it assigns as `id` where the answer names it so (Web Forms, Admin)', async () => {
    const forms = `/webformsapi/v1.1/accounts/${ADMIN.accountId}/forms`;
    const instances = `${forms}/${(await call('GET', forms)).body.items[0].id}/instances`;
    const created = await call('POST', instances, { clientUserId: 'customer-4711' });
    expect(created.status).toBe(201);
    expect(created.body.id).toMatch(/^[0-9a-f-]{36}$/);
    expect((await call('GET', `${instances}/${created.body.id}`)).body).toMatchObject({
      id: created.body.id,
      clientUserId: 'customer-4711',
    });
  });

  it("lists the account's members, the signed-in administrator among them, in users collections", async () => {
    const esignUsers = `/restapi/v2.1/accounts/${ADMIN.accountId}/users`;
    const listed = await call('GET', esignUsers);
    const admin = listed.body.users.find((user: { email: string }) => user.email === ADMIN.email);
    expect(admin).toMatchObject({ userId: ADMIN.userId, userName: ADMIN.name });
    expect((await call('GET', `${esignUsers}/${ADMIN.userId}`)).body).toMatchObject({
      email: ADMIN.email,
    });
    // Admin's organization users: the members of the organization's accounts.
    const [{ id: organizationId }] = (await call('GET', '/adminapi/v2/organizations')).body
      .organizations;
    const organization = `/adminapi/v2/organizations/${organizationId}/users`;
    const members = await call('GET', organization);
    expect(members.body.users).toContainEqual(
      expect.objectContaining({ id: ADMIN.userId, email: ADMIN.email }),
    );
    // A user created through Admin is listed beside them, under the id its create answered.
    const created = await call('POST', organization, {
      user_name: 'Ada Ng',
      email: 'ada.ng@example.com',
      accounts: [{ id: ADMIN.accountId }],
    });
    expect(created.body.id).toMatch(/^[0-9a-f-]{36}$/);
    const after = await call('GET', organization);
    expect(after.body.users.map((user: { id: string }) => user.id)).toEqual(
      expect.arrayContaining([ADMIN.userId, created.body.id]),
    );
  });

  it('makes each item of a batch create a resource, answered in the list the spec names', async () => {
    const groups = `/restapi/v2.1/accounts/${ADMIN.accountId}/groups`;
    const created = await call('POST', groups, {
      groups: [{ groupName: 'Legal' }, { groupName: 'Sales' }],
    });
    expect(created.status).toBe(201);
    expect(created.body.groups).toHaveLength(2);
    const [legal, sales] = created.body.groups;
    expect(legal).toMatchObject({ groupName: 'Legal', groupId: expect.any(String) });
    expect(sales.groupId).not.toBe(legal.groupId);
    const listed = await call('GET', groups);
    expect(listed.body.groups.map((group: { groupId: string }) => group.groupId)).toEqual(
      expect.arrayContaining([legal.groupId, sales.groupId]),
    );
    // One brand, answered as the brands list.
    const brand = await call('POST', `/restapi/v2.1/accounts/${ADMIN.accountId}/brands`, {
      brandName: 'Acme',
    });
    expect(brand.body.brands[0]).toMatchObject({ brandName: 'Acme', brandId: expect.any(String) });
  });

  it('keeps the id a client chose inside the object its body wraps (Notary jurisdictions)', async () => {
    const jurisdictions = '/notaryapi/v1.0/notary/jurisdictions';
    const created = await call('POST', jurisdictions, {
      commissionId: 'WA-123456',
      commissionExpiration: '2030-01-31',
      jurisdiction: { jurisdictionId: '33', name: 'Washington' },
    });
    expect(created.status).toBe(201);
    expect(created.body.jurisdiction).toMatchObject({ jurisdictionId: '33' });
    expect((await call('GET', `${jurisdictions}/33`)).status).toBe(200);
  });

  it('takes an empty body sent as JSON as no body, as the SDKs send a DELETE', async () => {
    const created = await call('POST', clickwraps, {
      clickwrapName: 'Empty delete',
      documents: [{ documentName: 'Terms', fileExtension: 'txt', documentBase64: 'QmUgbmljZS4=' }],
    });
    expect(created.status).toBe(201);
    const response = await fetch(`${sandbox.base}${clickwraps}/${created.body.clickwrapId}`, {
      method: 'DELETE',
      headers: { ...bearer(token), 'content-type': 'application/json' },
    });
    expect(response.status).toBe(200);
  });

  it('samples, and says so, only what no state can be derived for', async () => {
    const information = await call('GET', '/clickapi/service_information');
    expect(information.status).toBe(200);
    expect(information.sampled).toBe('true');
    // A sampled item names the item asked for, not the spec example's.
    const documentId = 'f0e1d2c3-b4a5-4968-8776-655443322110';
    const document = await call('GET', `/clmapi/v2/${ADMIN.accountId}/documents/${documentId}`);
    expect(document).toMatchObject({ status: 200, sampled: 'true', body: { id: documentId } });
  });
});
