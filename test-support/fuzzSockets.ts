import fc from 'fast-check';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { leave, type LeaveMode, type RawRequest } from './leavingClient';
import { describeInput, requestFor, type FuzzRoute } from './fuzzRequests';

/**
 * The fuzz suite's socket modes (issue 33.1): the generated requests of fuzzRequests.ts sent over
 * real loopback sockets by clients that do not read their answer to the end. `leaves`: each
 * client leaves before the answer, after the headers or after the first bytes; `slow`: each
 * reads a chunk at a time with its socket paused in between, then leaves mid-answer. The server
 * must not end, hang or log an error, and must answer a plain request afterwards.
 */
export const SOCKET_MODES = {
  leaves: ['before-answer', 'after-headers', 'after-first-bytes'],
  slow: ['slow-reader'],
} as const satisfies Record<string, readonly LeaveMode[]>;
export type SocketMode = keyof typeof SOCKET_MODES;

export interface SocketFuzzOptions {
  mode: SocketMode;
  runsPerRoute: number;
  /** Clients at once. */
  concurrency: number;
  /** How long a slow reader reads before it leaves. */
  slowMs: number;
  /** A client that heard nothing by then (a status line) counts the request as a hang. */
  timeoutMs: number;
  seed?: number;
  maxFailures?: number;
}

export interface SocketFuzzFigures {
  routes: number;
  inputs: number;
  /** By status of the answer's status line, or how the exchange ended without one. */
  statuses: Record<string, number>;
  /** Hangs, lines logged at error level, and a server that no longer answers afterwards. */
  failures: string[];
  durationMs: number;
}

/** The raw request a generated inject input stands for. */
function rawRequest(input: InjectOptions): RawRequest {
  const headers = Object.fromEntries(
    Object.entries(input.headers ?? {}).map(([name, value]) => [name, String(value)]),
  );
  const body = typeof input.payload === 'string' ? input.payload : undefined;
  return { method: String(input.method), url: String(input.url), headers, body };
}

/** The app's loopback port, listening first if it is not yet. */
async function portOf(app: FastifyInstance): Promise<number> {
  if (!app.server.listening) await app.listen({ host: '127.0.0.1', port: 0 });
  return (app.server.address() as { port: number }).port;
}

/**
 * Runs the socket mode over the routes of `app`; `errorLines` is where the app's log lines at
 * error level go (fuzz.ts), read for the lines this run added.
 */
export async function fuzzSockets(
  app: FastifyInstance,
  routes: FuzzRoute[],
  errorLines: string[],
  options: SocketFuzzOptions,
): Promise<SocketFuzzFigures> {
  const port = await portOf(app);
  const started = Date.now();
  const errorsBefore = errorLines.length;
  const maxFailures = options.maxFailures ?? 20;
  const modes = SOCKET_MODES[options.mode];
  const failures: string[] = [];
  const statuses: Record<string, number> = {};
  const fail = (text: string) => failures.length < maxFailures && failures.push(text);

  const work = routes.flatMap((route) =>
    fc
      .sample(fc.tuple(requestFor(route), fc.constantFrom(...modes)), {
        numRuns: options.runsPerRoute,
        seed: options.seed,
      })
      .map(([input, mode]) => ({ route, input, mode })),
  );
  let next = 0;
  const client = async () => {
    while (next < work.length) {
      const { route, input, mode } = work[next++];
      const answer = await leave(port, rawRequest(input), mode, {
        slowMs: options.slowMs,
        timeoutMs: options.timeoutMs,
      });
      const key =
        answer.status !== undefined
          ? String(answer.status)
          : (answer.error ?? (mode === 'before-answer' ? 'left first' : 'no answer'));
      statuses[key] = (statuses[key] ?? 0) + 1;
      if (key === 'no answer') {
        fail(
          `${mode} ${route.method} ${route.url}: no answer within ${options.timeoutMs} ms: ${describeInput(input)}`,
        );
      }
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, client));

  // Streams still being written end as their clients are gone; then the server answers.
  await new Promise((resolve) => setTimeout(resolve, 200));
  const health = await fetch(`http://127.0.0.1:${port}/healthz`, {
    signal: AbortSignal.timeout(options.timeoutMs),
  }).then(
    (response) => String(response.status),
    (error: Error) => error.message,
  );
  if (health !== '200') fail(`GET /healthz afterwards: ${health}`);
  for (const line of errorLines.slice(errorsBefore)) fail(`logged: ${line.slice(0, 400)}`);
  return {
    routes: routes.length,
    inputs: work.length,
    statuses,
    failures,
    durationMs: Date.now() - started,
  };
}
