import { statement, type SandboxDb } from './db';
import { randomToken, sha256 } from './hashing';

const CODE_TTL_MS = 10 * 60 * 1000;
const REFRESH_TTL_MS = 30 * 24 * 3600 * 1000;

export interface CodeRow {
  code_hash: string;
  client_id: string;
  user_id: string;
  redirect_uri: string;
  scope: string;
  code_challenge: string | null;
  expires_at: number;
  used: number;
}

export interface TokenRow {
  token_hash: string;
  kind: 'access' | 'refresh';
  client_id: string;
  user_id: string;
  scope: string;
  expires_at: number;
  revoked: number;
}

export interface IssuedTokens {
  access_token: string;
  token_type: 'Bearer';
  expires_in: number;
  refresh_token?: string;
  scope: string;
}

export function createAuthCode(
  db: SandboxDb,
  grant: {
    clientId: string;
    userId: string;
    redirectUri: string;
    scope: string;
    codeChallenge?: string;
  },
): string {
  const code = randomToken();
  statement(
    db,
    `INSERT INTO auth_codes (code_hash, client_id, user_id, redirect_uri, scope, code_challenge, expires_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    sha256(code),
    grant.clientId,
    grant.userId,
    grant.redirectUri,
    grant.scope,
    grant.codeChallenge ?? null,
    Date.now() + CODE_TTL_MS,
  );
  return code;
}

export function findAuthCode(db: SandboxDb, code: string): CodeRow | undefined {
  return statement(db, 'SELECT * FROM auth_codes WHERE code_hash = ?').get(sha256(code)) as
    CodeRow | undefined;
}

/**
 * Marks the code used; answers false when it already was. A replayed code also revokes the
 * tokens it produced (RFC 6749 section 4.1.2), since the code may have leaked.
 */
export function consumeAuthCode(db: SandboxDb, codeHash: string): boolean {
  const changed = statement(
    db,
    'UPDATE auth_codes SET used = 1 WHERE code_hash = ? AND used = 0',
  ).run(codeHash).changes;
  if (changed === 0) {
    statement(db, 'UPDATE tokens SET revoked = 1 WHERE code_hash = ?').run(codeHash);
    return false;
  }
  return true;
}

export function issueTokens(
  db: SandboxDb,
  grant: { clientId: string; userId: string; scope: string; codeHash?: string },
  ttlSeconds: number,
  options: { refresh: boolean } = { refresh: true },
): IssuedTokens {
  const now = Date.now();
  const insert = statement(
    db,
    `INSERT INTO tokens (token_hash, kind, client_id, user_id, scope, code_hash, expires_at, created)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const store = (token: string, kind: TokenRow['kind'], expiresAt: number) =>
    insert.run(
      sha256(token),
      kind,
      grant.clientId,
      grant.userId,
      grant.scope,
      grant.codeHash ?? null,
      expiresAt,
      now,
    );
  const issued: IssuedTokens = {
    access_token: randomToken(),
    token_type: 'Bearer',
    expires_in: ttlSeconds,
    scope: grant.scope,
  };
  db.transaction(() => {
    store(issued.access_token, 'access', now + ttlSeconds * 1000);
    if (options.refresh) {
      issued.refresh_token = randomToken();
      store(issued.refresh_token, 'refresh', now + REFRESH_TTL_MS);
    }
  })();
  return issued;
}

/** The live (unexpired, unrevoked) token of that kind, if any. */
export function findLiveToken(
  db: SandboxDb,
  token: string,
  kind: TokenRow['kind'],
): TokenRow | undefined {
  return statement(
    db,
    'SELECT * FROM tokens WHERE token_hash = ? AND kind = ? AND revoked = 0 AND expires_at > ?',
  ).get(sha256(token), kind, Date.now()) as TokenRow | undefined;
}

export function revokeToken(db: SandboxDb, token: string): void {
  statement(db, 'UPDATE tokens SET revoked = 1 WHERE token_hash = ?').run(sha256(token));
}

/** Test hook: every token of the user expires now. */
export function expireUserTokens(db: SandboxDb, userId: string): number {
  return statement(db, 'UPDATE tokens SET expires_at = ? WHERE user_id = ? AND expires_at > ?').run(
    Date.now() - 1,
    userId,
    Date.now(),
  ).changes;
}

/** Start-up housekeeping: spent codes and long-dead tokens are of no further use. */
export function purgeExpiredGrants(db: SandboxDb): void {
  const now = Date.now();
  statement(db, 'DELETE FROM auth_codes WHERE expires_at < ?').run(now);
  statement(db, 'DELETE FROM tokens WHERE expires_at < ?').run(now - 24 * 3600 * 1000);
}
