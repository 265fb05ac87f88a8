import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';

export type SandboxDb = Database.Database;

/**
 * Schema migrations in order; PRAGMA user_version records how many have run, so a data
 * directory from an older build is brought up to date on start and never re-created.
 */
const MIGRATIONS: string[] = [
  `
  CREATE TABLE accounts (
    id TEXT PRIMARY KEY,
    name TEXT NOT NULL,
    plan TEXT NOT NULL,
    created INTEGER NOT NULL
  );
  CREATE TABLE users (
    id TEXT PRIMARY KEY,
    email TEXT NOT NULL UNIQUE COLLATE NOCASE,
    given_name TEXT NOT NULL,
    family_name TEXT NOT NULL,
    password_hash TEXT NOT NULL,
    created INTEGER NOT NULL
  );
  CREATE TABLE memberships (
    user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    account_id TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
    is_admin INTEGER NOT NULL,
    is_default INTEGER NOT NULL,
    PRIMARY KEY (user_id, account_id)
  );
  -- OAuth clients: the portal's own client (account_id NULL) and integration keys.
  CREATE TABLE applications (
    client_id TEXT PRIMARY KEY,
    account_id TEXT REFERENCES accounts(id) ON DELETE CASCADE,
    name TEXT NOT NULL,
    redirect_uris TEXT NOT NULL,
    allow_loopback INTEGER NOT NULL DEFAULT 0,
    created INTEGER NOT NULL
  );
  CREATE INDEX applications_account ON applications(account_id);
  CREATE TABLE client_secrets (
    id TEXT PRIMARY KEY,
    client_id TEXT NOT NULL REFERENCES applications(client_id) ON DELETE CASCADE,
    secret_hash TEXT NOT NULL,
    last4 TEXT NOT NULL,
    created INTEGER NOT NULL
  );
  CREATE INDEX client_secrets_client ON client_secrets(client_id);
  CREATE TABLE rsa_keys (
    id TEXT PRIMARY KEY,
    client_id TEXT NOT NULL REFERENCES applications(client_id) ON DELETE CASCADE,
    public_key TEXT NOT NULL,
    created INTEGER NOT NULL
  );
  CREATE INDEX rsa_keys_client ON rsa_keys(client_id);
  CREATE TABLE auth_codes (
    code_hash TEXT PRIMARY KEY,
    client_id TEXT NOT NULL REFERENCES applications(client_id) ON DELETE CASCADE,
    user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    redirect_uri TEXT NOT NULL,
    scope TEXT NOT NULL,
    code_challenge TEXT,
    expires_at INTEGER NOT NULL,
    used INTEGER NOT NULL DEFAULT 0
  );
  CREATE TABLE tokens (
    token_hash TEXT PRIMARY KEY,
    kind TEXT NOT NULL CHECK (kind IN ('access', 'refresh')),
    client_id TEXT NOT NULL REFERENCES applications(client_id) ON DELETE CASCADE,
    user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    scope TEXT NOT NULL,
    code_hash TEXT,
    expires_at INTEGER NOT NULL,
    revoked INTEGER NOT NULL DEFAULT 0,
    created INTEGER NOT NULL
  );
  CREATE INDEX tokens_user ON tokens(user_id);
  CREATE INDEX tokens_code ON tokens(code_hash);
  -- Filled by the API responder (issue #4).
  CREATE TABLE envelopes (
    id TEXT PRIMARY KEY,
    account_id TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
    status TEXT NOT NULL,
    email_subject TEXT NOT NULL DEFAULT '',
    body TEXT NOT NULL DEFAULT '{}',
    created INTEGER NOT NULL,
    updated INTEGER NOT NULL
  );
  CREATE INDEX envelopes_account ON envelopes(account_id);
  `,
];

/** A database that cannot be opened: the message names the file and what to do. */
export class SandboxDbError extends Error {}

/**
 * Opens (creating if needed) `{dataDir}/sandbox.sqlite` and runs pending migrations. An existing
 * file that is empty (0 bytes: a failed copy, a full disk) or unreadable stops start-up with a
 * message naming it, rather than silently becoming a fresh database and losing every key.
 */
export function openSandboxDb(dataDir: string): SandboxDb {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'sandbox.sqlite');
  const existing = fs.statSync(file, { throwIfNoEntry: false });
  if (existing && existing.size === 0) {
    throw new SandboxDbError(
      `the sandbox database ${file} is empty (0 bytes); restore it from a backup, or delete it to start with a new sandbox`,
    );
  }
  let db: SandboxDb | undefined;
  try {
    db = new Database(file);
    db.pragma('journal_mode = WAL');
    db.pragma('foreign_keys = ON');
    db.pragma('busy_timeout = 5000');
    const version = db.pragma('user_version', { simple: true }) as number;
    for (let index = version; index < MIGRATIONS.length; index += 1) {
      db.transaction(() => {
        db!.exec(MIGRATIONS[index]);
        db!.pragma(`user_version = ${index + 1}`);
      })();
    }
    return db;
  } catch (failure) {
    db?.close();
    throw new SandboxDbError(
      `the sandbox database ${file} could not be opened: ${(failure as Error).message}`,
    );
  }
}

const statements = new WeakMap<SandboxDb, Map<string, Database.Statement>>();

/** Prepared once per database and reused: preparing on every request costs more than running. */
export function statement(db: SandboxDb, sql: string): Database.Statement {
  let cache = statements.get(db);
  if (!cache) {
    cache = new Map();
    statements.set(db, cache);
  }
  let prepared = cache.get(sql);
  if (!prepared) {
    prepared = db.prepare(sql);
    cache.set(sql, prepared);
  }
  return prepared;
}
