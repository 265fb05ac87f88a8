// The stand-alone platform (`npm run sandbox`, dist/sandbox-server.js) for bench:sandbox: how
// long it takes to answer from a cold process, its memory, and one create, get and list of
// every API it serves, as the sweep (packages/sandbox/sweep) made them: requests the platform
// answered with a 2xx, so no API needs a hand-written request of its own here.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ADMIN, signIn } from '../../packages/sandbox/test-support/sandbox';
import { specOperationIndex } from '../../packages/sandbox/standalone/operationIndex';
import { sweepPlatform, type SweptCall } from '../../packages/sandbox/sweep/sweep';

export interface Standalone {
  base: string;
  pid: number;
  /** From spawn to the line that prints the base URL (the port answers from then on). */
  startMs: number;
  stop: () => Promise<void>;
}

/** Resident and peak resident memory of a process, in MB (Linux /proc). */
export function memoryOf(pid: number): { rssMb: number; peakMb: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rssMb: Math.round(kb('VmRSS') / 1024), peakMb: Math.round(kb('VmHWM') / 1024) };
}

/** Starts the compiled stand-alone platform (`entry`: dist/sandbox-server.js, built by the caller). */
export async function startStandalone(entry: string): Promise<Standalone> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-standalone-'));
  const started = performance.now();
  const child: ChildProcess = spawn(process.execPath, [entry], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...process.env,
      SANDBOX_PORT: '0',
      SANDBOX_DATA_DIR: dataDir,
      // One client measuring the platform, not its limits.
      RATE_LIMIT_MAX: '100000000',
      SANDBOX_API_HOURLY_LIMIT: '100000000',
      SANDBOX_API_BURST_LIMIT: '100000000',
    },
  });
  let output = '';
  const base = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the platform did not start in 60 s')), 60_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk;
      const found = /Sandbox platform listening: (http:\/\/\S+)/.exec(output);
      if (found) {
        clearTimeout(timer);
        resolve(found[1]);
      }
    });
    child.once('exit', (code) => reject(new Error(`the platform exited with ${code}`)));
  });
  const startMs = Math.round(performance.now() - started);
  child.stdout!.resume();
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  return { base, pid: child.pid!, startMs, stop };
}

export interface ApiRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  body?: string;
}

/**
 * Per API (swaggerName), the first create, item get, list and other read (Monitor's stream is
 * neither item nor list) the platform answered with a 2xx.
 */
export type ApiRequests = Map<
  string,
  Partial<Record<'create' | 'get' | 'list' | 'read', ApiRequest>>
>;

const kindOf = ({ planned }: SweptCall) => {
  const { httpMethod, path: opPath } = planned.operation;
  if (planned.creates && httpMethod === 'POST') return 'create';
  if (planned.lists) return 'list';
  if (httpMethod === 'GET') return opPath.endsWith('}') ? 'get' : 'read';
  return undefined;
};

/** Signs in as the demo admin and sweeps every operation once, keeping what each API answered. */
export async function sweptRequests(platform: Standalone): Promise<ApiRequests> {
  const origin = new URL(platform.base).origin;
  const token = (await signIn({ origin, base: platform.base, dataDir: '', close: async () => {} }))
    .access_token;
  const found: ApiRequests = new Map();
  await sweepPlatform(await specOperationIndex(), {
    apiBase: platform.base,
    accountId: ADMIN.accountId,
    token,
    email: ADMIN.email,
    // Creates and reads only: what they made stays for the rows to read.
    phases: [0, 1],
    log: (_key, status, _text, call) => {
      if (!call || status < 200 || status >= 300) return;
      const kind = kindOf(call);
      const body = call.init.body;
      // autocannon sends text bodies; a multipart create is left to the sweep.
      if (!kind || (body !== undefined && typeof body !== 'string')) return;
      const api = call.planned.api.entry.swaggerName;
      const requests = found.get(api) ?? {};
      requests[kind] ??= {
        url: call.url,
        method: call.planned.operation.httpMethod,
        headers: Object.fromEntries(new Headers(call.init.headers).entries()),
        body,
      };
      found.set(api, requests);
    },
  });
  return found;
}
