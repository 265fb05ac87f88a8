import fs from 'node:fs';

export default async function globalTeardown() {
  const hooks = globalThis as {
    devcenterPostgres?: { stop(): void };
    devcenterTmp?: { dir: string; previous?: string };
  };
  // PostgreSQL first: its data directory and socket are inside the run's temporary directory.
  hooks.devcenterPostgres?.stop();
  const tmp = hooks.devcenterTmp;
  if (!tmp) return;
  // Watch mode runs global setup again in this process: it must not nest in a removed directory.
  if (tmp.previous === undefined) delete process.env.TMPDIR;
  else process.env.TMPDIR = tmp.previous;
  // DEVCENTER_KEEP_TEST_TMP=1 keeps the run's temporary files, to look into a failure.
  if (process.env.DEVCENTER_KEEP_TEST_TMP) console.log(`\nTest temporary files kept in ${tmp.dir}`);
  else fs.rmSync(tmp.dir, { recursive: true, force: true });
}
