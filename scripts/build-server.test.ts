/** @jest-environment node */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { compiledServerCommand } from '../test-support/compiledServer';
import { closedPort } from '../test-support/testServer';

const root = path.resolve(__dirname, '..');

/** Runs buildServer of scripts/build-server.mjs with `options` in a Node of its own. */
function buildWith(options: Record<string, unknown>) {
  const script = `import { buildServer } from './scripts/build-server.mjs';
    await buildServer(JSON.parse(process.argv[1]));`;
  return spawnSync(
    process.execPath,
    ['--input-type=module', '-e', script, JSON.stringify(options)],
    { cwd: root, encoding: 'utf8' },
  );
}

describe('the compiled server (scripts/build-server.mjs)', () => {
  it('refuses a source of ours that reads __dirname, naming it and the one place to use', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'build-server-'));
    fs.writeFileSync(
      path.join(dir, 'entry.ts'),
      "import path from 'node:path';\nexport const data = path.join(__dirname, 'data');\n",
    );
    const run = buildWith({
      entryPoints: { entry: path.join(dir, 'entry.ts') },
      outdir: path.join(dir, 'out'),
      ownDirs: [dir],
    });
    expect(run.status).not.toBe(0);
    expect(run.stderr).toContain('entry.ts uses __dirname');
    expect(run.stderr).toContain('PROJECT_ROOT from server/projectRoot.ts');
  });

  it('bundles a source that does not, leaving the native and ES-module packages to Node', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'build-server-'));
    fs.writeFileSync(
      path.join(dir, 'entry.ts'),
      "import Database from 'libsql';\nimport { gzipSync } from 'node:zlib';\n" +
        'console.log(typeof Database, gzipSync("x").length > 0);\n',
    );
    const out = path.join(dir, 'out');
    const run = buildWith({
      entryPoints: { entry: path.join(dir, 'entry.ts') },
      outdir: out,
      ownDirs: [dir],
    });
    expect(run.stderr).toBe('');
    const bundle = fs.readFileSync(path.join(out, 'entry.js'), 'utf8');
    expect(bundle).toContain('require("libsql")');
  });

  it('runs in the process that started it: killing that process leaves nothing serving', async () => {
    const port = await closedPort();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'compiled-server-'));
    const { command, args, cwd } = compiledServerCommand();
    const child = spawn(command, args, {
      cwd,
      stdio: 'ignore',
      env: {
        ...process.env,
        HOST: '127.0.0.1',
        PORT: String(port),
        DATA_DIR: dataDir,
        PUBLIC_DIR: path.join(dataDir, 'not-built'),
      },
    });
    const exited = new Promise((resolve) => child.once('exit', resolve));
    const deadline = Date.now() + 45_000;
    let status = 0;
    while (Date.now() < deadline && status !== 302) {
      status = await fetch(`http://127.0.0.1:${port}/auth/login`, { redirect: 'manual' }).then(
        (response) => response.status,
        () => 0,
      );
      if (status !== 302) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(status).toBe(302);
    child.kill('SIGKILL');
    await exited;
    const refused = await new Promise((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => (socket.destroy(), resolve(false)));
      socket.once('error', () => resolve(true));
    });
    expect(refused).toBe(true);
  }, 60_000);
});
