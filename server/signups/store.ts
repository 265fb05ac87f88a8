import { randomBytes, randomUUID } from 'node:crypto';
import { normaliseEmail } from '../http/emailAddress';
import type { PortalDb } from '../portalStore';

/** A stored sign-up: pending until its confirmation link is opened (double opt-in). */
export interface Signup {
  email: string;
  confirmed: boolean;
  created: number;
  country: string | null;
  topics: string[];
}

/** A new sign-up: its confirmation link and the id of the outbox row that "mails" it. */
export type SignupResult =
  { kind: 'created'; link: string; mailId: string } | { kind: 'duplicate' };

/** One mailbox, one sign-up, however it is spelled (both engines compare the stored form). */
const emailKey = (email: string) => normaliseEmail(email.trim());

/**
 * Newsletter sign-ups in the portal store. A sign-up and its confirmation "mail" (the outbox
 * of this offline product) are written in one transaction, or neither; an answered sign-up is
 * committed, so it survives a restart.
 */
export async function addSignup(
  db: PortalDb,
  signup: string | { email: string; country?: string | null; topics?: readonly string[] },
  linkFor: (token: string) => string,
): Promise<SignupResult> {
  const {
    email,
    country = null,
    topics = [],
  } = typeof signup === 'string' ? { email: signup } : signup;
  return db.transaction().execute(async (trx) => {
    const token = randomBytes(24).toString('base64url');
    const now = Date.now();
    const key = emailKey(email);
    const inserted = await trx
      .insertInto('signups')
      .values({
        email: key,
        token,
        consent: 1,
        confirmed: 0,
        created: now,
        confirmed_at: null,
        country,
        topics: topics.length > 0 ? topics.join(',') : null,
      })
      .onConflict((conflict) => conflict.column('email').doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return { kind: 'duplicate' };
    const link = linkFor(token);
    const mailId = randomUUID();
    await trx
      .insertInto('signup_outbox')
      .values({ id: mailId, email: key, link, created: now })
      .execute();
    return { kind: 'created', link, mailId };
  });
}

/** 'confirmed' the first time, 'already' after that, 'unknown' for a token never given. */
export async function confirmSignup(
  db: PortalDb,
  token: string,
): Promise<'confirmed' | 'already' | 'unknown'> {
  const result = await db
    .updateTable('signups')
    .set({ confirmed: 1, confirmed_at: Date.now() })
    .where('token', '=', token)
    .where('confirmed', '=', 0)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 1) return 'confirmed';
  const row = await db
    .selectFrom('signups')
    .select('email')
    .where('token', '=', token)
    .executeTakeFirst();
  return row ? 'already' : 'unknown';
}

export async function findSignup(db: PortalDb, email: string): Promise<Signup | undefined> {
  const row = await db
    .selectFrom('signups')
    .select(['email', 'confirmed', 'created', 'country', 'topics'])
    .where('email', '=', emailKey(email))
    .executeTakeFirst();
  return (
    row && {
      email: row.email,
      confirmed: row.confirmed === 1,
      created: row.created,
      country: row.country,
      topics: row.topics ? row.topics.split(',') : [],
    }
  );
}
