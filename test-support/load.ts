/**
 * Bounded load for the cluster test: `workers` loops each sending one request at a time until
 * stopped, `maxMs` has passed or `maxRequests` were sent. Every request is recorded with its
 * start, end and status, or the error that ended it (refused, reset, timed out).
 */
export interface Outcome {
  op: string;
  startedAt: number;
  endedAt: number;
  status?: number;
  error?: string;
  /** What an acknowledged write created (an envelope id, a signed-up address). */
  written?: string;
}

/** One kind of request of the load; `n` numbers the request across workers. */
export type LoadOp = (n: number) => Promise<{ status: number; written?: string }>;

export interface LoadOptions {
  workers: number;
  maxMs: number;
  maxRequests: number;
}

export interface RunningLoad {
  /** Outcomes so far. */
  outcomes: Outcome[];
  /** Stops sending and answers every outcome once the requests in flight have ended. */
  stop(): Promise<Outcome[]>;
}

/** The error's own code (ECONNREFUSED, ECONNRESET, ...) rather than fetch's "fetch failed". */
function errorName(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ?? cause?.message ?? (error as Error).message;
}

/** Runs `ops` in turn (request n is op n mod the number of ops) in every worker. */
export function startLoad(ops: Record<string, LoadOp>, options: LoadOptions): RunningLoad {
  const names = Object.keys(ops);
  const outcomes: Outcome[] = [];
  const until = Date.now() + options.maxMs;
  let stopped = false;
  let sent = 0;
  const worker = async () => {
    while (!stopped && Date.now() < until && sent < options.maxRequests) {
      sent += 1;
      const n = sent;
      const op = names[n % names.length];
      const startedAt = Date.now();
      try {
        const result = await ops[op](n);
        outcomes.push({ op, ...result, startedAt, endedAt: Date.now() });
      } catch (error) {
        outcomes.push({ op, startedAt, endedAt: Date.now(), error: errorName(error) });
      }
    }
  };
  const workers = Array.from({ length: options.workers }, worker);
  return {
    outcomes,
    async stop() {
      stopped = true;
      await Promise.all(workers);
      return outcomes;
    },
  };
}

/** Whether an outcome is a success: a 2xx answer. */
export const succeeded = (outcome: Outcome) =>
  outcome.status !== undefined && outcome.status >= 200 && outcome.status < 300;

/** "201 x 340, 200 x 512, ECONNRESET x 2": what the load got, for failure messages and logs. */
export function tally(outcomes: Outcome[]): string {
  const counts = new Map<string, number>();
  for (const outcome of outcomes) {
    const key = outcome.error ?? String(outcome.status);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts].map(([key, count]) => `${key} x ${count}`).join(', ');
}
