import { envelopeAnswer } from './answers';
import { listOf as list, text, type EsignHandler } from './call';
import { parsePlatformDate } from '../http/dates';
import { platformError } from './errors';
import { recipientsOf } from './envelopeStore';
import { senderOf } from './read';

/**
 * GET /accounts/{accountId}/envelopes (listStatusChanges): the account's envelopes whose status
 * changed between from_date and to_date (dates as real clients send them: plain dates and
 * date-times), or the envelopes named by envelope_ids; narrowed by status; count and
 * start_position page it, and nextUri names the next page.
 */
export const listStatusChanges: EsignHandler = async ({ context, params, query }) => {
  const ids = list(query.envelope_ids);
  const from = parsePlatformDate(query.from_date);
  if (query.from_date !== undefined && from === undefined) {
    return platformError(
      400,
      'INVALID_REQUEST_PARAMETER',
      `from_date "${text(query.from_date)}" is not a date.`,
    );
  }
  const to = query.to_date === undefined ? undefined : parsePlatformDate(query.to_date);
  if (query.to_date !== undefined && to === undefined) {
    return platformError(
      400,
      'INVALID_REQUEST_PARAMETER',
      `to_date "${text(query.to_date)}" is not a date.`,
    );
  }
  if (from === undefined && ids.length === 0) {
    return platformError(
      400,
      'INVALID_REQUEST_PARAMETER',
      "The request contained at least one invalid parameter. A 'from_date' or 'envelope_ids' is required.",
    );
  }
  const statuses = list(query.status)
    .map((status) => status.toLowerCase())
    .filter((status) => status !== 'any');
  const count = Math.min(1000, Math.max(1, Number(query.count) || 100));
  const start = Math.max(0, Number(query.start_position) || 0);
  const ascending = text(query.order).toLowerCase() === 'asc';
  let where = context.db.selectFrom('envelopes').where('account_id', '=', params.accountId);
  if (ids.length > 0) where = where.where('id', 'in', ids);
  if (from !== undefined) where = where.where('status_changed', '>=', from);
  if (to !== undefined) where = where.where('status_changed', '<=', to);
  if (statuses.length > 0) where = where.where('status', 'in', statuses);
  const [rows, total] = await Promise.all([
    where
      .selectAll()
      .orderBy('status_changed', ascending ? 'asc' : 'desc')
      .orderBy('id')
      .offset(start)
      .limit(count)
      .execute(),
    where.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  const totalSetSize = Number(total.total);
  const withRecipients = list(query.include).includes('recipients');
  // One account's envelopes have few senders: each is looked up once.
  const senders = new Map<string, ReturnType<typeof senderOf>>();
  const senderOfRow = (row: (typeof rows)[number]) => {
    if (!senders.has(row.sender_user_id))
      senders.set(row.sender_user_id, senderOf(context.db, row));
    return senders.get(row.sender_user_id)!;
  };
  const envelopes = await Promise.all(
    rows.map(async (row) =>
      envelopeAnswer(row, await senderOfRow(row), {
        recipients: withRecipients ? await recipientsOf(context.db, row.id) : undefined,
      }),
    ),
  );
  const next = new URLSearchParams(
    Object.entries(query).flatMap(([name, value]): [string, string][] =>
      typeof value === 'string' ? [[name, value]] : [],
    ),
  );
  next.set('start_position', String(start + rows.length));
  return {
    status: 200,
    body: {
      resultSetSize: String(rows.length),
      totalSetSize: String(totalSetSize),
      startPosition: String(start),
      endPosition: String(Math.max(start + rows.length - 1, 0)),
      ...(start + rows.length < totalSetSize ? { nextUri: `/envelopes?${next}` } : {}),
      envelopes,
    },
  };
};
