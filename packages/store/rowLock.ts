import { sql, type QueryExecutorProvider } from 'kysely';
import type { StoreLocation } from './location';

/**
 * Locks one row for the rest of the transaction, so concurrent writers of the same parent
 * (an account's keys, an envelope's recipients) take turns: `SELECT ... FOR UPDATE` on
 * PostgreSQL; on SQLite every transaction already holds the database's write lock
 * (BEGIN IMMEDIATE), so there is nothing more to take. False when the row does not exist.
 * `trx` is any store's transaction: the statement names its table, so no store's types apply.
 */
export async function lockRow(
  trx: QueryExecutorProvider,
  engine: StoreLocation['kind'],
  table: string,
  column: string,
  value: string,
): Promise<boolean> {
  const lock = engine === 'postgres' ? sql` for update` : sql``;
  const { rows } =
    await sql`select 1 as found from ${sql.table(table)} where ${sql.ref(column)} = ${value}${lock}`.execute(
      trx,
    );
  return rows.length > 0;
}
