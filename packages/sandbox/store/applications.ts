import { generateKeyPair } from 'node:crypto';
import { promisify } from 'node:util';
import { lockRow } from '@developer-center/store';
import type { SandboxDb, SandboxStore } from './db';
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

export async function countApplications(db: SandboxDb, accountId: string): Promise<number> {
  const row = await db
    .selectFrom('applications')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('account_id', '=', accountId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The account's keys (or the one of `clientId`), secrets masked, oldest first. */
export async function listApplications(
  db: SandboxDb,
  accountId: string,
  clientId?: string,
): Promise<ApplicationView[]> {
  let query = db
    .selectFrom('applications')
    .select(['client_id', 'name', 'redirect_uris', 'created'])
    .where('account_id', '=', accountId);
  if (clientId !== undefined) query = query.where('client_id', '=', clientId);
  const rows = await query.orderBy('created').orderBy('client_id').execute();
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.client_id);
  const [secrets, keys] = await Promise.all([
    db
      .selectFrom('client_secrets')
      .select(['id', 'client_id', 'last4'])
      .where('client_id', 'in', ids)
      .orderBy('created')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('rsa_keys')
      .select(['id', 'client_id'])
      .where('client_id', 'in', ids)
      .orderBy('created')
      .orderBy('id')
      .execute(),
  ]);
  return rows.map((row) => ({
    ...toView(row),
    secrets: secrets
      .filter((secret) => secret.client_id === row.client_id)
      .map((secret) => ({
        id: secret.id,
        secret: SECRET_MASK + secret.last4,
        type: 'secret' as const,
      })),
    keys: keys
      .filter((key) => key.client_id === row.client_id)
      .map((key) => ({ id: key.id, type: 'rsa' as const })),
  }));
}

export function findApplication(
  db: SandboxDb,
  accountId: string,
  clientId: string,
): Promise<ApplicationRow | undefined> {
  return db
    .selectFrom('applications')
    .select(['client_id', 'name', 'redirect_uris', 'created'])
    .where('account_id', '=', accountId)
    .where('client_id', '=', clientId)
    .executeTakeFirst();
}

export interface NewApplication {
  name: string;
  redirectUris: string[];
  shouldCreateSecretKey: boolean;
  shouldCreateRSAKey: boolean;
}

/**
 * Creates the key; the plain secret and private key are in the answer and nowhere else. The
 * limit check and the insert hold the account's row lock, so concurrent creates through any
 * instance never pass the limit together.
 */
export async function createApplication(
  { db, engine }: SandboxStore,
  accountId: string,
  input: NewApplication,
): Promise<ApplicationView> {
  // The key pair is generated before the transaction, which then stays short.
  const rsa = input.shouldCreateRSAKey ? await createRsaKeyPair() : undefined;
  const row: ApplicationRow = {
    client_id: newId(),
    name: input.name,
    redirect_uris: JSON.stringify(input.redirectUris),
    created: Date.now(),
  };
  const view: ApplicationView = { ...toView(row), secrets: [], keys: [] };
  const inserted = await db.transaction().execute(async (trx) => {
    await lockRow(trx, engine, 'accounts', 'id', accountId);
    if ((await countApplications(trx, accountId)) >= INTEGRATION_KEY_LIMIT) return false;
    await trx
      .insertInto('applications')
      .values({ ...row, account_id: accountId, allow_loopback: 0 })
      .execute();
    if (input.shouldCreateSecretKey) view.secrets.push(await insertSecret(trx, row.client_id));
    if (rsa) {
      await trx
        .insertInto('rsa_keys')
        .values({
          id: rsa.id,
          client_id: row.client_id,
          public_key: rsa.publicKey,
          created: row.created,
        })
        .execute();
      view.keys.push({
        id: rsa.id,
        type: 'rsa',
        publicKey: rsa.publicKey,
        privateKey: rsa.privateKey,
      });
    }
    return true;
  });
  if (!inserted) throw new IntegrationKeyLimitError();
  return view;
}

/** What an update may change; a field left out keeps its value. */
export interface ApplicationChanges {
  name?: string;
  redirectUris?: string[];
}

/** Renames a key or replaces its redirect URIs; the key as listed after, or undefined if unknown. */
export async function updateApplication(
  db: SandboxDb,
  accountId: string,
  clientId: string,
  changes: ApplicationChanges,
): Promise<ApplicationView | undefined> {
  const result = await db
    .updateTable('applications')
    .set({
      ...(changes.name !== undefined && { name: changes.name }),
      ...(changes.redirectUris !== undefined && {
        redirect_uris: JSON.stringify(changes.redirectUris),
      }),
    })
    .where('account_id', '=', accountId)
    .where('client_id', '=', clientId)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) return undefined;
  return (await listApplications(db, accountId, clientId))[0];
}

export class IntegrationKeyLimitError extends Error {
  constructor() {
    super(`The account already has ${INTEGRATION_KEY_LIMIT} integration keys, the most allowed.`);
  }
}

const deleted = (result: { numDeletedRows: bigint }) => Number(result.numDeletedRows) > 0;

export async function deleteApplication(
  db: SandboxDb,
  accountId: string,
  clientId: string,
): Promise<boolean> {
  return deleted(
    await db
      .deleteFrom('applications')
      .where('account_id', '=', accountId)
      .where('client_id', '=', clientId)
      .executeTakeFirst(),
  );
}

export function addSecret(db: SandboxDb, clientId: string): Promise<SecretView> {
  return insertSecret(db, clientId);
}

/** A new RSA key pair on an existing key; the private key is in the answer and nowhere else. */
export async function addRsaKey(db: SandboxDb, clientId: string): Promise<RsaKeyView> {
  const rsa = await createRsaKeyPair();
  await db
    .insertInto('rsa_keys')
    .values({ id: rsa.id, client_id: clientId, public_key: rsa.publicKey, created: Date.now() })
    .execute();
  return { id: rsa.id, type: 'rsa', publicKey: rsa.publicKey, privateKey: rsa.privateKey };
}

export async function deleteSecret(db: SandboxDb, clientId: string, secretId: string) {
  return deleted(
    await db
      .deleteFrom('client_secrets')
      .where('client_id', '=', clientId)
      .where('id', '=', secretId)
      .executeTakeFirst(),
  );
}

export async function deleteRsaKey(db: SandboxDb, clientId: string, keyId: string) {
  return deleted(
    await db
      .deleteFrom('rsa_keys')
      .where('client_id', '=', clientId)
      .where('id', '=', keyId)
      .executeTakeFirst(),
  );
}

async function insertSecret(db: SandboxDb, clientId: string): Promise<SecretView> {
  const id = newId();
  const secret = `${newId()}-${randomToken(6)}`;
  await db
    .insertInto('client_secrets')
    .values({
      id,
      client_id: clientId,
      secret_hash: hashSecret(secret),
      last4: secret.slice(-4),
      created: Date.now(),
    })
    .execute();
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
