/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

// gatsby build keeps its workers from running queries to rendering HTML when they ran only a few
// (gatsby/tuning/patches/workerPool.cjs): the pool's restart is skipped then and made as Gatsby makes
// it after more.

const root = path.resolve(__dirname, '../../..');
// The patches are CommonJS, loaded by path into Gatsby's process (preload.cjs).
const { keepWorkersAfterFewQueries, POOL } = createRequire(__filename)('./workerPool.cjs') as {
  keepWorkersAfterFewQueries(pool: unknown, limit?: number): boolean;
  POOL: string;
};

interface FakePool {
  create(): { restart(): Promise<string> };
  runQueriesInWorkersQueue(workers: unknown, queryIds: object): Promise<string>;
}

/** Gatsby's pool module reduced to the two functions the change wraps. */
function fakePoolModule() {
  const restarts = jest.fn(async () => 'restarted');
  const runs = jest.fn(async () => 'ran');
  const pool: FakePool = {
    create: () => ({ restart: restarts }),
    runQueriesInWorkersQueue: runs,
  };
  return { pool, restarts, runs };
}

const ids = (pages: number, statics = 0) => ({
  pageQueryIds: Array.from({ length: pages }, (_, i) => `/page-${i}/`),
  staticQueryIds: Array.from({ length: statics }, (_, i) => `sq-${i}`),
  sliceQueryIds: [],
});

it('skips the restart after a few queries and restarts as Gatsby does after more', async () => {
  const { pool, restarts, runs } = fakePoolModule();
  expect(keepWorkersAfterFewQueries(pool, 10)).toBe(true);
  const workers = pool.create();

  await expect(pool.runQueriesInWorkersQueue(workers, ids(3, 1))).resolves.toBe('ran');
  expect(runs).toHaveBeenCalledWith(workers, ids(3, 1));
  await expect(workers.restart()).resolves.toBeUndefined();
  expect(restarts).not.toHaveBeenCalled();

  // Runs add up until a restart: 6 + 6 queries are past 10.
  await pool.runQueriesInWorkersQueue(workers, ids(6));
  await pool.runQueriesInWorkersQueue(workers, ids(6));
  await expect(workers.restart()).resolves.toBe('restarted');
  expect(restarts).toHaveBeenCalledTimes(1);

  // ... and start again from none after it.
  await pool.runQueriesInWorkersQueue(workers, ids(2));
  await workers.restart();
  expect(restarts).toHaveBeenCalledTimes(1);
});

it('leaves a pool module it does not know as it is', () => {
  expect(keepWorkersAfterFewQueries({})).toBe(false);
  expect(keepWorkersAfterFewQueries({ create: () => undefined })).toBe(false);
});

it('knows the pool module of the Gatsby this site builds with', () => {
  // In a plain Node in an empty folder: Gatsby's store, loaded with the pool, reads .cache/ there.
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gatsby-worker-pool-'));
  try {
    const script = `
      const path = require('node:path');
      const { keepWorkersAfterFewQueries } = require(path.join(process.argv[1], 'gatsby/tuning/patches/workerPool.cjs'));
      const pool = require(require.resolve(process.argv[2], { paths: [process.argv[1]] }));
      console.log(JSON.stringify(keepWorkersAfterFewQueries(pool)));
      process.exit(0);
    `;
    const run = spawnSync(process.execPath, ['-e', script, root, POOL], {
      cwd: dir,
      encoding: 'utf8',
    });
    expect(run.stderr).toBe('');
    expect(run.stdout.trim().split('\n').at(-1)).toBe('true');
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
