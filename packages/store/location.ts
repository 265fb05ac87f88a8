/**
 * Where the stores keep their tables: SQLite files in the data directory (the embedded default
 * of `npm start`), or one PostgreSQL database (`DATABASE_URL`) that several instances share,
 * each store in a schema of its own.
 */
export type StoreLocation = { kind: 'sqlite'; dataDir: string } | { kind: 'postgres'; url: string };

/** A PostgreSQL URL as it may appear in logs and errors: without its password. */
export function redactedUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'DATABASE_URL';
  }
}
