import { randomBytes, randomUUID } from 'node:crypto';
import type { HmacKey } from '../../../lib/webhooks/contract';
import { MAX_HMAC_KEYS } from './hmac';
import { withinAccountLimit } from './accountLimit';
import { SECRET_MASK } from '../store/applications';
import type { SandboxDb, SandboxStore } from '../store/db';
import { platformDateTime } from '../http/dates';

/** A key as listed: the secret masked as the platform masks secrets (plain only when created). */
const view = (row: { id: string; secret: string; created: number }, plain = false): HmacKey => ({
  keyId: row.id,
  secret: plain ? row.secret : SECRET_MASK + row.secret.slice(-4),
  createdDateTime: platformDateTime(row.created)!,
});

export async function listHmacKeys(db: SandboxDb, accountId: string): Promise<HmacKey[]> {
  const rows = await db
    .selectFrom('connect_hmac_keys')
    .select(['id', 'secret', 'created'])
    .where('account_id', '=', accountId)
    .orderBy('created')
    .orderBy('id')
    .execute();
  return rows.map((row) => view(row));
}

/** The secrets that sign an account's messages, oldest first: X-DocuSign-Signature-1, -2, ... */
export async function signingKeys(db: SandboxDb, accountId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('connect_hmac_keys')
    .select('secret')
    .where('account_id', '=', accountId)
    .orderBy('created')
    .orderBy('id')
    .limit(MAX_HMAC_KEYS)
    .execute();
  return rows.map((row) => row.secret);
}

/**
 * A new key (32 random bytes, base64, like the platform's), its secret in clear in this answer
 * only; undefined when the account already has the most the platform signs with (100).
 */
export async function createHmacKey(
  store: SandboxStore,
  accountId: string,
): Promise<HmacKey | undefined> {
  return withinAccountLimit(store, 'connect_hmac_keys', accountId, MAX_HMAC_KEYS, async (trx) => {
    const row = {
      id: randomUUID(),
      account_id: accountId,
      secret: randomBytes(32).toString('base64'),
      created: Date.now(),
    };
    await trx.insertInto('connect_hmac_keys').values(row).execute();
    return view(row, true);
  });
}

export async function deleteHmacKey(db: SandboxDb, accountId: string, keyId: string) {
  const result = await db
    .deleteFrom('connect_hmac_keys')
    .where('account_id', '=', accountId)
    .where('id', '=', keyId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
