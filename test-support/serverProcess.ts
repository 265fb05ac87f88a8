import { spawn, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { compiledServerCommand } from './compiledServer';
import { freePort } from './postgres';

/**
 * The production server in a process of its own, as an operator runs it: the one place tests
 * and benchmarks start it, so a change in how the server is started lands here.
 */
export interface ServerProcess {
  port: number;
  base: string;
  process: ChildProcess;
  /** Everything the server wrote (JSON log lines) since it started. */
  output(): string;
  exited: Promise<number | null>;
}

/**
 * Spawns the server on a loopback port with `env` over the defaults below (the caller names
 * DATA_DIR or DATABASE_URL). Without a PUBLIC_DIR it serves its routes only. `server` is the
 * compiled server in one process, as `npm start` runs it (SIGKILL reaches the server itself),
 * unless a test names another entry.
 */
export function spawnServer(
  env: Record<string, string>,
  port: number,
  server: ReturnType<typeof compiledServerCommand> = compiledServerCommand(),
): ServerProcess {
  let output = '';
  const child = spawn(server.command, server.args, {
    cwd: server.cwd,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_DIR: path.join(os.tmpdir(), 'devcenter-not-built'),
      LOG_LEVEL: 'info',
      RATE_LIMIT_MAX: '100000',
      SANDBOX_API_HOURLY_LIMIT: '100000000',
      SANDBOX_API_BURST_LIMIT: '100000000',
      ...env,
    },
  });
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { port, base: `http://127.0.0.1:${port}`, process: child, output: () => output, exited };
}

/** Resolves once GET /healthz answers 200 (stores open and migrated, listening). */
export async function waitUntilServing(server: ServerProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.process.exitCode !== null) throw new Error(`server exited: ${server.output()}`);
    try {
      if ((await fetch(`${server.base}/healthz`)).status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server did not start within ${timeoutMs} ms: ${server.output()}`);
}

/** Spawns the server (on `port`, else a free one) and waits until it serves. */
export async function startServerProcess(
  env: Record<string, string>,
  port?: number,
): Promise<ServerProcess> {
  const server = spawnServer(env, port ?? (await freePort()));
  try {
    await waitUntilServing(server);
  } catch (error) {
    server.process.kill('SIGKILL');
    throw error;
  }
  return server;
}

/** Sends `signal` (SIGTERM: a graceful stop) and answers the exit code. */
export async function stopServer(
  server: ServerProcess,
  signal: NodeJS.Signals = 'SIGTERM',
): Promise<number | null> {
  if (server.process.exitCode === null && server.process.signalCode === null) {
    server.process.kill(signal);
  }
  return server.exited;
}
