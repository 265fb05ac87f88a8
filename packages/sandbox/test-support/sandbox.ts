import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createHash, randomBytes } from 'node:crypto';
import Fastify from 'fastify';
import type { StoreLocation } from '@developer-center/store';
import { sandboxPlugin, SANDBOX_PORTAL_CLIENT, SANDBOX_USERS, type SandboxOptions } from '..';
import { specOperationIndex as operationIndex } from '../standalone/operationIndex';

/** Helpers for the sandbox's own tests: a real Fastify app on a loopback port, spoken to with fetch. */
export interface RunningSandbox {
  origin: string;
  base: string;
  dataDir: string;
  close: () => Promise<void>;
}

export function tempDataDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'sandbox-test-'));
}

/** The sandbox alone on a loopback port, on SQLite in `dataDir` (a new one by default) or PostgreSQL. */
export async function startSandbox(
  options: Partial<SandboxOptions> & { dataDir?: string; databaseUrl?: string } = {},
): Promise<RunningSandbox> {
  const { dataDir = tempDataDir(), databaseUrl, ...rest } = options;
  const app = Fastify({ logger: false });
  await app.register(sandboxPlugin, {
    operationIndex,
    store: databaseUrl ? { kind: 'postgres', url: databaseUrl } : { kind: 'sqlite', dataDir },
    ...rest,
    // Tests make hundreds of calls a minute as the demo account: above the demo's limits unless
    // a test sets its own.
    apiLimits: { hourly: 100_000_000, burst: 100_000_000, ...rest.apiLimits },
    prefix: '/sandbox',
  } as SandboxOptions & { prefix: string });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  const origin = `http://127.0.0.1:${address.port}`;
  return { origin, base: `${origin}/sandbox`, dataDir, close: () => app.close() };
}

/** The sandbox on one of the stores of `ENGINES` (test-support/stores.ts). */
export const startSandboxOn = (where: StoreLocation) =>
  startSandbox(where.kind === 'postgres' ? { databaseUrl: where.url } : { dataDir: where.dataDir });

/**
 * A call of the sandbox's APIs as `token`'s user, with a JSON body when given: the answer's
 * status, its body parsed (none when empty) and its headers.
 */
export async function callJson(
  sandbox: RunningSandbox,
  token: string,
  method: string,
  path: string,
  body?: unknown,
) {
  const response = await fetch(`${sandbox.base}${path}`, {
    method,
    headers: { ...bearer(token), ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  return {
    status: response.status,
    body: text ? JSON.parse(text) : undefined,
    headers: response.headers,
  };
}

export const ADMIN = SANDBOX_USERS.find((user) => user.isAdmin)!;
export const MEMBER = SANDBOX_USERS.find((user) => !user.isAdmin)!;
export const PORTAL_REDIRECT = 'http://localhost:9123/auth/callback';

export function pkcePair() {
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  return { verifier, challenge };
}

export function basicAuth(clientId: string, secret: string): string {
  return `Basic ${Buffer.from(`${clientId}:${secret}`).toString('base64')}`;
}

export function form(fields: Record<string, string>): RequestInit {
  return {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  };
}

export interface LoginOptions {
  email?: string;
  password?: string;
  clientId?: string;
  redirectUri?: string;
  challenge?: string;
  state?: string;
}

/** Posts the login form as the browser would; answers the raw response (302 on success). */
export function postLogin(sandbox: RunningSandbox, options: LoginOptions = {}): Promise<Response> {
  const fields: Record<string, string> = {
    response_type: 'code',
    client_id: options.clientId ?? SANDBOX_PORTAL_CLIENT.clientId,
    redirect_uri: options.redirectUri ?? PORTAL_REDIRECT,
    scope: 'signature impersonation',
    state: options.state ?? 'state-123',
    email: options.email ?? ADMIN.email,
    password: options.password ?? ADMIN.password,
  };
  if (options.challenge) {
    fields.code_challenge = options.challenge;
    fields.code_challenge_method = 'S256';
  }
  return fetch(`${sandbox.base}/oauth/auth/login`, { ...form(fields), redirect: 'manual' });
}

/** Signs in and answers the one-time code from the redirect. */
export async function obtainCode(
  sandbox: RunningSandbox,
  options: LoginOptions = {},
): Promise<string> {
  const response = await postLogin(sandbox, options);
  if (response.status !== 302) throw new Error(`login answered ${response.status}`);
  const code = new URL(response.headers.get('location')!).searchParams.get('code');
  if (!code) throw new Error('no code in redirect');
  return code;
}

export function exchangeCode(
  sandbox: RunningSandbox,
  fields: Record<string, string>,
  authorization?: string,
): Promise<Response> {
  const init = form({ grant_type: 'authorization_code', redirect_uri: PORTAL_REDIRECT, ...fields });
  if (authorization) init.headers = { ...init.headers, authorization };
  return fetch(`${sandbox.base}/oauth/token`, init);
}

/** A full sign-in of the user through the portal client; answers the token response. */
export async function signIn(
  sandbox: RunningSandbox,
  user = ADMIN,
): Promise<{ access_token: string; refresh_token: string; expires_in: number; scope: string }> {
  const { verifier, challenge } = pkcePair();
  const code = await obtainCode(sandbox, { email: user.email, password: user.password, challenge });
  const response = await exchangeCode(
    sandbox,
    { code, code_verifier: verifier },
    basicAuth(SANDBOX_PORTAL_CLIENT.clientId, SANDBOX_PORTAL_CLIENT.clientSecret),
  );
  if (response.status !== 200) throw new Error(`token answered ${response.status}`);
  return response.json();
}

export function bearer(token: string): Record<string, string> {
  return { authorization: `Bearer ${token}` };
}
