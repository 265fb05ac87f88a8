/** @jest-environment node */
import {
  ADMIN,
  callJson,
  signIn,
  startSandboxOn,
  type RunningSandbox,
} from '../test-support/sandbox';
import { ENGINES } from '../../../test-support/stores';

// The Admin API's organization and users are the platform's own: the administrator is listed, a
// created user joins the account (eSignature lists them), is mailed an activation link in the
// sandbox inbox, and signs in with the password they chose on its page.

describe.each(ENGINES)('the Admin API on $engine', ({ location }) => {
  let sandbox: RunningSandbox;
  let token: string;
  const call = async (method: string, path: string, body?: unknown) => {
    const { status, body: answer } = await callJson(sandbox, token, method, path, body);
    return { status, body: answer };
  };

  beforeAll(async () => {
    sandbox = await startSandboxOn(await location());
    token = (await signIn(sandbox)).access_token;
  });
  afterAll(() => sandbox.close());

  it('creates a user who is listed, mailed, activates and signs in', async () => {
    const organizations = await call('GET', '/adminapi/v2/organizations');
    expect(organizations.status).toBe(200);
    const [organization] = organizations.body.organizations;
    expect(organization).toMatchObject({
      id: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4/),
      default_account_id: ADMIN.accountId,
      accounts: [{ id: ADMIN.accountId, name: ADMIN.accountName }],
    });
    const users = `/adminapi/v2/organizations/${organization.id}/users`;
    const before = await call('GET', users);
    expect(before.body.users).toContainEqual(
      expect.objectContaining({
        id: ADMIN.userId,
        email: ADMIN.email,
        is_organization_admin: true,
        user_status: 'active',
      }),
    );
    // The eSignature users list is read once before the user exists: they join it later.
    const esignUsers = `/restapi/v2.1/accounts/${ADMIN.accountId}/users`;
    expect((await call('GET', esignUsers)).status).toBe(200);

    const created = await call('POST', users, {
      user_name: 'Ada Ng',
      email: 'Ada.Ng@example.test',
      accounts: [{ id: ADMIN.accountId, permission_profile: { id: 2 } }],
    });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      user_name: 'Ada Ng',
      email: 'ada.ng@example.test',
      accounts: [{ id: ADMIN.accountId }],
    });
    const { id } = created.body;
    const again = {
      user_name: 'Ada',
      email: 'ada.ng@example.test',
      accounts: [{ id: ADMIN.accountId }],
    };
    expect((await call('POST', users, again)).status).toBe(409);
    expect(
      (
        await call('POST', users, {
          ...again,
          email: 'x@example.test',
          accounts: [{ id: ADMIN.userId }],
        })
      ).body.errorCode,
    ).toBe('ACCOUNT_NOT_IN_ORGANIZATION');

    const byEmail = await call('GET', `${users}?email=ada.ng@example.test`);
    expect(byEmail.body.users).toEqual([
      expect.objectContaining({ id, user_status: 'created', membership_status: 'pending' }),
    ]);
    const esign = await call('GET', esignUsers);
    expect(esign.body.users).toContainEqual(
      expect.objectContaining({ userId: id, email: 'ada.ng@example.test' }),
    );
    expect(esign.body.users).toContainEqual(expect.objectContaining({ userId: ADMIN.userId }));

    // Not yet activated: no password signs them in.
    const ada = { ...ADMIN, email: 'ada.ng@example.test', password: 'lovelace-1843' };
    await expect(signIn(sandbox, ada)).rejects.toThrow(/login answered/);

    const inbox = await call('GET', `/management/v1/accounts/${ADMIN.accountId}/inbox`);
    const mail = inbox.body.mails.find(
      (candidate: { to: { email: string } }) => candidate.to.email === 'ada.ng@example.test',
    );
    expect(mail).toMatchObject({ kind: 'activation', linkActive: true });
    const page = await fetch(mail.signingUrl);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Activate your account');
    const post = (password: string, confirm = password) =>
      fetch(mail.signingUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ password, confirm }).toString(),
      });
    expect((await post('short')).status).toBe(400);
    expect((await post(ada.password, 'other-password')).status).toBe(400);
    expect((await post(ada.password)).status).toBe(200);
    expect((await post(ada.password)).status).toBe(410);

    const signedIn = await signIn(sandbox, ada);
    expect(signedIn.access_token).toEqual(expect.any(String));
    const after = await call('GET', `${users}?email=ada.ng@example.test`);
    expect(after.body.users[0]).toMatchObject({ user_status: 'active' });
    const mails = await call('GET', `/management/v1/accounts/${ADMIN.accountId}/inbox`);
    expect(mails.body.mails[0]).toMatchObject({ mailId: mail.mailId, linkActive: false });
  });

  it('removes a user from the accounts, never the signed-in administrator', async () => {
    const [{ id: organizationId }] = (await call('GET', '/adminapi/v2/organizations')).body
      .organizations;
    const users = `/adminapi/v2/organizations/${organizationId}/users`;
    const self = await call('DELETE', `${users}/${ADMIN.userId}/memberships`, {
      accounts: [{ id: ADMIN.accountId }],
    });
    expect(self).toMatchObject({ status: 400, body: { errorCode: 'USER_CANNOT_REMOVE_SELF' } });
    const created = await call('POST', users, {
      user_name: 'Brief Visitor',
      email: 'visitor@example.test',
      accounts: [{ id: ADMIN.accountId }],
    });
    const removed = await call('DELETE', `${users}/${created.body.id}/memberships`, {
      accounts: [{ id: ADMIN.accountId }],
    });
    expect(removed).toMatchObject({ status: 200, body: { id: created.body.id } });
    const listed = await call('GET', users);
    expect(listed.body.users.map((user: { id: string }) => user.id)).not.toContain(created.body.id);
    expect(listed.body.users.map((user: { id: string }) => user.id)).toContain(ADMIN.userId);
  });

  it('refuses an organization the user does not administer', async () => {
    const other = await call(
      'GET',
      '/adminapi/v2/organizations/11111111-2222-4333-8444-555555555555/users',
    );
    expect(other).toMatchObject({ status: 404, body: { errorCode: 'ORGANIZATION_NOT_FOUND' } });
  });
});
