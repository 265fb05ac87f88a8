import { addDays, daysBetween, type UsageRow } from '../../../lib/usage/contract';

/** One day of the chart: calls that succeeded (below 400) and calls that failed. */
export interface UsageDay {
  day: string;
  succeeded: number;
  failed: number;
}

export interface KeyUsage {
  integrationKey: string;
  name: string;
  calls: number;
  failed: number;
  averageMs: number;
}

export interface ErrorCount {
  status: number;
  calls: number;
}

export interface OperationTiming {
  operation: string;
  api: string;
  calls: number;
  averageMs: number;
  maxMs: number;
}

/** What the usage center shows of a report: totals, the days, the keys, errors, slow operations. */
export interface UsageSummary {
  calls: number;
  failed: number;
  days: UsageDay[];
  keys: KeyUsage[];
  errors: ErrorCount[];
  slowest: OperationTiming[];
}

/** How many slow operations the page lists. */
export const SLOWEST_SHOWN = 5;

const failedCall = (row: UsageRow) => row.status >= 400;
const keyName = (row: UsageRow) =>
  row.integrationKeyName ?? `Deleted key ${row.integrationKey.slice(0, 8)}`;

/** Every day of the period, calls counted in; keys by calls, errors by count, operations by time. */
export function summarise(rows: UsageRow[], from: string, to: string): UsageSummary {
  const days = new Map<string, UsageDay>();
  for (let index = 0; index < daysBetween(from, to); index += 1) {
    const day = addDays(from, index);
    days.set(day, { day, succeeded: 0, failed: 0 });
  }
  const keys = new Map<string, KeyUsage & { totalMs: number }>();
  const errors = new Map<number, number>();
  const operations = new Map<string, OperationTiming & { totalMs: number }>();
  for (const row of rows) {
    const day = days.get(row.day);
    if (day) day[failedCall(row) ? 'failed' : 'succeeded'] += row.calls;
    const key = keys.get(row.integrationKey) ?? {
      integrationKey: row.integrationKey,
      name: keyName(row),
      calls: 0,
      failed: 0,
      averageMs: 0,
      totalMs: 0,
    };
    key.calls += row.calls;
    key.totalMs += row.totalMs;
    if (failedCall(row)) key.failed += row.calls;
    keys.set(row.integrationKey, key);
    if (failedCall(row)) errors.set(row.status, (errors.get(row.status) ?? 0) + row.calls);
    const name = `${row.api} ${row.operation}`;
    const operation = operations.get(name) ?? {
      operation: row.operation,
      api: row.api,
      calls: 0,
      averageMs: 0,
      maxMs: 0,
      totalMs: 0,
    };
    operation.calls += row.calls;
    operation.totalMs += row.totalMs;
    operation.maxMs = Math.max(operation.maxMs, row.maxMs);
    operations.set(name, operation);
  }
  const average = (total: number, calls: number) => (calls > 0 ? Math.round(total / calls) : 0);
  return {
    calls: rows.reduce((sum, row) => sum + row.calls, 0),
    failed: rows.filter(failedCall).reduce((sum, row) => sum + row.calls, 0),
    days: [...days.values()],
    keys: [...keys.values()]
      .map(({ totalMs, ...key }) => ({ ...key, averageMs: average(totalMs, key.calls) }))
      .sort((a, b) => b.calls - a.calls || a.name.localeCompare(b.name)),
    errors: [...errors]
      .map(([status, calls]) => ({ status, calls }))
      .sort((a, b) => b.calls - a.calls || a.status - b.status),
    slowest: [...operations.values()]
      .map(({ totalMs, ...operation }) => ({
        ...operation,
        averageMs: average(totalMs, operation.calls),
      }))
      .sort((a, b) => b.averageMs - a.averageMs || b.maxMs - a.maxMs)
      .slice(0, SLOWEST_SHOWN),
  };
}
