import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Holds state, PKCE verifier and return path between /auth/login and /auth/callback. */
export const SIGN_IN_COOKIE = 'dc_signin';
const SIGN_IN_PATH = '/auth/';
const SIGN_IN_MAX_AGE_SECONDS = 600;

/** A sign-in in progress. */
export interface PendingSignIn {
  state: string;
  verifier: string;
  returnTo: string;
}

export function newPendingSignIn(returnTo: string) {
  const pending: PendingSignIn = {
    state: randomBytes(24).toString('base64url'),
    verifier: randomBytes(32).toString('base64url'),
    returnTo,
  };
  const challenge = createHash('sha256').update(pending.verifier).digest('base64url');
  return { pending, challenge };
}

const isHttps = (request: FastifyRequest) => request.protocol === 'https';

/** Signed (tamper-proof), HttpOnly, SameSite=Lax so the platform's redirect back carries it. */
export function setPendingSignIn(
  request: FastifyRequest,
  reply: FastifyReply,
  pending: PendingSignIn,
) {
  reply.setCookie(SIGN_IN_COOKIE, Buffer.from(JSON.stringify(pending)).toString('base64url'), {
    signed: true,
    httpOnly: true,
    sameSite: 'lax',
    secure: isHttps(request),
    path: SIGN_IN_PATH,
    maxAge: SIGN_IN_MAX_AGE_SECONDS,
  });
}

export function clearPendingSignIn(reply: FastifyReply) {
  reply.clearCookie(SIGN_IN_COOKIE, { path: SIGN_IN_PATH });
}

/** The pending sign-in from the signed cookie, if present and untampered. */
export function readPendingSignIn(request: FastifyRequest): PendingSignIn | undefined {
  const raw = request.cookies[SIGN_IN_COOKIE];
  if (!raw) return undefined;
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid || unsigned.value === null) return undefined;
  try {
    const value = JSON.parse(Buffer.from(unsigned.value, 'base64url').toString('utf8'));
    if (
      typeof value?.state === 'string' &&
      typeof value.verifier === 'string' &&
      typeof value.returnTo === 'string'
    ) {
      return value as PendingSignIn;
    }
  } catch {
    // A cookie that does not parse is treated as absent.
  }
  return undefined;
}

export function sameState(expected: string, received: unknown): boolean {
  if (typeof received !== 'string') return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(received);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The `dct` cookie of docs/behaviour.md §2: the app reads it, clears it and keeps the token. */
export const TOKEN_COOKIE = 'dct';

export function setTokenCookie(request: FastifyRequest, reply: FastifyReply, accessToken: string) {
  reply.setCookie(TOKEN_COOKIE, accessToken, {
    // Readable by the app's script by design (docs/behaviour.md §2), so not HttpOnly; short-lived and
    // SameSite=Strict to narrow its exposure.
    httpOnly: false,
    sameSite: 'strict',
    secure: isHttps(request),
    path: '/',
    maxAge: 60,
  });
}

export function clearTokenCookie(reply: FastifyReply) {
  reply.clearCookie(TOKEN_COOKIE, { path: '/' });
}
