import { bearerToken } from '@developer-center/http';
import type { FastifyRequest } from 'fastify';
import { HttpError } from './errors';

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
