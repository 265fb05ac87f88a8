import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './postgres';

/** The shipped balancer configuration, run as is with its environment variables set. */
export const HAPROXY_CONFIG = path.resolve(__dirname, '..', 'deploy', 'haproxy.cfg');

/** HAProxy of Debian's package, run in the foreground on a loopback port. */
export interface RunningBalancer {
  port: number;
  base: string;
  /** With a certificate: the HTTPS address the balancer also serves (TLS ends there). */
  tlsBase?: string;
  /** What HAProxy reported (server state changes: "Server devcenter/app1 is DOWN, ..."). */
  output(): string;
  /** Each server's state as the balancer sees it ("UP", "DOWN", "UP 1/2", ...), by name. */
  serverStates(): Promise<Record<string, string>>;
  /** A command of the runtime API ("set server devcenter/app2 state maint"); answers its reply. */
  command(line: string): Promise<string>;
  stop(): Promise<void>;
}

/** The environment deploy/haproxy.cfg reads: where it listens, the instances, its socket. */
export function balancerEnv(bind: string, servers: string[], socket?: string) {
  const env: Record<string, string> = {
    DEVCENTER_BIND: bind,
    DEVCENTER_HAPROXY_LOG_LEVEL: 'notice',
  };
  servers.forEach((server, index) => (env[`DEVCENTER_SERVER_${index + 1}`] = server));
  if (socket) env.DEVCENTER_HAPROXY_SOCKET = socket;
  return env;
}

/** `haproxy -c` of the shipped file with `env`: its exit status and what it said. */
export function checkConfig(env: Record<string, string>) {
  const result = spawnSync('haproxy', ['-c', '-f', HAPROXY_CONFIG], {
    env: { PATH: process.env.PATH, ...env },
    encoding: 'utf8',
  });
  if (result.error)
    throw new Error(`haproxy could not run (apt-get install -y haproxy): ${result.error.message}`);
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

/** One command on the runtime API socket; answers its whole reply. */
function runtimeCommand(socket: string, command: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const connection = net.connect(socket);
    let reply = '';
    connection.on('data', (chunk) => (reply += chunk));
    connection.on('end', () => resolve(reply));
    connection.on('error', reject);
    connection.end(`${command}\n`);
  });
}

function statesFromStat(csv: string): Record<string, string> {
  const [header, ...rows] = csv.trim().split('\n');
  const columns = header.replace(/^# /, '').split(',');
  const name = columns.indexOf('svname');
  const status = columns.indexOf('status');
  const states: Record<string, string> = {};
  for (const row of rows) {
    const cells = row.split(',');
    if (cells[0] === 'devcenter' && !['BACKEND', 'FRONTEND'].includes(cells[name])) {
      states[cells[name]] = cells[status];
    }
  }
  return states;
}

/**
 * Starts HAProxy with deploy/haproxy.cfg in front of `servers` ("127.0.0.1:port" each); with a
 * certificate (`tlsPem`), it also serves HTTPS, as a deployment in front of the platform does.
 */
export async function startBalancer(
  servers: string[],
  options: { tlsPem?: string } = {},
): Promise<RunningBalancer> {
  const port = await freePort();
  const tlsPort = options.tlsPem ? await freePort() : undefined;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'devcenter-haproxy-'));
  const socket = path.join(dir, 'admin.sock');
  let output = '';
  const child: ChildProcess = spawn('haproxy', ['-db', '-f', HAPROXY_CONFIG], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      ...balancerEnv(`127.0.0.1:${port}`, servers, socket),
      ...(options.tlsPem
        ? { DEVCENTER_TLS_BIND: `127.0.0.1:${tlsPort}`, DEVCENTER_TLS_CERT: options.tlsPem }
        : {}),
    },
  });
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const balancer: RunningBalancer = {
    port,
    base: `http://127.0.0.1:${port}`,
    tlsBase: tlsPort ? `https://127.0.0.1:${tlsPort}` : undefined,
    output: () => output,
    serverStates: async () => statesFromStat(await runtimeCommand(socket, 'show stat')),
    command: (line) => runtimeCommand(socket, line),
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`haproxy exited: ${output}`);
    try {
      await balancer.serverStates();
      return balancer;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  await balancer.stop();
  throw new Error(`haproxy did not start: ${output}`);
}

/** Resolves once the balancer sees `server` in `state` (e.g. app1 "UP" after a restart). */
export async function waitForServerState(
  balancer: RunningBalancer,
  server: string,
  state: 'UP' | 'DOWN' | 'MAINT',
  timeoutMs = 20_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if ((await balancer.serverStates())[server] === state) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${server} is not ${state}: ${JSON.stringify(await balancer.serverStates())}`);
}
