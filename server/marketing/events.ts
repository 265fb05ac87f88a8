import { randomUUID } from 'node:crypto';
import type { PortalDb, PortalTables } from '../portalStore';

export type MarketingChannel = PortalTables['marketing_events']['channel'];

/** An event as a route hands it over: who, where, what, and its other fields. */
export interface NewMarketingEvent {
  channel: MarketingChannel;
  type: string;
  visitor?: string | null;
  userId?: string | null;
  path?: string | null;
  data: Record<string, unknown>;
  /** Set for events that count once (an exposure per visitor and variant). */
  dedupeKey?: string;
}

/** A stored event, as the store reads it back. */
export interface MarketingEvent extends NewMarketingEvent {
  id: string;
  created: number;
  forwardedAt: number | null;
}

/**
 * Stores an event; answers its id, or undefined when its dedupe key was already stored (one
 * conditional statement, so two instances taking the same exposure store it once).
 */
export async function recordEvent(
  db: PortalDb,
  event: NewMarketingEvent,
  now = Date.now(),
): Promise<string | undefined> {
  const id = randomUUID();
  const inserted = await db
    .insertInto('marketing_events')
    .values({
      id,
      channel: event.channel,
      type: event.type,
      visitor: event.visitor ?? null,
      user_id: event.userId ?? null,
      path: event.path ?? null,
      data: JSON.stringify(event.data),
      dedupe_key: event.dedupeKey ?? null,
      created: now,
      forwarded_at: null,
    })
    .onConflict((conflict) => conflict.column('dedupe_key').doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1 ? id : undefined;
}

/** The configured endpoint took the event. */
export async function markForwarded(db: PortalDb, id: string, now = Date.now()): Promise<void> {
  await db
    .updateTable('marketing_events')
    .set({ forwarded_at: now })
    .where('id', '=', id)
    .execute();
}

/** Events of a channel since a moment, oldest first (at most `limit`). */
export async function listEvents(
  db: PortalDb,
  channel: MarketingChannel,
  options: { since?: number; limit?: number } = {},
): Promise<MarketingEvent[]> {
  const rows = await db
    .selectFrom('marketing_events')
    .selectAll()
    .where('channel', '=', channel)
    .where('created', '>=', options.since ?? 0)
    .orderBy('created')
    .orderBy('id')
    .limit(options.limit ?? 1000)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    channel: row.channel,
    type: row.type,
    visitor: row.visitor,
    userId: row.user_id,
    path: row.path,
    data: JSON.parse(row.data) as Record<string, unknown>,
    dedupeKey: row.dedupe_key ?? undefined,
    created: Number(row.created),
    forwardedAt: row.forwarded_at === null ? null : Number(row.forwarded_at),
  }));
}

/** Events are kept 13 months, then purged by the housekeeping job. */
export const MARKETING_EVENTS_RETENTION_MS = 396 * 24 * 3600 * 1000;

export async function purgeEvents(db: PortalDb, now = Date.now()): Promise<number> {
  const result = await db
    .deleteFrom('marketing_events')
    .where('created', '<', now - MARKETING_EVENTS_RETENTION_MS)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
