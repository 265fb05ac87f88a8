/** @jest-environment node */
// Start-up refusals name the file, the cause and what to do, on real data folders: a folder where
// the cookie secret belongs, a file where DATA_DIR belongs, read-only database files and data
// folder, a read-only file system and a full disk. As root, permissions stop no write: the
// read-only cases then run in a process of an unprivileged user (uid 65534), where they do; the
// file-system cases mount a tiny tmpfs, which needs root (skipped, saying why, without it).
import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { buildApp } from './app';
import { loadConfig } from './config';
import { startupFailure } from './startupFailure';

const ROOT = path.resolve(__dirname, '..');
const NOBODY = 65534;
const isRoot = process.getuid?.() === 0;

const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'startup-'));

/** The server's start-up in this process, as server/index.ts ends it: its last line. */
async function startUp(dataDir: string): Promise<string> {
  const config = loadConfig({
    DATA_DIR: dataDir,
    PUBLIC_DIR: path.join(dataDir, 'not-built'),
    LOG_LEVEL: 'silent',
  });
  try {
    const app = await buildApp(config, {
      logStream: new Writable({ write: (_c, _e, done) => done() }),
    });
    await app.close();
    return 'started';
  } catch (error) {
    return startupFailure(error);
  }
}

/**
 * The start-up's data files (the cookie secret, then the portal's store) opened by a process of
 * its own, as the unprivileged user when this one is root, so that permissions apply; its line.
 */
function startUpAsUser(dataDir: string): Promise<string> {
  const script = [
    "const { resolveCookieSecret } = require('./server/http/cookieSecret.ts');",
    "const { openPortalStore } = require('./server/portalStore/index.ts');",
    "const { startupFailure } = require('./server/startupFailure.ts');",
    `const dataDir = ${JSON.stringify(dataDir)};`,
    '(async () => {',
    '  try {',
    '    resolveCookieSecret(undefined, dataDir);',
    "    const store = await openPortalStore({ kind: 'sqlite', dataDir }, () => undefined);",
    '    await store.close();',
    "    console.log('started');",
    '  } catch (error) {',
    '    console.log(startupFailure(error));',
    '  }',
    '})();',
  ].join('\n');
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', '-e', script],
      {
        cwd: ROOT,
        env: { ...process.env, HOME: os.tmpdir() },
        ...(isRoot ? { uid: NOBODY, gid: NOBODY } : {}),
      },
      (error, stdout, stderr) =>
        error ? reject(new Error(`${error.message}\n${stderr}`)) : resolve(stdout.trim()),
    );
  });
}

/**
 * Why the unprivileged user cannot run the project's code here, if it cannot: a checkout inside
 * a private folder (a `mktemp -d` clone, mode 0700) keeps uid 65534 out of it. Those cases are
 * then skipped, saying why; startupFailure's unit tests still cover their messages.
 */
function userCannotRunProject(): string | undefined {
  if (!isRoot) return undefined;
  const probe = path.join(ROOT, 'node_modules', 'tsx', 'package.json');
  try {
    execFileSync(process.execPath, ['-e', `require('fs').accessSync(${JSON.stringify(probe)})`], {
      uid: NOBODY,
      gid: NOBODY,
      stdio: 'pipe',
    });
    return undefined;
  } catch {
    return `uid ${NOBODY} cannot read ${ROOT} (a folder above it is private)`;
  }
}
const blocked = userCannotRunProject();
if (blocked) console.warn(`skipped: the read-only cases, as ${blocked}`);
/** A case run by the unprivileged user's process. */
const asUser = blocked ? it.skip : it;

/** A data folder the unprivileged user owns (when this process is root), started once. */
let template: string;
beforeAll(async () => {
  template = tempDir();
  if (isRoot) fs.chownSync(template, NOBODY, NOBODY);
  if (!blocked) expect(await startUpAsUser(template)).toBe('started');
}, 60_000);

/** A copy of the started folder, owners and modes kept. */
function startedFolder(): string {
  const parent = tempDir();
  fs.chmodSync(parent, 0o755); // mkdtemp's 0700 would keep the other user out of it
  const dir = path.join(parent, 'data');
  execFileSync('cp', ['-a', template, dir]);
  return dir;
}

