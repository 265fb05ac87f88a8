import type { FastifyReply, FastifyRequest } from 'fastify';
import { messagePage } from '../http/messagePage';
import { PlatformError } from '../platform';
import { bearerToken, locationHeader } from '@developer-center/http';
import type { RouteDeps, RoutePlugin } from '../routeDeps';
import { OAUTH_SCOPES } from './oauthScopes';
import { siteOrigin } from '../http/origin';
import { RETURN_TO_LIMIT, safeReturnTo, withFlag } from './returnTo';
import {
  TOKEN_COOKIE,
  clearPendingSignIn,
  clearTokenCookie,
  newPendingSignIn,
  readPendingSignIn,
  sameState,
  setPendingSignIn,
  setTokenCookie,
} from './signInCookie';

export const CALLBACK_PATH = '/auth/callback';

interface CallbackQuery {
  code?: string;
  state?: string;
  error?: string;
}

// What the sign-in routes read. They answer a browser, so a query off its schema (a repeated or
// over-long value: `attachValidation`) gets a page, never JSON: sign-in returns to /, and the
// callback refuses the answer as one that does not match this browser.
const signInQuery = {
  type: 'object',
  properties: {
    returnTo: { type: 'string', maxLength: RETURN_TO_LIMIT },
    // "Sign in as a different user": the platform shows its form even to a signed-in browser.
    prompt: { type: 'string', enum: ['login'] },
  },
} as const;
const callbackQuery = {
  type: 'object',
  properties: { code: { type: 'string' }, state: { type: 'string' }, error: { type: 'string' } },
} as const;
const browserRoute = (querystring: object) => ({ attachValidation: true, schema: { querystring } });

/** Where the browser signs in: the configured platform, else the embedded sandbox on this site. */
function authorizeEndpoint(config: RouteDeps['config'], request: FastifyRequest) {
  const base = config.platformBaseUrl ?? `${siteOrigin(request, config)}/sandbox`;
  return `${base}/oauth/auth`;
}

function refuse(reply: FastifyReply, message: string) {
  return reply
    .code(400)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(messagePage('Sign-in failed', message, { href: '/auth/login', text: 'Try again' }));
}

/**
 * Sign-in with the authorization-code grant, state and PKCE (docs/behaviour.md §2): /auth/login and
 * /auth/demo → the platform's login page → /auth/callback sets the short-lived `dct` cookie. A
 * browser already signed in at the platform comes straight back; `?prompt=login` (sign in as a
 * different user) asks the platform for its form anyway.
 */
export const authRoutes: RoutePlugin = async (app, deps) => {
  const startSignIn = async (
    request: FastifyRequest<{ Querystring: { returnTo?: string; prompt?: 'login' } }>,
    reply: FastifyReply,
  ) => {
    const returnTo = request.validationError ? '/' : safeReturnTo(request.query.returnTo);
    const prompt = request.validationError ? undefined : request.query.prompt;
    const { pending, challenge } = newPendingSignIn(returnTo);
    setPendingSignIn(request, reply, pending);
    const url = new URL(authorizeEndpoint(deps.config, request));
    url.search = new URLSearchParams({
      response_type: 'code',
      client_id: deps.platform.clientId,
      redirect_uri: `${siteOrigin(request, deps.config)}${CALLBACK_PATH}`,
      scope: OAUTH_SCOPES.join(' '),
      state: pending.state,
      code_challenge: challenge,
      code_challenge_method: 'S256',
      ...(prompt && { prompt }),
    }).toString();
    return reply.header('cache-control', 'no-store').redirect(locationHeader(url), 302);
  };

  app.get('/auth/login', browserRoute(signInQuery), startSignIn);
  // The demo-environment login path of docs/behaviour.md §2: the same flow against the demo
  // environment, which is the platform this server is configured with (the sandbox by default).
  app.get('/auth/demo', browserRoute(signInQuery), startSignIn);

  app.get<{ Querystring: CallbackQuery }>(
    CALLBACK_PATH,
    browserRoute(callbackQuery),
    async (request, reply) => {
      const pending = readPendingSignIn(request);
      clearPendingSignIn(reply);
      if (!pending) {
        return refuse(
          reply,
          'The sign-in session is missing or has expired. Please sign in again.',
        );
      }
      if (request.validationError || !sameState(pending.state, request.query.state)) {
        request.log.warn('sign-in refused: state does not match');
        return refuse(
          reply,
          'The sign-in answer does not match this browser. Please sign in again.',
        );
      }
      const { code, error } = request.query;
      if (typeof error === 'string' || typeof code !== 'string' || code === '') {
        const reason = typeof error === 'string' ? error.slice(0, 64) : 'missing_code';
        return reply.redirect(
          locationHeader(withFlag(pending.returnTo, 'login_error', reason)),
          302,
        );
      }
      try {
        const token = await deps.platform.exchangeCode({
          code,
          redirectUri: `${siteOrigin(request, deps.config)}${CALLBACK_PATH}`,
          codeVerifier: pending.verifier,
        });
        setTokenCookie(request, reply, token.access_token);
        return reply
          .header('cache-control', 'no-store')
          .redirect(locationHeader(pending.returnTo), 302);
      } catch (failure) {
        if (!(failure instanceof PlatformError)) throw failure;
        request.log.warn({ kind: failure.kind, status: failure.status }, 'code exchange failed');
        const reason =
          failure.kind === 'rejected' ? (failure.errorCode ?? 'access_denied') : failure.kind;
        return reply.redirect(
          locationHeader(withFlag(pending.returnTo, 'login_error', reason)),
          302,
        );
      }
    },
  );

  const signOut = async (request: FastifyRequest) => {
    const token = bearerToken(request) ?? request.cookies[TOKEN_COOKIE];
    if (!token) return;
    try {
      await deps.platform.revokeToken(token);
    } catch (failure) {
      // Signing out locally must work even when the platform is away.
      request.log.warn({ kind: (failure as PlatformError).kind }, 'token revocation failed');
    }
  };

  app.get('/auth/logout', async (request, reply) => {
    await signOut(request);
    clearTokenCookie(reply);
    clearPendingSignIn(reply);
    return reply.header('cache-control', 'no-store').redirect('/', 302);
  });

  // The app signs out with a fetch that carries its bearer token; no redirect to follow.
  app.post('/auth/logout', async (request, reply) => {
    await signOut(request);
    clearTokenCookie(reply);
    clearPendingSignIn(reply);
    return reply.code(204).send();
  });
};
