import { normaliseEmail } from '../server/http/emailAddress';
import { openPortalStore } from '../server/portalStore';
import type { StoreLocation } from '@developer-center/store';

/**
 * The newsletter confirmation link "mailed" to an address: the newest row of the portal's
 * `signup_outbox` (the offline product's mail; the log names the row, never the link).
 */
export async function mailedLink(location: StoreLocation, email: string): Promise<string> {
  const store = await openPortalStore(location);
  try {
    const row = await store.db
      .selectFrom('signup_outbox')
      .select('link')
      .where('email', '=', normaliseEmail(email))
      .orderBy('created', 'desc')
      .executeTakeFirst();
    if (!row) throw new Error(`no confirmation mail to ${email} in signup_outbox`);
    return row.link;
  } finally {
    await store.close();
  }
}