describe('start-up refusals name the file and the cause', () => {
  it('a folder where the cookie secret belongs', async () => {
    const dir = tempDir();
    fs.mkdirSync(path.join(dir, 'cookie-secret'));
    expect(await startUp(dir)).toBe(
      `Start-up failed: ${dir}/cookie-secret is a folder where a file belongs (EISDIR); move the folder away (the server creates the file)`,
    );
  });

  it('a file where the data folder belongs', async () => {
    const file = path.join(tempDir(), 'data');
    fs.writeFileSync(file, 'not a folder');
    expect(await startUp(file)).toBe(
      `Start-up failed: ${file} is a file where a folder belongs (ENOTDIR); move the file away, or set DATA_DIR to a folder`,
    );
  });

  it('a folder where a database file belongs', async () => {
    const dir = tempDir();
    fs.mkdirSync(path.join(dir, 'portal.sqlite'));
    expect(await startUp(dir)).toMatch(
      new RegExp(
        `^Start-up failed: ${dir}/portal.sqlite is a folder where a file belongs \\(EISDIR\\)`,
      ),
    );
  });

  asUser(
    'read-only database files',
    async () => {
      const dir = startedFolder();
      for (const file of fs.readdirSync(dir)) fs.chmodSync(path.join(dir, file), 0o444);
      fs.chmodSync(path.join(dir, 'cookie-secret'), 0o600);
      const user = isRoot ? NOBODY : process.getuid!();
      expect(await startUpAsUser(dir)).toBe(
        `Start-up failed: ${dir}/portal.sqlite is read-only (EACCES); give the server's user (uid ${user}) read and write permission on it`,
      );
    },
    60_000,
  );

  asUser(
    'a read-only data folder',
    async () => {
      const dir = startedFolder();
      fs.chmodSync(dir, 0o555);
      const user = isRoot ? NOBODY : process.getuid!();
      const line = await startUpAsUser(dir);
      fs.chmodSync(dir, 0o755);
      expect(line).toBe(
        `Start-up failed: ${dir} is read-only (EACCES); give the server's user (uid ${user}) read and write permission on it`,
      );
      expect(line).not.toMatch(/backup/);
    },
    60_000,
  );

  asUser(
    'an unreadable cookie secret',
    async () => {
      const dir = startedFolder();
      fs.chmodSync(path.join(dir, 'cookie-secret'), 0o000);
      const user = isRoot ? NOBODY : process.getuid!();
      expect(await startUpAsUser(dir)).toBe(
        `Start-up failed: ${dir}/cookie-secret cannot be read (EACCES); give the server's user (uid ${user}) read and write permission on it`,
      );
    },
    60_000,
  );
});

/** A tmpfs of `size` mounted on a new folder, or the reason none can be mounted here. */
function mountTmpfs(options: string): { dir: string; unmount(): void } | string {
  const dir = tempDir();
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', options, 'tmpfs', dir], { stdio: 'pipe' });
  } catch (error) {
    return `no tmpfs can be mounted here (${(error as Error).message.split('\n')[0]})`;
  }
  // Lazily (-l): the failed start-up's SQLite connections let go of their files only when their
  // statements are garbage-collected (libsql's close() does not finalize them), so the mount
  // is still busy when the case ends; it goes once they are.
  return { dir, unmount: () => execFileSync('umount', ['-l', dir]) };
}

describe('start-up on a file system that refuses writes', () => {
  const cases: [string, string, RegExp][] = [
    [
      'a full disk before the database is made',
      'size=4k',
      /^Start-up failed: \S+\/portal\.sqlite cannot be written: the disk is full \((ENOSPC|SQLITE_FULL)[^)]*\); free space on its disk/,
    ],
    [
      'a disk that fills while the database is made',
      'size=16k',
      /^Start-up failed: \S+\/portal\.sqlite cannot be written: the disk is full \([^)]+\); free space on its disk/,
    ],
    [
      'a disk that fills while the store is migrated',
      'size=64k',
      /^Start-up failed: the portal store \(\S+\/portal\.sqlite\) could not be migrated: \S+\/portal\.sqlite cannot be written: the disk is full/,
    ],
    [
      'a read-only file system',
      'ro,size=64k',
      /^Start-up failed: \S+ is on a read-only file system \(EROFS\); mount it read-write, or set DATA_DIR to a writable folder$/,
    ],
  ];
  it.each(cases)('%s', async (_name, options, line) => {
    const mounted = mountTmpfs(options);
    if (typeof mounted === 'string') {
      console.warn(`skipped: ${mounted}; startupFailure's unit tests cover the message`);
      return;
    }
    try {
      expect(await startUp(mounted.dir)).toMatch(line);
    } finally {
      mounted.unmount();
    }
  });
});

describe('startupFailure', () => {
  it.each([
    [
      { code: 'ENOSPC', path: '/data/cookie-secret.123.ab', message: 'ENOSPC: no space left' },
      'Start-up failed: /data/cookie-secret.123.ab cannot be written: the disk is full (ENOSPC); free space on its disk, or set DATA_DIR to a disk with room',
    ],
    [
      { code: 'EDQUOT', path: '/data/portal.sqlite', message: 'EDQUOT' },
      /^Start-up failed: \/data\/portal\.sqlite cannot be written: the disk quota is used up \(EDQUOT\)/,
    ],
    [
      { code: 'EROFS', path: '/data', message: 'EROFS' },
      'Start-up failed: /data is on a read-only file system (EROFS); mount it read-write, or set DATA_DIR to a writable folder',
    ],
    [
      Object.assign(new Error('COOKIE_SECRET must be set with DATABASE_URL'), {}),
      'Start-up failed: COOKIE_SECRET must be set with DATABASE_URL',
    ],
  ])('%j', (error, line) => {
    if (typeof line === 'string') expect(startupFailure(error)).toBe(line);
    else expect(startupFailure(error)).toMatch(line);
  });
});
