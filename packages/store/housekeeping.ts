import { tryLease } from './leases';
import type { SharedTables, StoreDb } from './sharedTables';

/** A piece of background work that the cluster runs once per period, on whichever instance. */
export interface Job {
  name: string;
  everyMs: number;
  run(): Promise<unknown>;
}

/**
 * Runs each job now and then every `everyMs`, on the instance that takes its lease for the
 * period; the others skip it. Timers do not keep the process alive; `stop` ends them and waits
 * for a run in progress. A failed run is reported and retried next period.
 */
export function startHousekeeping<Tables extends SharedTables>(
  db: StoreDb<Tables>,
  jobs: Job[],
  onError: (job: string, error: unknown) => void,
) {
  const running = new Set<Promise<void>>();
  let stopped = false;
  const attempt = (job: Job) => {
    if (stopped) return;
    const run = (async () => {
      try {
        // Slightly shorter than the period, so the next period's lease is free again.
        if (await tryLease(db, `job:${job.name}`, Math.max(job.everyMs - 1000, 1000)))
          await job.run();
      } catch (error) {
        onError(job.name, error);
      }
    })();
    running.add(run);
    void run.finally(() => running.delete(run));
  };
  const timers = jobs.map((job) => {
    attempt(job);
    const timer = setInterval(() => attempt(job), job.everyMs);
    timer.unref();
    return timer;
  });
  return {
    async stop() {
      stopped = true;
      timers.forEach(clearInterval);
      await Promise.all(running);
    },
  };
}
