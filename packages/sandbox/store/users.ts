import type { SandboxDb } from './db';
import type { SandboxTables } from './tables';

export type UserRow = SandboxTables['users'];

export interface MembershipRow {
  account_id: string;
  account_name: string;
  plan: string;
  is_admin: number;
  is_default: number;
}

/** Addresses are stored lower-case, so both engines find them whatever the case typed. */
export const emailKey = (email: string) => email.trim().toLowerCase();

export function findUserByEmail(db: SandboxDb, email: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('email', '=', emailKey(email)).executeTakeFirst();
}

export function findUserById(db: SandboxDb, id: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export function membershipsOf(db: SandboxDb, userId: string): Promise<MembershipRow[]> {
  return db
    .selectFrom('memberships as m')
    .innerJoin('accounts as a', 'a.id', 'm.account_id')
    .select(['m.account_id', 'a.name as account_name', 'a.plan', 'm.is_admin', 'm.is_default'])
    .where('m.user_id', '=', userId)
    .orderBy('m.is_default', 'desc')
    .orderBy('a.name')
    .execute();
}

export async function membershipIn(
  db: SandboxDb,
  userId: string,
  accountId: string,
): Promise<MembershipRow | undefined> {
  return (await membershipsOf(db, userId)).find(
    (membership) => membership.account_id === accountId,
  );
}

export async function isSuspended(db: SandboxDb, userId: string): Promise<boolean> {
  return Boolean(
    await db
      .selectFrom('suspended_users')
      .select('user_id')
      .where('user_id', '=', userId)
      .executeTakeFirst(),
  );
}

export async function setSuspended(db: SandboxDb, userId: string, suspended: boolean) {
  if (!suspended) {
    await db.deleteFrom('suspended_users').where('user_id', '=', userId).execute();
    return;
  }
  await db
    .insertInto('suspended_users')
    .values({ user_id: userId, suspended_at: Date.now() })
    .onConflict((conflict) => conflict.column('user_id').doNothing())
    .execute();
}
