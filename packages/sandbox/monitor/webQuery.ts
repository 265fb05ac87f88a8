import type { EsignHandler } from '../esignature/call';
import { asObject, listOf, text } from '../esignature/call';
import { parsePlatformDate } from '../http/dates';
import { administeredAccounts, eventAnswer } from './stream';

/** How far back a query reaches, as the platform keeps events for it. */
const QUERY_WINDOW_MS = 30 * 86_400_000;
/** The most events a query without aggregations answers. */
const MAX_ROWS = 1000;

type Row = Record<string, string>;

/** An event as a query sees it: its fields and its data's, one flat row of text. */
function flat(event: ReturnType<typeof eventAnswer>): Row {
  const { data, ...fields } = event;
  return { ...data, ...fields } as Row;
}

interface Filter {
  filterName: string;
  startTime?: string;
  endTime?: string;
  value?: string;
  columns?: string[];
}

/**
 * One filter as the platform applies it: Time keeps what happened in [startTime, endTime);
 * Has keeps rows where a column (any, without `columns`) contains the value, ignoring case;
 * Equals where one equals it; In where one is any of the value's comma-separated items.
 */
function matches(row: Row, filter: Filter): boolean {
  if (filter.filterName === 'Time') {
    const at = Date.parse(row.timestamp);
    const start = parsePlatformDate(filter.startTime);
    const end = parsePlatformDate(filter.endTime);
    return (start === undefined || at >= start) && (end === undefined || at < end);
  }
  const value = text(filter.value);
  const columns = filter.columns?.length ? filter.columns : Object.keys(row);
  const cells = columns.map((column) => row[column]).filter((cell) => cell !== undefined);
  if (filter.filterName === 'Has')
    return cells.some((cell) => cell.toLowerCase().includes(value.toLowerCase()));
  if (filter.filterName === 'Equals') return cells.some((cell) => cell === value);
  const items = listOf(value);
  return cells.some((cell) => items.includes(cell));
}

interface Aggregation {
  aggregationName: string;
  groupBy?: string[];
  limit?: number;
}

/**
 * Count: a row per group (the groupBy columns' values) with its `count`, largest first.
 * DistinctCount: one row, `distinctCount`, how many different groups there are.
 */
function aggregate(rows: Row[], aggregation: Aggregation): Row[] | Record<string, unknown>[] {
  const groupBy = aggregation.groupBy ?? [];
  const groups = new Map<string, { key: Row; count: number }>();
  for (const row of rows) {
    const key = Object.fromEntries(groupBy.map((column) => [column, row[column] ?? '']));
    const id = JSON.stringify(key);
    const group = groups.get(id) ?? { key, count: 0 };
    group.count += 1;
    groups.set(id, group);
  }
  if (aggregation.aggregationName === 'DistinctCount') return [{ distinctCount: groups.size }];
  return [...groups.values()]
    .sort((a, b) => b.count - a.count)
    .slice(0, aggregation.limit ?? 10)
    .map((group) => ({ ...group.key, count: group.count }));
}

/**
 * POST /api/v2.0/datasets/monitor/web_query: the events of the last 30 days of the accounts the
 * caller administers, filtered (all filters hold), then each aggregation's rows in turn; without
 * aggregations, the events themselves, newest first (at most 1000).
 */
export const postWebQuery: EsignHandler = async (call) => {
  const accounts = await administeredAccounts(call.context.db, call.user.id);
  if (accounts.length === 0) {
    return {
      status: 403,
      body: {
        error: 'forbidden',
        message: 'Monitor requires administrative rights on an account.',
      },
    };
  }
  const query = asObject(call.body);
  const filters = (query.filters ?? []) as Filter[];
  const aggregations = (query.aggregations ?? []) as Aggregation[];
  const events = await call.context.db
    .selectFrom('monitor_events')
    .selectAll()
    .where('account_id', 'in', accounts)
    .where('at', '>=', Date.now() - QUERY_WINDOW_MS)
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  const kept = events
    .map(eventAnswer)
    .filter((event) => filters.every((filter) => matches(flat(event), filter)));
  const result =
    aggregations.length === 0
      ? kept.slice(0, MAX_ROWS)
      : aggregations.flatMap((aggregation) => aggregate(kept.map(flat), aggregation));
  return { status: 200, body: { result } };
};
