import type { Kysely, Migration } from 'kysely';
import { normaliseEmail } from '../../http/emailAddress';
import type { PortalTables } from '../tables';

/**
 * Sign-ups stored before addresses were NFKC-normalised keep their spelling (`ＯＫ@…`): each is
 * rewritten to the form new sign-ups are stored in. Where two rows are one mailbox, the
 * confirmed one stays, else the earliest. In JavaScript, since SQLite has no NFKC.
 */
export const normalisedEmails: Migration = {
  async up(untyped: Kysely<unknown>) {
    const db = untyped as Kysely<PortalTables>;
    const rows = await db.selectFrom('signups').selectAll().orderBy('created').execute();
    const kept = new Map<string, (typeof rows)[number]>();
    for (const row of rows) {
      const key = normaliseEmail(row.email.trim());
      const earlier = kept.get(key);
      if (!earlier || (row.confirmed && !earlier.confirmed)) kept.set(key, row);
    }
    for (const row of rows) {
      const key = normaliseEmail(row.email.trim());
      if (kept.get(key) !== row) {
        await db.deleteFrom('signups').where('token', '=', row.token).execute();
      }
    }
    for (const [key, row] of kept) {
      if (row.email !== key) {
        await db
          .updateTable('signups')
          .set({ email: key })
          .where('token', '=', row.token)
          .execute();
      }
    }
    const outbox = await db.selectFrom('signup_outbox').select(['id', 'email']).execute();
    for (const mail of outbox) {
      const key = normaliseEmail(mail.email.trim());
      if (key !== mail.email) {
        await db
          .updateTable('signup_outbox')
          .set({ email: key })
          .where('id', '=', mail.id)
          .execute();
      }
    }
  },
};
