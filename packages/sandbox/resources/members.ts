import type { SandboxDb } from '../store/db';
import { plainName } from './project';
import type { Collection } from './shape';
import { findResource, saveResource, type Place } from './store';

/**
 * A collection of users (`…/users/{userId}`: eSignature's account users, Admin's organization
 * users) is the platform's people, not an empty collection: the account's members are in it
 * from the first call, the signed-in administrator among them, under their platform ids.
 */
export const isPeople = (collection: Collection) =>
  /\/users$/.test(collection.key) && plainName(collection.idParam) === 'userid';

/**
 * The members of the accounts, each once per place: a member who joined since (a user created
 * through the Admin API) is added on the next call; a marker of those already added keeps
 * removed members removed.
 */
export async function seedMembers(db: SandboxDb, place: Place, accountIds: string[]) {
  const marker: Place = { ...place, collection: `${place.collection}#members` };
  if (accountIds.length === 0) return;
  const added = await findResource(db, marker, '');
  const seen = new Set<string>(
    Array.isArray(added?.body.members) ? (added.body.members as string[]) : [],
  );
  const members = await db
    .selectFrom('memberships as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select(['u.id', 'u.email', 'u.given_name', 'u.family_name', 'u.created', 'm.is_admin'])
    .select((eb) => eb('u.password_hash', '=', '').as('pending'))
    .where('m.account_id', 'in', accountIds)
    .orderBy('u.created')
    .orderBy('u.id')
    .execute();
  if (members.every((member) => seen.has(member.id))) return;
  for (const member of members) {
    if (seen.has(member.id)) continue;
    seen.add(member.id);
    const name = `${member.given_name} ${member.family_name}`;
    const created = Number(member.created);
    // Created through the Admin API and not yet activated through its mail.
    const pending = Boolean(member.pending);
    // Every spelling the platforms' user schemas use: the answer keeps those its schema has.
    const body = {
      email: member.email,
      userName: name,
      user_name: name,
      firstName: member.given_name,
      first_name: member.given_name,
      lastName: member.family_name,
      last_name: member.family_name,
      userStatus: pending ? 'ActivationSent' : 'active',
      user_status: pending ? 'created' : 'active',
      membership_status: pending ? 'pending' : 'active',
      isAdmin: member.is_admin ? 'True' : 'False',
      is_organization_admin: Boolean(member.is_admin),
    };
    await saveResource(db, place, { id: member.id, body, created, updated: created });
  }
  const now = Date.now();
  await saveResource(db, marker, {
    id: '',
    body: { members: [...seen] },
    created: added?.created ?? now,
    updated: now,
  });
}
