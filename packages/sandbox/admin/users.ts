import { randomUUID } from 'node:crypto';
import { asObject, listOf, text, type EsignCall } from '../esignature/call';
import { refuse } from '../esignature/errors';
import { platformDateTime } from '../http/dates';
import type { Answer } from '../resources/handler';
import type { SandboxDb } from '../store/db';
import { emailKey, findUserByEmail, type UserRow } from '../store/users';
import { recordUserChange } from '../monitor/events';
import { mailActivation } from './activation';
import { organizationOfCall, type Organization } from './organizations';

/** A user as a member of the organization: an administrator if so in any of its accounts. */
type MemberRow = UserRow & { is_admin: number };

/** An organization's users: the members of its accounts, from the platform's users store. */
function membersOf(db: SandboxDb, organization: Organization) {
  return db
    .selectFrom('memberships as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select(['u.id', 'u.email', 'u.given_name', 'u.family_name', 'u.password_hash', 'u.created'])
    .select((eb) => eb.fn.max('m.is_admin').as('is_admin'))
    .where(
      'm.account_id',
      'in',
      organization.accounts.map((account) => account.id),
    )
    .groupBy(['u.id', 'u.email', 'u.given_name', 'u.family_name', 'u.password_hash', 'u.created'])
    .orderBy('u.created')
    .orderBy('u.id');
}

/** A user who has not activated yet has no password: created, their membership pending. */
const activated = (row: Pick<MemberRow, 'password_hash'>) => row.password_hash !== '';

function userAnswer(row: MemberRow) {
  return {
    id: row.id,
    user_name: `${row.given_name} ${row.family_name}`.trim(),
    first_name: row.given_name,
    last_name: row.family_name,
    email: row.email,
    user_status: activated(row) ? 'active' : 'created',
    membership_status: activated(row) ? 'active' : 'pending',
    is_organization_admin: Boolean(Number(row.is_admin)),
    created_on: platformDateTime(row.created),
  };
}

/** GET /v2/organizations/{organizationId}/users: by email, account and status, paged. */
export async function getUsers(call: EsignCall): Promise<Answer> {
  const organization = await organizationOfCall(call);
  const { query } = call;
  let select = membersOf(call.context.db, organization);
  if (text(query.email)) select = select.where('u.email', '=', emailKey(text(query.email)));
  if (text(query.account_id)) select = select.where('m.account_id', '=', text(query.account_id));
  const statuses = listOf(query.status).map((status) => status.toLowerCase());
  const rows = ((await select.execute()) as MemberRow[])
    .map(userAnswer)
    .filter((user) => statuses.length === 0 || statuses.includes(user.membership_status));
  const start = Math.max(0, Number(query.start) || 0);
  const take = Math.min(250, Math.max(1, Number(query.take) || 20));
  const users = rows.slice(start, start + take);
  return {
    status: 200,
    body: {
      users,
      paging: {
        result_set_size: users.length,
        total_set_size: rows.length,
        start_position: start,
        end_position: start + Math.max(0, users.length - 1),
      },
    },
  };
}

/**
 * POST /v2/organizations/{organizationId}/users: a user of the platform, in the accounts named
 * (the organization's default account when none), who activates through the mail the sandbox
 * inbox receives and signs in with the password they choose there.
 */
export async function createUser(call: EsignCall): Promise<Answer> {
  const organization = await organizationOfCall(call);
  const body = asObject(call.body);
  const email = emailKey(text(body.email));
  if (!email) throw refuse(400, 'INVALID_REQUEST_PARAMETER', 'email is required.');
  if (await findUserByEmail(call.context.db, email)) {
    throw refuse(409, 'USER_ALREADY_EXISTS', `A user with the email ${email} already exists.`);
  }
  const named = (Array.isArray(body.accounts) ? body.accounts : []).map(asObject);
  const accounts = named.length > 0 ? named : [{ id: organization.accounts[0].id }];
  for (const account of accounts) {
    if (!organization.accounts.some((own) => own.id === text(account.id).toLowerCase())) {
      throw refuse(
        400,
        'ACCOUNT_NOT_IN_ORGANIZATION',
        `The account ${text(account.id)} is not an account of the organization.`,
      );
    }
  }
  const [first, ...rest] = text(body.user_name).split(/\s+/);
  const givenName = text(body.first_name) || first || email.split('@')[0];
  const familyName = text(body.last_name) || rest.join(' ');
  const id = randomUUID();
  const now = Date.now();
  await call.context.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('users')
      .values({
        id,
        email,
        given_name: givenName,
        family_name: familyName,
        password_hash: '',
        created: now,
      })
      .execute();
    for (const [index, account] of accounts.entries()) {
      await trx
        .insertInto('memberships')
        .values({
          user_id: id,
          account_id: text(account.id).toLowerCase(),
          is_admin: 0,
          is_default: index === 0 ? 1 : 0,
        })
        .execute();
    }
    await recordUserChange(trx, {
      name: 'UserCreated',
      actorId: call.user.id,
      affectedUserId: id,
      accountIds: accounts.map((account) => text(account.id).toLowerCase()),
      data: { email },
    });
    await mailActivation(trx, {
      userId: id,
      accountId: text(accounts[0].id).toLowerCase(),
      name: `${givenName} ${familyName}`.trim(),
      email,
      invitedBy: call.user.name,
      at: now,
    });
  });
  return {
    status: 200,
    body: {
      id,
      site_id: 1,
      user_name: `${givenName} ${familyName}`.trim(),
      first_name: givenName,
      last_name: familyName,
      email,
      language_culture: text(body.language_culture) || 'en',
      accounts: accounts.map((account) => ({
        id: text(account.id).toLowerCase(),
        site_id: 1,
        ...(account.permission_profile ? { permission_profile: account.permission_profile } : {}),
        ...(account.groups ? { groups: account.groups } : {}),
        company_name: organization.accounts.find((own) => own.id === text(account.id).toLowerCase())
          ?.name,
      })),
    },
  };
}

