// What every server benchmark needs: the real server on a free loopback port with a throwaway
// data directory, and a real sign-in as the sandbox's demo admin.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { compiledEntry, ensureServerBuilt } from '../../scripts/build-server.mjs';
import { freePort } from './freePort.mjs';

export const root = path.resolve(import.meta.dirname, '..', '..');
export const bin = (name) => path.join(root, 'node_modules', '.bin', name);

async function waitForServer(origin, child) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${origin}/sandbox/oauth/userinfo`)).status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the server did not start within 60 s');
}

/**
 * Starts the compiled server (dist/server.js, as `npm start` runs it; compiled first when stale)
 * and waits until it answers. The benchmark is one client, so the per-client rate limit is
 * lifted: it measures the server, not the limiter.
 */
export async function startServer(name, env = {}) {
  await ensureServerBuilt();
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `bench-${name}-`));
  const child = spawn(process.execPath, [compiledEntry('server')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      RATE_LIMIT_MAX: '100000000',
      SANDBOX_API_HOURLY_LIMIT: '100000000',
      SANDBOX_API_BURST_LIMIT: '100000000',
      ...(typeof env === 'function' ? env(dataDir) : env),
    },
  });
  const stop = () => {
    child.kill('SIGTERM');
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForServer(origin, child);
  } catch (error) {
    stop();
    throw error;
  }
  return { origin, stop };
}

const cookieValue = (response, name) =>
  response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .find((pair) => pair.startsWith(`${name}=`));

/** Signs in as the sandbox's demo admin through /auth/login, the login form and the callback. */
export async function signIn(origin) {
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

/** A method page of the built site (deepest reference page), else the reference base, else /. */
export function methodPage(publicDir) {
  const base = path.join(publicDir, 'docs', 'esign-rest-api', 'reference');
  if (fs.existsSync(base)) {
    for (const category of fs.readdirSync(base)) {
      const categoryDir = path.join(base, category);
      if (!fs.statSync(categoryDir).isDirectory()) continue;
      for (const resource of fs.readdirSync(categoryDir)) {
        const resourceDir = path.join(categoryDir, resource);
        if (!fs.statSync(resourceDir).isDirectory()) continue;
        for (const method of fs.readdirSync(resourceDir)) {
          const html = path.join(resourceDir, method, 'index.html');
          if (fs.existsSync(html) || fs.existsSync(`${html}.gz`)) {
            return `/docs/esign-rest-api/reference/${category}/${resource}/${method}/`;
          }
        }
      }
    }
    if (['index.html', 'index.html.gz'].some((name) => fs.existsSync(path.join(base, name))))
      return '/docs/esign-rest-api/reference/';
  }
  return '/';
}
