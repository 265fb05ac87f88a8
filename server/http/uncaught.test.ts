/** @jest-environment node */
import path from 'node:path';
import { freePort } from '../../test-support/postgres';
import {
  spawnServer,
  waitUntilServing,
  type ServerProcess,
} from '../../test-support/serverProcess';
import { tempDir } from '../../test-support/testServer';

// Issue 33.1: an exception nothing catches is logged with the request whose work threw it
// (method, URL with its secrets hidden, reqId), then the process ends with status 1 for the
// service manager to start it again (docs/deploy.md). The real app in its own process, plus
// test-only routes that throw (test-support/crashingServer.ts).

const root = path.resolve(__dirname, '..', '..');
const SECRET = 'secret-token-33-abcdef';
let server: ServerProcess | undefined;

afterEach(() => {
  if (server?.process.exitCode === null) server.process.kill('SIGKILL');
});

async function crashingServer(): Promise<ServerProcess> {
  server = spawnServer({ DATA_DIR: tempDir('uncaught-') }, await freePort(), {
    command: process.execPath,
    args: ['--import', 'tsx', path.join(root, 'test-support', 'crashingServer.ts')],
    cwd: root,
  });
  await waitUntilServing(server);
  return server;
}

/** The JSON log lines the process wrote. */
function logLines(output: string): Record<string, unknown>[] {
  return output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line));
}

it.each([
  ['a throw in a callback', 'GET', `/test-crash/throw?access_token=${SECRET}&page=2`, undefined],
  [
    'a rejection nobody handles, after the body was read',
    'POST',
    `/test-crash/reject?code=${SECRET}`,
    JSON.stringify({ envelope: 'x'.repeat(5000) }),
  ],
])(
  '%s is logged with its request, then the process ends',
  async (_name, method, url, body) => {
    const crashing = await crashingServer();
    const answer = await fetch(`${crashing.base}${url}`, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body,
    });
    expect(answer.status).toBe(200);
    expect(await crashing.exited).toBe(1);

    const lines = logLines(crashing.output());
    const fatal = lines.find((line) => line.level === 60);
    expect(fatal).toMatchObject({
      msg: 'uncaught exception: the server stops',
      origin: method === 'GET' ? 'uncaughtException' : 'unhandledRejection',
      err: { message: expect.stringMatching(/thrown where nothing catches it|rejected with/) },
      request: { method, url: expect.stringContaining('[Redacted]') },
    });
    // The reqId is the one of the request's own log lines.
    const incoming = lines.find((line) =>
      (line.req as { url?: string } | undefined)?.url?.startsWith(url.split('?')[0]),
    );
    expect((fatal!.request as { reqId: string }).reqId).toBe(incoming?.reqId);
    expect(crashing.output()).not.toContain(SECRET);
  },
  60_000,
);
