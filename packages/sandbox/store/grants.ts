import type { SandboxDb } from './db';
import { randomToken, sha256 } from './hashing';
import { purgeOAuthSessions } from './oauthSessions';
import type { SandboxTables } from './tables';

const CODE_TTL_MS = 10 * 60 * 1000;
const REFRESH_TTL_MS = 30 * 24 * 3600 * 1000;

export type CodeRow = SandboxTables['auth_codes'];
export type TokenRow = SandboxTables['tokens'];

export interface IssuedTokens {
  access_token: string;
  token_type: 'Bearer';
  expires_in: number;
  refresh_token?: string;
  scope: string;
}

export async function createAuthCode(
  db: SandboxDb,
  grant: {
    clientId: string;
    userId: string;
    redirectUri: string;
    scope: string;
    codeChallenge?: string;
    /** The sign-in session the code is issued in (oauthSessions.ts). */
    sessionHash?: string;
  },
): Promise<string> {
  const code = randomToken();
  await db
    .insertInto('auth_codes')
    .values({
      code_hash: sha256(code),
      client_id: grant.clientId,
      user_id: grant.userId,
      redirect_uri: grant.redirectUri,
      scope: grant.scope,
      code_challenge: grant.codeChallenge ?? null,
      expires_at: Date.now() + CODE_TTL_MS,
      used: 0,
      session_hash: grant.sessionHash ?? null,
    })
    .execute();
  return code;
}

export function findAuthCode(db: SandboxDb, code: string): Promise<CodeRow | undefined> {
  return db
    .selectFrom('auth_codes')
    .selectAll()
    .where('code_hash', '=', sha256(code))
    .executeTakeFirst();
}

/**
 * Marks the code used in one conditional update, so of two instances redeeming it at once only
 * one succeeds; false when it already was. A replayed code also revokes the tokens it produced
 * (RFC 6749 section 4.1.2), since the code may have leaked.
 */
export async function consumeAuthCode(db: SandboxDb, codeHash: string): Promise<boolean> {
  const result = await db
    .updateTable('auth_codes')
    .set({ used: 1 })
    .where('code_hash', '=', codeHash)
    .where('used', '=', 0)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) {
    await db.updateTable('tokens').set({ revoked: 1 }).where('code_hash', '=', codeHash).execute();
    return false;
  }
  return true;
}

export async function issueTokens(
  db: SandboxDb,
  grant: {
    clientId: string;
    userId: string;
    scope: string;
    codeHash?: string;
    /** The sign-in session behind the grant, if any: revoking a token ends it. */
    sessionHash?: string | null;
  },
  ttlSeconds: number,
  options: { refresh: boolean } = { refresh: true },
): Promise<IssuedTokens> {
  const now = Date.now();
  const row = (token: string, kind: TokenRow['kind'], expiresAt: number): TokenRow => ({
    token_hash: sha256(token),
    kind,
    client_id: grant.clientId,
    user_id: grant.userId,
    scope: grant.scope,
    code_hash: grant.codeHash ?? null,
    expires_at: expiresAt,
    revoked: 0,
    created: now,
    session_hash: grant.sessionHash ?? null,
  });
  const issued: IssuedTokens = {
    access_token: randomToken(),
    token_type: 'Bearer',
    expires_in: ttlSeconds,
    scope: grant.scope,
  };
  const rows = [row(issued.access_token, 'access', now + ttlSeconds * 1000)];
  if (options.refresh) {
    issued.refresh_token = randomToken();
    rows.push(row(issued.refresh_token, 'refresh', now + REFRESH_TTL_MS));
  }
  // One statement: both tokens or neither.
  await db.insertInto('tokens').values(rows).execute();
  return issued;
}

/** The live (unexpired, unrevoked) token of that kind, if any. */
export function findLiveToken(
  db: SandboxDb,
  token: string,
  kind: TokenRow['kind'],
): Promise<TokenRow | undefined> {
  return db
    .selectFrom('tokens')
    .selectAll()
    .where('token_hash', '=', sha256(token))
    .where('kind', '=', kind)
    .where('revoked', '=', 0)
    .where('expires_at', '>', Date.now())
    .executeTakeFirst();
}

/** Revokes a live token; false when it was not live (so a refresh token rotates once). */
export async function revokeToken(db: SandboxDb, token: string): Promise<boolean> {
  const result = await db
    .updateTable('tokens')
    .set({ revoked: 1 })
    .where('token_hash', '=', sha256(token))
    .where('revoked', '=', 0)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Test hook: every token of the user expires now. */
export async function expireUserTokens(db: SandboxDb, userId: string): Promise<number> {
  const now = Date.now();
  const result = await db
    .updateTable('tokens')
    .set({ expires_at: now - 1 })
    .where('user_id', '=', userId)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Housekeeping: spent codes, long-dead tokens and sign-in sessions are of no further use. */
export async function purgeExpiredGrants(db: SandboxDb): Promise<void> {
  const now = Date.now();
  await purgeOAuthSessions(db, now);
  await db.deleteFrom('auth_codes').where('expires_at', '<', now).execute();
  await db
    .deleteFrom('tokens')
    .where('expires_at', '<', now - 24 * 3600 * 1000)
    .execute();
}
