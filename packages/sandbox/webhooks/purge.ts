import type { SandboxDb } from '../store/db';

/** The platform deletes Connect logs after 15 days; a delivery's retries end by then. */
export const DELIVERY_KEEP_MS = 15 * 24 * 3600_000;

/** Deletes finished deliveries (and their attempts) queued more than 15 days ago. */
export async function purgeOldDeliveries(db: SandboxDb, now = Date.now()): Promise<number> {
  const result = await db
    .deleteFrom('connect_deliveries')
    .where('created', '<', now - DELIVERY_KEEP_MS)
    .where('state', '!=', 'pending')
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
