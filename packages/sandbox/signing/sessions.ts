import { randomUUID } from 'node:crypto';
import type { SandboxDb } from '../store/db';
import { randomToken, safeEqual, sha256 } from '../store/hashing';
import type { SandboxTables } from '../store/tables';

export type SessionRow = SandboxTables['signing_sessions'];

/** How long a session lasts after its link was opened: the platform's default session timeout. */
export const SESSION_TTL_MS = 20 * 60_000;

/** Opens a session; answers its public id and the secret the browser's cookie will hold. */
export async function createSession(
  db: SandboxDb,
  session: Pick<SessionRow, 'kind' | 'account_id' | 'envelope_id' | 'recipient_id' | 'return_url'>,
  now: number,
): Promise<{ id: string; secret: string }> {
  const id = randomUUID();
  const secret = randomToken();
  await db
    .insertInto('signing_sessions')
    .values({
      ...session,
      id,
      secret_hash: sha256(secret),
      created: now,
      expires_at: now + SESSION_TTL_MS,
      ended_at: null,
    })
    .execute();
  return { id, secret };
}

/** The session whose id and secret these are, whatever its state (ended, expired). */
export async function findSession(
  db: SandboxDb,
  id: string,
  secret: string | undefined,
): Promise<SessionRow | undefined> {
  if (!secret) return undefined;
  const row = await db
    .selectFrom('signing_sessions')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  return row && safeEqual(row.secret_hash, sha256(secret)) ? row : undefined;
}

export const isLive = (session: SessionRow, now = Date.now()) =>
  session.ended_at === null && session.expires_at > now;

/** Ends a session (finished, declined, finish later); false when it had already ended. */
export async function endSession(db: SandboxDb, id: string, now: number): Promise<boolean> {
  const result = await db
    .updateTable('signing_sessions')
    .set({ ended_at: now })
    .where('id', '=', id)
    .where('ended_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Ends every live signing session of a recipient (a mailed link opened again). */
export async function endRecipientSessions(
  db: SandboxDb,
  envelopeId: string,
  recipient: { recipient_id: string },
  now: number,
): Promise<void> {
  await db
    .updateTable('signing_sessions')
    .set({ ended_at: now })
    .where('envelope_id', '=', envelopeId)
    .where('recipient_id', '=', recipient.recipient_id)
    .where('kind', '=', 'signing')
    .where('ended_at', 'is', null)
    .execute();
}
