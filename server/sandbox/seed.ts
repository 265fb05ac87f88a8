import type { SandboxDb } from './store/db';
import { hashPassword, hashSecret, verifySecret } from './store/hashing';

/** The demo account every seeded user belongs to. */
export const SANDBOX_ACCOUNT = {
  accountId: '6b1e3f2a-4c5d-4e8f-9a0b-1c2d3e4f5a6b',
  accountName: 'Acme Demo',
  plan: 'Developer Sandbox',
} as const;

export interface SandboxUser {
  userId: string;
  name: string;
  givenName: string;
  familyName: string;
  email: string;
  password: string;
  isAdmin: boolean;
  accountId: string;
  accountName: string;
}

/** Seeded demo users (credentials are documented in the README; this is a sandbox). */
export const SANDBOX_USERS: readonly SandboxUser[] = [
  {
    userId: 'a3c1e2d4-5b6f-4a7e-8c9d-0e1f2a3b4c5d',
    name: 'Alex Admin',
    givenName: 'Alex',
    familyName: 'Admin',
    email: 'admin@example.test',
    password: 'sandbox-admin-1',
    isAdmin: true,
    accountId: SANDBOX_ACCOUNT.accountId,
    accountName: SANDBOX_ACCOUNT.accountName,
  },
  {
    userId: 'b4d2f3e5-6c7a-4b8f-9d0e-1f2a3b4c5d6e',
    name: 'Morgan Member',
    givenName: 'Morgan',
    familyName: 'Member',
    email: 'member@example.test',
    password: 'sandbox-member-1',
    isAdmin: false,
    accountId: SANDBOX_ACCOUNT.accountId,
    accountName: SANDBOX_ACCOUNT.accountName,
  },
];

/** The OAuth client the portal itself signs users in with. */
export const SANDBOX_PORTAL_CLIENT = {
  clientId: '0f9d6a3c-2b1e-4d7a-8c5f-9e4b3a2d1c0f',
  clientSecret: process.env.SANDBOX_PORTAL_CLIENT_SECRET || 'devcenter-portal-secret',
} as const;

const PORTAL_SECRET_ID = 'portal-client-secret';

/** Idempotent: inserts what is missing and brings the portal secret in line with the configuration. */
export function seedSandbox(db: SandboxDb, portalClientSecret: string): void {
  const now = Date.now();
  db.transaction(() => {
    db.prepare('INSERT OR IGNORE INTO accounts (id, name, plan, created) VALUES (?, ?, ?, ?)').run(
      SANDBOX_ACCOUNT.accountId,
      SANDBOX_ACCOUNT.accountName,
      SANDBOX_ACCOUNT.plan,
      now,
    );
    const userExists = db.prepare('SELECT 1 FROM users WHERE id = ?');
    for (const user of SANDBOX_USERS) {
      if (!userExists.get(user.userId)) {
        db.prepare(
          `INSERT INTO users (id, email, given_name, family_name, password_hash, created)
           VALUES (?, ?, ?, ?, ?, ?)`,
        ).run(
          user.userId,
          user.email,
          user.givenName,
          user.familyName,
          hashPassword(user.password),
          now,
        );
      }
      db.prepare(
        `INSERT OR IGNORE INTO memberships (user_id, account_id, is_admin, is_default)
         VALUES (?, ?, ?, 1)`,
      ).run(user.userId, user.accountId, user.isAdmin ? 1 : 0);
    }
    db.prepare(
      `INSERT OR IGNORE INTO applications (client_id, account_id, name, redirect_uris, allow_loopback, created)
       VALUES (?, NULL, 'Developer Center portal', '[]', 1, ?)`,
    ).run(SANDBOX_PORTAL_CLIENT.clientId, now);
    const stored = db
      .prepare('SELECT secret_hash FROM client_secrets WHERE id = ?')
      .get(PORTAL_SECRET_ID) as { secret_hash: string } | undefined;
    if (!stored || !verifySecret(portalClientSecret, stored.secret_hash)) {
      db.prepare(
        `INSERT OR REPLACE INTO client_secrets (id, client_id, secret_hash, last4, created)
         VALUES (?, ?, ?, ?, ?)`,
      ).run(
        PORTAL_SECRET_ID,
        SANDBOX_PORTAL_CLIENT.clientId,
        hashSecret(portalClientSecret),
        portalClientSecret.slice(-4),
        now,
      );
    }
  })();
}
