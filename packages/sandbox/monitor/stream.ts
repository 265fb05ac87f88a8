import type { EsignHandler } from '../esignature/call';
import { text } from '../esignature/call';
import { parsePlatformDate } from '../http/dates';
import type { SandboxDb } from '../store/db';
import type { SandboxTables } from '../store/tables';

/** How far back the stream starts without a cursor, as the platform keeps it. */
export const STREAM_WINDOW_MS = 7 * 86_400_000;

/** A place in the stream: after the event (at, id); id '' is before every event of `at`. */
export interface StreamPosition {
  at: number;
  id: string;
}

/** The stream's cursor: opaque to clients, the position of the last event they were given. */
export const encodeCursor = ({ at, id }: StreamPosition) =>
  Buffer.from(`${at}.${id}`, 'utf8').toString('base64url');

/**
 * A cursor as the platform takes it: an `endCursor` it answered, or an ISO date-time (the
 * SDK's "where your query will begin"), no earlier than the window. Undefined for neither.
 */
export function decodeCursor(cursor: string, now: number): StreamPosition | undefined {
  const windowStart = now - STREAM_WINDOW_MS;
  const decoded = /^(\d{1,15})\.([0-9a-f-]{0,36})$/.exec(
    Buffer.from(cursor, 'base64url').toString('utf8'),
  );
  if (decoded && encodeCursor({ at: Number(decoded[1]), id: decoded[2] }) === cursor)
    return { at: Number(decoded[1]), id: decoded[2] };
  const date = /^\d{4}-\d{2}-\d{2}/.test(cursor) ? parsePlatformDate(cursor) : undefined;
  // A date's events are those at or after it: the position just before it.
  return date === undefined ? undefined : { at: Math.max(date, windowStart) - 1, id: 'z' };
}

/** The spec's Event: what happened, to which account, by whom, from where. */
export function eventAnswer(row: SandboxTables['monitor_events']) {
  const data = JSON.parse(row.data) as Record<string, string>;
  return {
    eventId: row.id,
    timestamp: new Date(Number(row.at)).toISOString(),
    eventName: row.name,
    accountId: row.account_id,
    ...(row.user_id ? { userId: row.user_id } : {}),
    ...(row.ip_address ? { ipAddress: row.ip_address } : {}),
    severity: row.severity,
    data,
  };
}

/** The accounts whose events the user may read: those they administer. */
export async function administeredAccounts(db: SandboxDb, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('memberships')
    .select('account_id')
    .where('user_id', '=', userId)
    .where('is_admin', '=', 1)
    .execute();
  return rows.map((row) => row.account_id);
}

/** The events after a position, oldest first. */
export function eventsAfter(
  db: SandboxDb,
  accounts: string[],
  after: StreamPosition,
  limit: number,
) {
  return db
    .selectFrom('monitor_events')
    .selectAll()
    .where('account_id', 'in', accounts)
    .where((eb) =>
      eb.or([eb('at', '>', after.at), eb.and([eb('at', '=', after.at), eb('id', '>', after.id)])]),
    )
    .orderBy('at')
    .orderBy('id')
    .limit(limit)
    .execute();
}

const monitorError = (status: number, error: string, message: string) => ({
  status,
  body: { error, message },
});

/**
 * GET /api/v2.0/datasets/monitor/stream (getStream): the events of the accounts the caller
 * administers, oldest first, from the cursor (an `endCursor`, or a date-time) or seven days
 * back, at most `limit`. `endCursor` names the last event given; with nothing newer it is the
 * cursor asked with, which is how a client knows it has read to the end.
 */
export const getStream: EsignHandler = async (call) => {
  const now = Date.now();
  const accounts = await administeredAccounts(call.context.db, call.user.id);
  if (accounts.length === 0) {
    return monitorError(403, 'forbidden', 'Monitor requires administrative rights on an account.');
  }
  const cursor = text(call.query.cursor);
  const from = cursor ? decodeCursor(cursor, now) : { at: now - STREAM_WINDOW_MS, id: '' };
  if (!from) {
    return monitorError(
      400,
      'invalid_cursor',
      'cursor must be an endCursor of an earlier answer or an ISO 8601 date-time.',
    );
  }
  const limit = Number(call.query.limit ?? 1000);
  const rows = await eventsAfter(call.context.db, accounts, from, limit);
  const last = rows.at(-1);
  return {
    status: 200,
    body: {
      endCursor: last
        ? encodeCursor({ at: Number(last.at), id: last.id })
        : cursor || encodeCursor(from),
      data: rows.map(eventAnswer),
    },
  };
};
