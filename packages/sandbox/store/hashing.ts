import { createHash, randomBytes, randomUUID, scryptSync, timingSafeEqual } from 'node:crypto';

/** An unguessable opaque value (codes, tokens, secrets), URL-safe. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

export function newId(): string {
  return randomUUID();
}

/** Codes and tokens are high-entropy, so a plain sha256 is enough to look them up by hash. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** Client secrets: salted sha256 (they are random, so a slow hash adds nothing). */
export function hashSecret(secret: string): string {
  const salt = randomBytes(16).toString('hex');
  return `${salt}$${sha256(salt + secret)}`;
}

export function verifySecret(secret: string, stored: string): boolean {
  const [salt, hash] = stored.split('$');
  if (!salt || !hash) return false;
  return safeEqual(sha256(salt + secret), hash);
}

/** Passwords are human-chosen, so they get scrypt. */
export function hashPassword(password: string): string {
  const salt = randomBytes(16);
  const hash = scryptSync(password, salt, 32);
  return `scrypt$${salt.toString('hex')}$${hash.toString('hex')}`;
}

export function verifyPassword(password: string, stored: string): boolean {
  const [scheme, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const actual = scryptSync(password, Buffer.from(salt, 'hex'), 32).toString('hex');
  return safeEqual(actual, hash);
}

export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** PKCE S256: base64url(sha256(verifier)). */
export function pkceChallenge(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}
