import { statement, type SandboxDb } from './db';

export interface UserRow {
  id: string;
  email: string;
  given_name: string;
  family_name: string;
  password_hash: string;
  created: number;
}

export interface MembershipRow {
  account_id: string;
  account_name: string;
  plan: string;
  is_admin: number;
  is_default: number;
}

export function findUserByEmail(db: SandboxDb, email: string): UserRow | undefined {
  return statement(db, 'SELECT * FROM users WHERE email = ?').get(email.trim()) as
    UserRow | undefined;
}

export function findUserById(db: SandboxDb, id: string): UserRow | undefined {
  return statement(db, 'SELECT * FROM users WHERE id = ?').get(id) as UserRow | undefined;
}

export function membershipsOf(db: SandboxDb, userId: string): MembershipRow[] {
  return statement(
    db,
    `SELECT m.account_id, a.name AS account_name, a.plan, m.is_admin, m.is_default
       FROM memberships m JOIN accounts a ON a.id = m.account_id
       WHERE m.user_id = ? ORDER BY m.is_default DESC, a.name`,
  ).all(userId) as MembershipRow[];
}

export function membershipIn(
  db: SandboxDb,
  userId: string,
  accountId: string,
): MembershipRow | undefined {
  return membershipsOf(db, userId).find((membership) => membership.account_id === accountId);
}
