import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** A server of the test's own (for restarts), on E2E_PORT + 50 with its own data directory. */
export interface OwnServer {
  base: string;
  dataDir: string;
  /** Everything it has logged so far. */
  log(): string;
  start(): Promise<void>;
  stop(): Promise<void>;
}

export function ownServer(): OwnServer {
  const port = Number(process.env.E2E_PORT ?? 9123) + 50;
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'devcenter-e2e-own-'));
  let child: ChildProcess | undefined;
  let output = '';

  async function ready() {
    for (let attempt = 0; attempt < 120; attempt += 1) {
      if (child?.exitCode !== null) throw new Error(`server exited: ${output}`);
      try {
        if ((await fetch(`${base}/api/opensource-manifest`)).ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    throw new Error(`server did not start: ${output}`);
  }

  return {
    base,
    dataDir,
    log: () => output,
    async start() {
      child = spawn(process.execPath, ['scripts/compiled.mjs', 'server'], {
        env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
      await ready();
    },
    async stop() {
      const running = child;
      if (!running || running.exitCode !== null) return;
      await new Promise<void>((resolve) => {
        running.once('exit', () => resolve());
        running.kill('SIGTERM');
      });
    },
  };
}
