import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildOptions } from '../server/app';
import { loadConfig, type ServerConfig } from '../server/config';

export { beginSignIn, callback, cookiesOf, signIn, submitLogin } from './signInFlow';
export type { SignInSteps } from './signInFlow';

/**
 * For route tests: the real app (embedded sandbox included) on a loopback port, spoken to over
 * HTTP, with its log lines captured.
 */
export interface RunningServer {
  base: string;
  app: FastifyInstance;
  /** Its configuration (the store it writes to, for a test that reads what was stored). */
  config: ServerConfig;
  logs: string[];
  close: () => Promise<void>;
}

// The demo users and the Authorization header, one definition with the platform's drivers.
export { ADMIN, MEMBER, bearer } from '@developer-center/sandbox/test-support/sandbox';

export function tempDir(prefix = 'server-test-'): string {
  return mkdtempSync(path.join(os.tmpdir(), prefix));
}

/**
 * Builds and starts the app; `beforeListen` may add test-only routes (e.g. one that throws),
 * `options` sets the test seams of buildApp (a shorter create limit).
 * PUBLIC_DIR defaults to a folder that does not exist: the API-only mode.
 */
export async function startServer(
  env: Record<string, string> = {},
  beforeListen?: (app: FastifyInstance) => void,
  options: Omit<BuildOptions, 'logStream'> = {},
): Promise<RunningServer> {
  const logs: string[] = [];
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      logs.push(String(chunk));
      done();
    },
  });
  const config = loadConfig({
    SANDBOX_TEST_HOOKS_SECRET: TEST_HOOKS_SECRET,
    DATA_DIR: tempDir(),
    PUBLIC_DIR: path.join(tempDir(), 'not-built'),
    LOG_LEVEL: 'info',
    RATE_LIMIT_MAX: '10000',
    // The platform's demo limits (3,000 calls an hour, 200 in 30 s) are for one developer, not
    // for a suite that makes hundreds of calls a minute as the same account.
    SANDBOX_API_HOURLY_LIMIT: '100000000',
    SANDBOX_API_BURST_LIMIT: '100000000',
    ...env,
  });
  const app = await buildApp(config, { ...options, logStream });
  beforeListen?.(app);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as { port: number };
  return { base: `http://127.0.0.1:${port}`, app, config, logs, close: () => app.close() };
}

/** A loopback port that nothing listens on (for the platform-down case). */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** The test hooks' secret in tests (SANDBOX_TEST_HOOKS_SECRET) and the header that carries it. */
export const TEST_HOOKS_SECRET = 'test-hooks-secret-for-tests-only';
export const testHooksHeader = { 'x-sandbox-test-secret': TEST_HOOKS_SECRET };

/** The embedded sandbox's test hook (needs SANDBOX_TEST_HOOKS=1): a user it refuses with 403. */
export async function suspendUser(base: string, email: string, suspended = true): Promise<void> {
  const response = await fetch(`${base}/sandbox/test/suspend-user`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...testHooksHeader },
    body: JSON.stringify({ email, suspended }),
  });
  if (response.status !== 200) throw new Error(`suspend-user answered ${response.status}`);
}

/** The embedded sandbox's test hook (needs SANDBOX_TEST_HOOKS=1): the user's tokens expire. */
export async function expireTokens(base: string, email: string): Promise<void> {
  const response = await fetch(`${base}/sandbox/test/expire-tokens`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...testHooksHeader },
    body: JSON.stringify({ email }),
  });
  if (response.status !== 200) throw new Error(`expire-tokens answered ${response.status}`);
}
