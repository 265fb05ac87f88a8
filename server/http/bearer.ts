import type { FastifyRequest } from 'fastify';
import { HttpError } from './errors';

const BEARER = /^Bearer\s+(\S+)\s*$/i;

/** The bearer token of the request, if it carries one. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  return header ? BEARER.exec(header)?.[1] : undefined;
}

/** The request's bearer token; a 401 when there is none. */
export function requiredToken(request: FastifyRequest): string {
  const token = bearerToken(request);
  if (!token)
    throw new HttpError(401, 'Sign in first: this call needs an Authorization bearer token');
  return token;
}

/**
 * preValidation hook for routes that need sign-in: it runs before validation, so a request with
 * neither token nor valid input hears about the token first, and after the rate limit's
 * onRequest hook, so requests without a token still count against the limit.
 */
export async function requireBearer(request: FastifyRequest) {
  requiredToken(request);
}
