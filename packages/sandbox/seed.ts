import type { SandboxDb } from './store/db';
import { hashPassword, hashSecret, verifySecret } from './store/hashing';
import { emailKey } from './store/users';
import { sandboxPortalClient } from '../../lib/platform/portalClient';

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

/** The OAuth client the portal itself signs users in with (lib/platform/portalClient.ts). */
export const SANDBOX_PORTAL_CLIENT = sandboxPortalClient(process.env);

const PORTAL_SECRET_ID = 'portal-client-secret';

/**
 * Idempotent, and safe when several instances start at once: inserts what is missing (ignoring
 * rows another instance inserted first) and brings the portal secret in line with the
 * configuration.
 */
export async function seedSandbox(db: SandboxDb, portalClientSecret: string): Promise<void> {
  const now = Date.now();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('accounts')
      .values({
        id: SANDBOX_ACCOUNT.accountId,
        name: SANDBOX_ACCOUNT.accountName,
        plan: SANDBOX_ACCOUNT.plan,
        created: now,
      })
      .onConflict((conflict) => conflict.column('id').doNothing())
      .execute();
    for (const user of SANDBOX_USERS) {
      const exists = await trx
        .selectFrom('users')
        .select('id')
        .where('id', '=', user.userId)
        .executeTakeFirst();
      if (!exists) {
        await trx
          .insertInto('users')
          .values({
            id: user.userId,
            email: emailKey(user.email),
            given_name: user.givenName,
            family_name: user.familyName,
            password_hash: hashPassword(user.password),
            created: now,
          })
          .onConflict((conflict) => conflict.column('id').doNothing())
          .execute();
      }
      await trx
        .insertInto('memberships')
        .values({
          user_id: user.userId,
          account_id: user.accountId,
          is_admin: user.isAdmin ? 1 : 0,
          is_default: 1,
        })
        .onConflict((conflict) => conflict.columns(['user_id', 'account_id']).doNothing())
        .execute();
    }
    await trx
      .insertInto('applications')
      .values({
        client_id: SANDBOX_PORTAL_CLIENT.clientId,
        account_id: null,
        name: 'Developer Center portal',
        redirect_uris: '[]',
        allow_loopback: 1,
        created: now,
      })
      .onConflict((conflict) => conflict.column('client_id').doNothing())
      .execute();
    const stored = await trx
      .selectFrom('client_secrets')
      .select('secret_hash')
      .where('id', '=', PORTAL_SECRET_ID)
      .executeTakeFirst();
    if (!stored || !verifySecret(portalClientSecret, stored.secret_hash)) {
      const secret = {
        client_id: SANDBOX_PORTAL_CLIENT.clientId,
        secret_hash: hashSecret(portalClientSecret),
        last4: portalClientSecret.slice(-4),
        created: now,
      };
      await trx
        .insertInto('client_secrets')
        .values({ id: PORTAL_SECRET_ID, ...secret })
        .onConflict((conflict) => conflict.column('id').doUpdateSet(secret))
        .execute();
    }
  });
}
