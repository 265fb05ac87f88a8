import type { UsageRow } from '../../../lib/usage/contract';
import { summarise } from './usageSummary';

const row = (changes: Partial<UsageRow>): UsageRow => ({
  day: '2025-03-01',
  integrationKey: 'aaaaaaaa-0000-4000-8000-000000000001',
  integrationKeyName: 'Billing sync',
  api: 'eSignature REST API',
  operation: 'Envelopes: create',
  method: 'POST',
  status: 201,
  calls: 10,
  totalMs: 500,
  maxMs: 90,
  ...changes,
});

describe('usage summary', () => {
  const rows = [
    row({}),
    row({ status: 400, calls: 2, totalMs: 20, maxMs: 15 }),
    row({
      day: '2025-03-03',
      operation: 'Envelopes: get',
      method: 'GET',
      status: 404,
      calls: 1,
      totalMs: 5,
      maxMs: 5,
    }),
    row({
      day: '2025-03-03',
      integrationKey: 'aaaaaaaa-0000-4000-8000-000000000002',
      integrationKeyName: null,
      operation: 'Documents: get',
      status: 200,
      calls: 4,
      totalMs: 2000,
      maxMs: 900,
    }),
  ];
  const summary = summarise(rows, '2025-03-01', '2025-03-03');

  it('counts calls and failures (4xx and 5xx)', () => {
    expect(summary.calls).toBe(17);
    expect(summary.failed).toBe(3);
  });

  it('gives every day of the period, empty ones too', () => {
    expect(summary.days).toEqual([
      { day: '2025-03-01', succeeded: 10, failed: 2 },
      { day: '2025-03-02', succeeded: 0, failed: 0 },
      { day: '2025-03-03', succeeded: 4, failed: 1 },
    ]);
  });

  it('ranks keys by calls, naming a deleted key', () => {
    expect(summary.keys).toEqual([
      {
        integrationKey: 'aaaaaaaa-0000-4000-8000-000000000001',
        name: 'Billing sync',
        calls: 13,
        failed: 3,
        averageMs: 40,
      },
      {
        integrationKey: 'aaaaaaaa-0000-4000-8000-000000000002',
        name: 'Deleted key aaaaaaaa',
        calls: 4,
        failed: 0,
        averageMs: 500,
      },
    ]);
  });

  it('counts error codes, and ranks operations by average time', () => {
    expect(summary.errors).toEqual([
      { status: 400, calls: 2 },
      { status: 404, calls: 1 },
    ]);
    expect(
      summary.slowest.map((operation) => [
        operation.operation,
        operation.averageMs,
        operation.maxMs,
      ]),
    ).toEqual([
      ['Documents: get', 500, 900],
      ['Envelopes: create', 43, 90],
      ['Envelopes: get', 5, 5],
    ]);
  });
});
