export default async function globalTeardown() {
  (globalThis as { devcenterPostgres?: { stop(): void } }).devcenterPostgres?.stop();
}
