import type { SandboxDb } from './db';
import { randomToken, sha256 } from './hashing';

/**
 * How long a sign-in at the platform holds in a browser: a working day, after which the login
 * form asks again. Its cookie lives as long (oauth/sessionCookie.ts).
 */
export const OAUTH_SESSION_TTL_MS = 8 * 3600 * 1000;

/** A live sign-in session: whose it is, and its key in the store. */
export interface OAuthSession {
  sessionHash: string;
  userId: string;
}

/** Opens a session for the user; answers the secret the browser's cookie holds (stored hashed). */
export async function createOAuthSession(
  db: SandboxDb,
  userId: string,
  now = Date.now(),
): Promise<{ secret: string; sessionHash: string }> {
  const secret = randomToken();
  const sessionHash = sha256(secret);
  await db
    .insertInto('oauth_sessions')
    .values({
      session_hash: sessionHash,
      user_id: userId,
      created: now,
      expires_at: now + OAUTH_SESSION_TTL_MS,
      ended_at: null,
    })
    .execute();
  return { secret, sessionHash };
}

/** The live session of a cookie's secret: not ended, not expired, its user still there. */
export async function findLiveOAuthSession(
  db: SandboxDb,
  secret: string | undefined,
  now = Date.now(),
): Promise<OAuthSession | undefined> {
  if (!secret) return undefined;
  const row = await db
    .selectFrom('oauth_sessions')
    .select(['session_hash', 'user_id'])
    .where('session_hash', '=', sha256(secret))
    .where('ended_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row && { sessionHash: row.session_hash, userId: row.user_id };
}

/** Ends the session of a cookie's secret (a sign-out, or a sign-in that replaces it). */
export async function endOAuthSession(db: SandboxDb, secret: string, now = Date.now()) {
  await endSessionByHash(db, sha256(secret), now);
}

async function endSessionByHash(db: SandboxDb, sessionHash: string, now: number) {
  await db
    .updateTable('oauth_sessions')
    .set({ ended_at: now })
    .where('session_hash', '=', sessionHash)
    .where('ended_at', 'is', null)
    .execute();
}

/**
 * Ages the user's sign-in sessions to their end (the test hook that lets a working day pass):
 * answers how many were live.
 */
export async function expireUserSessions(db: SandboxDb, userId: string, now = Date.now()) {
  const result = await db
    .updateTable('oauth_sessions')
    .set({ expires_at: now - 1 })
    .where('user_id', '=', userId)
    .where('ended_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * Revoking a token signs its browser out, as the platform does: the session the token's code
 * was issued in ends. Tokens of other grants (JWT, a password-less client) have none.
 */
export async function endSessionOfToken(db: SandboxDb, token: string, now = Date.now()) {
  const row = await db
    .selectFrom('tokens')
    .select('session_hash')
    .where('token_hash', '=', sha256(token))
    .executeTakeFirst();
  if (row?.session_hash) await endSessionByHash(db, row.session_hash, now);
}

const scopesOf = (scope: string) => scope.split(/\s+/).filter(Boolean);

/** Whether the user already let this key act for them with every scope it asks for now. */
export async function hasConsent(
  db: SandboxDb,
  userId: string,
  clientId: string,
  scope: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('oauth_consents')
    .select('scope')
    .where('user_id', '=', userId)
    .where('client_id', '=', clientId)
    .executeTakeFirst();
  if (!row) return false;
  const granted = new Set(scopesOf(row.scope));
  return scopesOf(scope).every((one) => granted.has(one));
}

/** Records the user's consent to the key, adding these scopes to those granted before. */
export async function recordConsent(
  db: SandboxDb,
  userId: string,
  clientId: string,
  scope: string,
  now = Date.now(),
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('oauth_consents')
      .select('scope')
      .where('user_id', '=', userId)
      .where('client_id', '=', clientId)
      .executeTakeFirst();
    const merged = [...new Set([...scopesOf(row?.scope ?? ''), ...scopesOf(scope)])].join(' ');
    if (row) {
      await trx
        .updateTable('oauth_consents')
        .set({ scope: merged })
        .where('user_id', '=', userId)
        .where('client_id', '=', clientId)
        .execute();
    } else {
      await trx
        .insertInto('oauth_consents')
        .values({ user_id: userId, client_id: clientId, scope: merged, created: now })
        .onConflict((conflict) =>
          conflict.columns(['user_id', 'client_id']).doUpdateSet({ scope: merged }),
        )
        .execute();
    }
  });
}

/** Housekeeping: sessions that ended or expired over a day ago are of no further use. */
export async function purgeOAuthSessions(db: SandboxDb, now = Date.now()): Promise<void> {
  const dayAgo = now - 24 * 3600 * 1000;
  await db
    .deleteFrom('oauth_sessions')
    .where((eb) => eb.or([eb('expires_at', '<', dayAgo), eb('ended_at', '<', dayAgo)]))
    .execute();
}
