import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';

/** A stored sign-up: pending until its confirmation link is opened (double opt-in). */
export interface Signup {
  email: string;
  confirmed: boolean;
  created: number;
}

export type SignupResult = { kind: 'created'; link: string } | { kind: 'duplicate' };

/**
 * Newsletter sign-ups in `{dataDir}/signups.sqlite`: WAL journal and one transaction per write,
 * so an answered sign-up is on disk and survives a restart. The outbox holds the confirmation
 * "mails" of this offline product.
 */
export function openSignupStore(dataDir: string) {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'signups.sqlite');
  let db: Database.Database | undefined;
  try {
    db = openSignupDb(file);
  } catch (failure) {
    db?.close();
    // Start-up stops with the file named (docs/behaviour.md §7), not a bare SQLite message.
    throw new Error(
      `the sign-up database ${file} could not be opened: ${(failure as Error).message}`,
      { cause: failure },
    );
  }
  return signupStatements(db);
}

/** Opens the file and creates the tables; throws SQLite's error for a damaged file. */
function openSignupDb(file: string): Database.Database {
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('busy_timeout = 5000');
  db.exec(`
    CREATE TABLE IF NOT EXISTS signups (
      email TEXT PRIMARY KEY COLLATE NOCASE,
      token TEXT NOT NULL UNIQUE,
      consent INTEGER NOT NULL,
      confirmed INTEGER NOT NULL DEFAULT 0,
      created INTEGER NOT NULL,
      confirmed_at INTEGER
    );
    CREATE TABLE IF NOT EXISTS signup_outbox (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      email TEXT NOT NULL,
      link TEXT NOT NULL,
      created INTEGER NOT NULL
    );
  `);
  return db;
}

/** The store's operations on an open database. */
function signupStatements(db: Database.Database) {
  const insert = db.prepare(
    'INSERT INTO signups (email, token, consent, created) VALUES (?, ?, 1, ?) ON CONFLICT (email) DO NOTHING',
  );
  const queue = db.prepare('INSERT INTO signup_outbox (email, link, created) VALUES (?, ?, ?)');
  const confirm = db.prepare(
    'UPDATE signups SET confirmed = 1, confirmed_at = ? WHERE token = ? AND confirmed = 0',
  );
  const byToken = db.prepare('SELECT confirmed FROM signups WHERE token = ?');
  const byEmail = db.prepare('SELECT email, confirmed, created FROM signups WHERE email = ?');

  /** Stores the sign-up and its confirmation mail together, or neither. */
  const add = db.transaction((email: string, linkFor: (token: string) => string): SignupResult => {
    const token = randomBytes(24).toString('base64url');
    const now = Date.now();
    if (insert.run(email, token, now).changes === 0) return { kind: 'duplicate' };
    const link = linkFor(token);
    queue.run(email, link, now);
    return { kind: 'created', link };
  });

  return {
    add,
    /** 'confirmed' the first time, 'already' after that, 'unknown' for a token never given. */
    confirm(token: string): 'confirmed' | 'already' | 'unknown' {
      if (confirm.run(Date.now(), token).changes === 1) return 'confirmed';
      return byToken.get(token) ? 'already' : 'unknown';
    },
    find(email: string): Signup | undefined {
      const row = byEmail.get(email) as
        { email: string; confirmed: number; created: number } | undefined;
      return row && { email: row.email, confirmed: row.confirmed === 1, created: row.created };
    },
    close: () => db.close(),
  };
}

export type SignupStore = ReturnType<typeof openSignupStore>;
