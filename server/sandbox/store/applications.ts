import { generateKeyPair } from 'node:crypto';
import { promisify } from 'node:util';
import { statement, type SandboxDb } from './db';
import { hashSecret, newId, randomToken } from './hashing';

const generateKeyPairAsync = promisify(generateKeyPair);

/** Masked secrets begin with 12 asterisks and keep the last 4 characters (docs/behaviour.md §8). */
export const SECRET_MASK = '************';
export const INTEGRATION_KEY_LIMIT = 100;

export interface SecretView {
  id: string;
  secret: string;
  type: 'secret';
}

export interface RsaKeyView {
  id: string;
  type: 'rsa';
  publicKey?: string;
  privateKey?: string;
}

export interface ApplicationView {
  client_id: string;
  name: string;
  redirect_uris: string[];
  created: string;
  secrets: SecretView[];
  keys: RsaKeyView[];
}

interface ApplicationRow {
  client_id: string;
  name: string;
  redirect_uris: string;
  created: number;
}

export function countApplications(db: SandboxDb, accountId: string): number {
  const row = statement(db, 'SELECT COUNT(*) AS count FROM applications WHERE account_id = ?').get(
    accountId,
  ) as { count: number };
  return row.count;
}

export function listApplications(db: SandboxDb, accountId: string): ApplicationView[] {
  const rows = statement(
    db,
    'SELECT * FROM applications WHERE account_id = ? ORDER BY created, client_id',
  ).all(accountId) as ApplicationRow[];
  const secrets = statement(
    db,
    'SELECT id, last4 FROM client_secrets WHERE client_id = ? ORDER BY created, id',
  );
  const keys = statement(db, 'SELECT id FROM rsa_keys WHERE client_id = ? ORDER BY created, id');
  return rows.map((row) => ({
    ...toView(row),
    secrets: (secrets.all(row.client_id) as { id: string; last4: string }[]).map((secret) => ({
      id: secret.id,
      secret: SECRET_MASK + secret.last4,
      type: 'secret' as const,
    })),
    keys: (keys.all(row.client_id) as { id: string }[]).map((key) => ({
      id: key.id,
      type: 'rsa' as const,
    })),
  }));
}

export function findApplication(
  db: SandboxDb,
  accountId: string,
  clientId: string,
): ApplicationRow | undefined {
  return statement(db, 'SELECT * FROM applications WHERE account_id = ? AND client_id = ?').get(
    accountId,
    clientId,
  ) as ApplicationRow | undefined;
}

export interface NewApplication {
  name: string;
  redirectUris: string[];
  shouldCreateSecretKey: boolean;
  shouldCreateRSAKey: boolean;
}

/** Creates the key; the plain secret and private key are in the answer and nowhere else. */
export async function createApplication(
  db: SandboxDb,
  accountId: string,
  input: NewApplication,
): Promise<ApplicationView> {
  // The key pair is generated before the write so the transaction stays synchronous.
  const rsa = input.shouldCreateRSAKey ? await createRsaKeyPair() : undefined;
  const row: ApplicationRow = {
    client_id: newId(),
    name: input.name,
    redirect_uris: JSON.stringify(input.redirectUris),
    created: Date.now(),
  };
  const view: ApplicationView = { ...toView(row), secrets: [], keys: [] };
  const inserted = db.transaction(() => {
    if (countApplications(db, accountId) >= INTEGRATION_KEY_LIMIT) return false;
    statement(
      db,
      `INSERT INTO applications (client_id, account_id, name, redirect_uris, allow_loopback, created)
       VALUES (?, ?, ?, ?, 0, ?)`,
    ).run(row.client_id, accountId, row.name, row.redirect_uris, row.created);
    if (input.shouldCreateSecretKey) view.secrets.push(insertSecret(db, row.client_id));
    if (rsa) {
      statement(
        db,
        'INSERT INTO rsa_keys (id, client_id, public_key, created) VALUES (?, ?, ?, ?)',
      ).run(rsa.id, row.client_id, rsa.publicKey, row.created);
      view.keys.push({
        id: rsa.id,
        type: 'rsa',
        publicKey: rsa.publicKey,
        privateKey: rsa.privateKey,
      });
    }
    return true;
  })();
  if (!inserted) throw new IntegrationKeyLimitError();
  return view;
}

export class IntegrationKeyLimitError extends Error {
  constructor() {
    super(`The account already has ${INTEGRATION_KEY_LIMIT} integration keys, the most allowed.`);
  }
}

export function deleteApplication(db: SandboxDb, accountId: string, clientId: string): boolean {
  return (
    statement(db, 'DELETE FROM applications WHERE account_id = ? AND client_id = ?').run(
      accountId,
      clientId,
    ).changes > 0
  );
}

export function addSecret(db: SandboxDb, clientId: string): SecretView {
  return insertSecret(db, clientId);
}

export function deleteSecret(db: SandboxDb, clientId: string, secretId: string): boolean {
  return (
    statement(db, 'DELETE FROM client_secrets WHERE client_id = ? AND id = ?').run(
      clientId,
      secretId,
    ).changes > 0
  );
}

export function deleteRsaKey(db: SandboxDb, clientId: string, keyId: string): boolean {
  return (
    statement(db, 'DELETE FROM rsa_keys WHERE client_id = ? AND id = ?').run(clientId, keyId)
      .changes > 0
  );
}

function insertSecret(db: SandboxDb, clientId: string): SecretView {
  const id = newId();
  const secret = `${newId()}-${randomToken(6)}`;
  statement(
    db,
    'INSERT INTO client_secrets (id, client_id, secret_hash, last4, created) VALUES (?, ?, ?, ?, ?)',
  ).run(id, clientId, hashSecret(secret), secret.slice(-4), Date.now());
  return { id, secret, type: 'secret' };
}

async function createRsaKeyPair() {
  const pair = await generateKeyPairAsync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  return { id: newId(), publicKey: pair.publicKey, privateKey: pair.privateKey };
}

function toView(row: ApplicationRow) {
  return {
    client_id: row.client_id,
    name: row.name,
    redirect_uris: JSON.parse(row.redirect_uris) as string[],
    created: new Date(row.created).toISOString(),
  };
}
