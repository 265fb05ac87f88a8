import type { SandboxDb } from '../store/db';
import { randomToken, sha256 } from '../store/hashing';
import type { SandboxTables } from '../store/tables';

export type LinkRow = SandboxTables['signing_links'];
export type LinkKind = LinkRow['kind'];

/** The platform's recipient view URL is valid for 5 minutes and one use. */
export const RECIPIENT_VIEW_TTL_MS = 5 * 60_000;
/** Sender and correct views: 10 minutes, one use, as the platform's reference says. */
export const SENDER_VIEW_TTL_MS = 10 * 60_000;

/** Where a link leads: `{base_uri}/signing/{token}` (the base_uri is the sandbox's mount). */
export const linkPath = (token: string) => `/signing/${token}`;

/** Stores a new link (its hash only) and answers its token. */
export async function createLink(
  db: SandboxDb,
  link: {
    kind: LinkKind;
    accountId: string;
    envelopeId: string;
    recipientId?: string;
    returnUrl?: string;
    ttlMs?: number;
  },
): Promise<string> {
  const token = randomToken();
  const now = Date.now();
  await db
    .insertInto('signing_links')
    .values({
      token_hash: sha256(token),
      kind: link.kind,
      account_id: link.accountId,
      envelope_id: link.envelopeId,
      recipient_id: link.recipientId ?? null,
      return_url: link.returnUrl ?? null,
      created: now,
      expires_at: link.ttlMs === undefined ? null : now + link.ttlMs,
      used_at: null,
    })
    .execute();
  return token;
}

export function findLink(db: SandboxDb, token: string): Promise<LinkRow | undefined> {
  return db
    .selectFrom('signing_links')
    .selectAll()
    .where('token_hash', '=', sha256(token))
    .executeTakeFirst();
}

/**
 * Marks a single-use link used in one conditional update, so of two browsers opening it at once
 * (on any instance) only one gets the session; false when it already was, or has expired.
 */
export async function consumeLink(db: SandboxDb, link: LinkRow, now: number): Promise<boolean> {
  const result = await db
    .updateTable('signing_links')
    .set({ used_at: now })
    .where('token_hash', '=', link.token_hash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Links and sessions a day past their end are no use to anyone (housekeeping). */
export async function purgeSigning(db: SandboxDb, now = Date.now()): Promise<void> {
  const dayAgo = now - 24 * 3600_000;
  await db.deleteFrom('signing_links').where('expires_at', '<', dayAgo).execute();
  await db.deleteFrom('signing_sessions').where('expires_at', '<', dayAgo).execute();
}
