/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { freePort } from '../test-support/postgres';
import {
  spawnServer,
  stopServer,
  waitUntilServing,
  type ServerProcess,
} from '../test-support/serverProcess';
import { tempDir } from '../test-support/testServer';

// The embedded platform is a bundle of its own (dist/sandbox.js, scripts/build-server.mjs):
// dist/server.js holds none of it and loads it only when embedded. Jest's global setup compiled
// dist/ before this file runs.

const root = path.resolve(__dirname, '..');
const dist = (name: string) => fs.readFileSync(path.join(root, 'dist', name), 'utf8');

// Strings only the platform's code holds: an error code of its envelope rules, the name of its
// Connect worker's failure, its login page's form field.
const MARKERS = [
  'ENVELOPE_CANNOT_VOID_INVALID_STATE',
  'Connect delivery worker failed',
  'Too many failed sign-in attempts',
];

describe('the compiled platform, apart from the compiled server', () => {
  it('is in dist/sandbox.js and nowhere in dist/server.js, which loads it by import()', () => {
    const sandbox = dist('sandbox.js');
    const server = dist('server.js');
    for (const marker of MARKERS) {
      expect(sandbox).toContain(marker);
      expect(server).not.toContain(marker);
    }
    expect(server).toContain('import("./sandbox.js")');
    // pdf-lib, the platform's own dependency, stays with it.
    expect(sandbox).toContain('PDFDocument');
    expect(server).not.toContain('PDFDocument');
  });

  it('is loaded by the stand-alone entry too, not copied into it', () => {
    const standalone = dist('sandbox-server.js');
    for (const marker of MARKERS) expect(standalone).not.toContain(marker);
    expect(standalone).toContain('require("./sandbox.js")');
  });
});

describe('a compiled server without dist/sandbox.js beside it', () => {
  // dist/server.js alone in a folder of its own (beside the repository's content/, which it
  // reads): what it loads must be there, so a server that serves here never reads the platform's
  // bundle.
  const folder = tempDir('server-alone-');
  fs.symlinkSync(path.join(root, 'content'), path.join(folder, 'content'));
  const alone = path.join(folder, 'dist');
  fs.mkdirSync(alone);
  fs.copyFileSync(path.join(root, 'dist', 'server.js'), path.join(alone, 'server.js'));
  const command = { command: process.execPath, args: [path.join(alone, 'server.js')], cwd: root };
  const env = (extra: Record<string, string>) => ({
    NODE_PATH: path.join(root, 'node_modules'),
    DATA_DIR: tempDir('server-alone-data-'),
    ...extra,
  });
  let server: ServerProcess | undefined;
  afterEach(async () => {
    if (server) await stopServer(server);
    server = undefined;
  });

  it('serves with PLATFORM_BASE_URL set: it never loads the platform', async () => {
    const platform = `http://127.0.0.1:${await freePort()}`;
    server = spawnServer(env({ PLATFORM_BASE_URL: platform }), await freePort(), command);
    await waitUntilServing(server);
    const health = await fetch(`${server.base}/healthz`);
    expect(await health.json()).toEqual({ status: 'ok', stores: { portal: 'ok' } });
    expect((await fetch(`${server.base}/sandbox/oauth/auth`)).status).toBe(404);
  }, 60_000);

  it('fails to start embedded, naming the missing bundle: it loads it only then', async () => {
    server = spawnServer(env({}), await freePort(), command);
    const code = await server.exited;
    expect(code).toBe(1);
    expect(server.output()).toMatch(/Start-up failed: .*sandbox\.js/);
  }, 60_000);
});
