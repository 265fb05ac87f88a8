// `npm run bench:server`: requests per second and p50/p99 latency of the server for a static
// method page and for GET /api/user (bearer token, answered through the embedded sandbox over
// HTTP). The server runs on a free loopback port with a throwaway data directory; the load comes
// from autocannon in a separate process, 10 connections for 10 s per target.
// Not part of `npm test`: it prints figures and exits non-zero only when it cannot measure.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const publicDir = path.join(root, 'public');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const DURATION_S = 10;
const CONNECTIONS = 10;

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** A method page of the built site (deepest reference page), else the reference base, else /. */
function staticTarget() {
  const base = path.join(publicDir, 'docs', 'esign-rest-api', 'reference');
  if (fs.existsSync(base)) {
    for (const category of fs.readdirSync(base)) {
      const categoryDir = path.join(base, category);
      if (!fs.statSync(categoryDir).isDirectory()) continue;
      for (const resource of fs.readdirSync(categoryDir)) {
        const resourceDir = path.join(categoryDir, resource);
        if (!fs.statSync(resourceDir).isDirectory()) continue;
        for (const method of fs.readdirSync(resourceDir)) {
          if (fs.existsSync(path.join(resourceDir, method, 'index.html'))) {
            return `/docs/esign-rest-api/reference/${category}/${resource}/${method}/`;
          }
        }
      }
    }
    if (fs.existsSync(path.join(base, 'index.html'))) return '/docs/esign-rest-api/reference/';
  }
  return '/';
}

async function waitForServer(origin, child) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${origin}/`)).status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the server did not start within 60 s');
}

const cookieValue = (response, name) =>
  response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .find((pair) => pair.startsWith(`${name}=`));

/** Signs in as the sandbox's demo admin through /auth/login, the login form and the callback. */
async function signIn(origin) {
  const login = await fetch(`${origin}/auth/login`, { redirect: 'manual' });
  const authorizeUrl = new URL(login.headers.get('location'));
  const fields = new URLSearchParams(authorizeUrl.searchParams);
  fields.set('email', 'admin@example.test');
  fields.set('password', 'sandbox-admin-1');
  const submitted = await fetch(`${authorizeUrl.origin}${authorizeUrl.pathname}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: fields.toString(),
    redirect: 'manual',
  });
  const callback = await fetch(submitted.headers.get('location'), {
    headers: { cookie: cookieValue(login, 'dc_signin') },
    redirect: 'manual',
  });
  const dct = cookieValue(callback, 'dct');
  if (!dct) throw new Error(`sign-in failed (callback answered ${callback.status})`);
  return decodeURIComponent(dct.slice('dct='.length));
}

/** One autocannon run in its own process; answers its JSON summary. */
function autocannon(url, headers = []) {
  return new Promise((resolve, reject) => {
    const args = ['-c', String(CONNECTIONS), '-d', String(DURATION_S), '-j'];
    for (const header of headers) args.push('-H', header);
    const child = spawn(bin('autocannon'), [...args, url], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`autocannon exited with ${code}`));
      resolve(JSON.parse(out));
    });
  });
}

function report(label, result) {
  const rps = Math.round(result.requests.average);
  const { p50, p99 } = result.latency;
  const bad = result.non2xx + result.errors + result.timeouts;
  console.info(
    `${label.padEnd(48)} ${String(rps).padStart(6)} req/s   p50 ${p50} ms   p99 ${p99} ms` +
      (bad ? `   (${bad} non-2xx/errors)` : ''),
  );
}

async function main() {
  if (!fs.existsSync(path.join(publicDir, 'index.html'))) {
    console.info('[bench:server] public/ is missing: building the site first');
    const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-server-'));
  const server = spawn(bin('tsx'), ['server/index.ts'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      // The benchmark is one client: lift the per-client limit so it measures the server.
      RATE_LIMIT_MAX: '100000000',
    },
  });
  try {
    await waitForServer(origin, server);
    const token = await signIn(origin);
    const page = staticTarget();
    console.info(
      `[bench:server] ${os.cpus().length} CPUs, Node ${process.version}, ` +
        `${CONNECTIONS} connections x ${DURATION_S} s per target, server logs at info level`,
    );
    report(`GET ${page}`, await autocannon(`${origin}${page}`));
    report(
      'GET /api/user (bearer, via the sandbox)',
      await autocannon(`${origin}/api/user`, [`authorization=Bearer ${token}`]),
    );
  } finally {
    server.kill('SIGTERM');
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(`[bench:server] ${error.message}`);
  process.exit(1);
});