/** GET /v2.1/organizations/{organizationId}/users/profile?email=: the user with that address. */
export async function getUserProfile(call: EsignCall): Promise<Answer> {
  const organization = await organizationOfCall(call);
  const email = emailKey(text(call.query.email));
  const rows = email
    ? ((await membersOf(call.context.db, organization)
        .where('u.email', '=', email)
        .execute()) as MemberRow[])
    : [];
  return { status: 200, body: { users: rows.map(userAnswer) } };
}

/** POST /v2/organizations/{organizationId}/users/profiles: names changed in the users store. */
export async function updateUsers(call: EsignCall): Promise<Answer> {
  const organization = await organizationOfCall(call);
  const changes = asObject(call.body).users;
  const ids = new Set(
    ((await membersOf(call.context.db, organization).execute()) as MemberRow[]).map(
      (row) => row.id,
    ),
  );
  const changed: string[] = [];
  for (const change of (Array.isArray(changes) ? changes : []).map(asObject)) {
    const id = text(change.id).toLowerCase();
    if (!ids.has(id)) throw refuse(404, 'USER_NOT_FOUND', `No user ${id} in the organization.`);
    const set = {
      ...(text(change.first_name) ? { given_name: text(change.first_name) } : {}),
      ...(text(change.last_name) ? { family_name: text(change.last_name) } : {}),
    };
    if (Object.keys(set).length > 0) {
      await call.context.db.updateTable('users').set(set).where('id', '=', id).execute();
      const memberships = await call.context.db
        .selectFrom('memberships')
        .select('account_id')
        .where('user_id', '=', id)
        .where(
          'account_id',
          'in',
          organization.accounts.map((account) => account.id),
        )
        .execute();
      await recordUserChange(call.context.db, {
        name: 'UserUpdated',
        actorId: call.user.id,
        affectedUserId: id,
        accountIds: memberships.map((membership) => membership.account_id),
      });
    }
    changed.push(id);
  }
  const rows = (await membersOf(call.context.db, organization).execute()) as MemberRow[];
  return {
    status: 200,
    body: { users: rows.filter((row) => changed.includes(row.id)).map(userAnswer) },
  };
}

/** DELETE /v2/organizations/{organizationId}/users/{userId}/memberships: out of those accounts. */
export async function deleteMemberships(call: EsignCall): Promise<Answer> {
  const organization = await organizationOfCall(call);
  const userId = (call.params.userId ?? '').toLowerCase();
  // An administrator cannot take themselves out of the accounts they administer.
  if (userId === call.user.id) {
    throw refuse(
      400,
      'USER_CANNOT_REMOVE_SELF',
      'You cannot remove your own memberships; ask another administrator.',
    );
  }
  const own = organization.accounts.map((account) => account.id);
  const named = asObject(call.body).accounts;
  const accountIds = (Array.isArray(named) ? named : [])
    .map((account) => text(asObject(account).id).toLowerCase())
    .filter((id) => own.includes(id));
  const from = accountIds.length > 0 ? accountIds : own;
  const removed = await call.context.db
    .deleteFrom('memberships')
    .where('user_id', '=', userId)
    .where('account_id', 'in', from)
    .executeTakeFirst();
  if (Number(removed.numDeletedRows) === 0)
    throw refuse(404, 'USER_NOT_FOUND', `No user ${userId} in the organization.`);
  await recordUserChange(call.context.db, {
    name: 'UserDeleted',
    actorId: call.user.id,
    affectedUserId: userId,
    accountIds: from,
  });
  return {
    status: 200,
    body: { id: userId, accounts: from.map((id) => ({ id, site_id: 1 })) },
  };
}
