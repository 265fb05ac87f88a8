import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** A PostgreSQL server of Debian's package, run for tests on a loopback port. */
export interface TestPostgres {
  port: number;
  /** The URL of a database of this server (`postgres` by default). */
  url(database?: string): string;
  /** A new empty database, so each test file starts clean. */
  createDatabase(prefix?: string): string;
  stop(): void;
}

/** The newest installed server's binaries (/usr/lib/postgresql/<version>/bin). */
export function postgresBin(): string {
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root)
    ? fs.readdirSync(root).filter((name) => fs.existsSync(path.join(root, name, 'bin', 'initdb')))
    : [];
  if (versions.length === 0) {
    throw new Error(
      'PostgreSQL is not installed (apt-get install -y postgresql; .ci/run does it): the store tests need it',
    );
  }
  return path.join(root, versions.sort((a, b) => Number(b) - Number(a))[0], 'bin');
}

/** PostgreSQL refuses to run as root: as root, its commands run as the `postgres` user. */
function run(command: string, args: string[]) {
  const asRoot = process.getuid?.() === 0;
  const [file, argv] = asRoot
    ? ['runuser', ['-u', 'postgres', '--', command, ...args]]
    : [command, args];
  const result = spawnSync(file, argv, { encoding: 'utf8', cwd: os.tmpdir() });
  if (result.status !== 0) {
    throw new Error(`${path.basename(command)} failed: ${result.stderr || result.stdout}`);
  }
  return result.stdout;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * initdb in a temporary directory and pg_ctl start on 127.0.0.1 only, trust authentication for
 * loopback (a throwaway server). `durable: false` turns fsync off, which tests that never kill
 * PostgreSQL itself can afford.
 */
export async function startPostgres(options: { durable?: boolean } = {}): Promise<TestPostgres> {
  const bin = postgresBin();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'devcenter-pg-'));
  fs.chmodSync(dir, 0o777);
  const data = path.join(dir, 'data');
  if (process.getuid?.() === 0) execFileSync('chown', ['postgres', dir]);
  run(path.join(bin, 'initdb'), [
    '-D',
    data,
    '-A',
    'trust',
    '-U',
    'postgres',
    '--no-sync',
    '-E',
    'UTF8',
  ]);
  const port = await freePort();
  const settings = [
    `-p ${port}`,
    "-c listen_addresses='127.0.0.1'",
    `-c unix_socket_directories='${dir}'`,
    '-c max_connections=200',
    ...(options.durable
      ? []
      : ['-c fsync=off', '-c synchronous_commit=off', '-c full_page_writes=off']),
  ];
  run(path.join(bin, 'pg_ctl'), [
    '-D',
    data,
    '-l',
    path.join(dir, 'log'),
    '-o',
    settings.join(' '),
    '-w',
    'start',
  ]);
  let databases = 0;
  const url = (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`;
  return {
    port,
    url,
    createDatabase(prefix = 'test') {
      databases += 1;
      const name = `${prefix}_${process.pid}_${databases}_${Date.now() % 100000}`;
      run(path.join(bin, 'psql'), [
        '-h',
        '127.0.0.1',
        '-p',
        String(port),
        '-U',
        'postgres',
        '-qc',
        `CREATE DATABASE ${name}`,
      ]);
      return url(name);
    },
    stop() {
      try {
        run(path.join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', 'stop']);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
