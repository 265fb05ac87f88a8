import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { locationHeader } from '@developer-center/http';
import { sendPage } from '../http/page';
import type { SandboxContext } from '../context';
import { stringField } from '../http/fields';
import { findClient } from '../store/clients';
import { createAuthCode } from '../store/grants';
import { verifyPassword } from '../store/hashing';
import { recordUserEvent } from '../monitor/events';
import {
  createOAuthSession,
  endOAuthSession,
  findLiveOAuthSession,
  hasConsent,
  recordConsent,
  type OAuthSession,
} from '../store/oauthSessions';
import { findUserByEmail, findUserById } from '../store/users';
import { checkAuthorizeRequest, type AuthorizeRequest } from './authorizeRequest';
import { renderConsentPage, renderLoginPage, renderProblemPage } from './loginPage';
import { LoginThrottle } from './loginThrottle';
import { oauthSessionSecret, setOAuthSessionCookie } from './sessionCookie';

/** Back to the client: `redirect_uri` with the given answer and the request's state. */
function redirectBack(
  reply: FastifyReply,
  authorize: AuthorizeRequest,
  answer: Record<string, string>,
) {
  const target = new URL(authorize.redirect_uri);
  for (const [name, value] of Object.entries(answer)) target.searchParams.set(name, value);
  if (authorize.state !== undefined) target.searchParams.set('state', authorize.state);
  return reply.header('cache-control', 'no-store').redirect(locationHeader(target), 302);
}

/**
 * GET /oauth/auth (the login page, or straight back for a signed-in browser), POST
 * /oauth/auth/login (the credentials check) and POST /oauth/auth/consent (Allow or Deny). The
 * pages are self-contained; the forms post to this origin and their answers redirect to the
 * client, so the redirect URI's origin is a form target too.
 *
 * A password sign-in opens a platform session (an HttpOnly cookie, sessionCookie.ts) and counts
 * as consent to the key it was asked for. While the session lives, a request from a key the
 * user consented to (with these scopes) goes straight back with a code; any other key gets the
 * consent page, never the password form again; `prompt=login` asks for the password anyway.
 */
export function registerAuthorizeRoutes(app: FastifyInstance, context: SandboxContext): void {
  const { db, prefix } = context;
  const action = `${prefix}/oauth/auth/login`;
  const consentAction = `${prefix}/oauth/auth/consent`;
  const throttle = new LoginThrottle(db, 'login');
  const clientName = async (request: AuthorizeRequest) =>
    (await findClient(db, request.client_id))?.name ?? request.client_id;

  const issueCode = async (
    reply: FastifyReply,
    authorize: AuthorizeRequest,
    userId: string,
    sessionHash: string,
  ) => {
    const code = await createAuthCode(db, {
      clientId: authorize.client_id,
      userId,
      redirectUri: authorize.redirect_uri,
      scope: authorize.scope,
      codeChallenge: authorize.code_challenge,
      sessionHash,
    });
    return redirectBack(reply, authorize, { code });
  };

  const showLogin = async (
    reply: FastifyReply,
    authorize: AuthorizeRequest,
    status = 200,
    extra: { email?: string; error?: string } = {},
  ) => {
    const html = renderLoginPage({
      action,
      request: authorize,
      clientName: await clientName(authorize),
      ...extra,
    });
    return sendPage(reply, status, html, authorize.redirect_uri);
  };

  const showConsent = async (
    reply: FastifyReply,
    authorize: AuthorizeRequest,
    session: OAuthSession,
  ) => {
    const user = await findUserById(db, session.userId);
    if (!user) return showLogin(reply, authorize);
    const switchQuery = new URLSearchParams(
      Object.entries({ ...authorize, prompt: 'login' }).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string',
      ),
    );
    const html = renderConsentPage({
      action: consentAction,
      request: authorize,
      clientName: await clientName(authorize),
      user: { name: `${user.given_name} ${user.family_name}`.trim(), email: user.email },
      switchHref: `${prefix}/oauth/auth?${switchQuery}`,
    });
    return sendPage(reply, 200, html, authorize.redirect_uri);
  };

  /** The browser's live session, unless the request asks to sign in again. */
  const liveSession = (request: FastifyRequest, authorize: AuthorizeRequest) =>
    authorize.prompt === 'login'
      ? Promise.resolve(undefined)
      : findLiveOAuthSession(db, oauthSessionSecret(request));

  app.get('/oauth/auth', async (request, reply) => {
    const check = await checkAuthorizeRequest(db, request.query);
    if (!check.ok) return sendPage(reply, 400, renderProblemPage(check.problem));
    const authorize = check.request;
    const session = await liveSession(request, authorize);
    if (session) {
      if (await hasConsent(db, session.userId, authorize.client_id, authorize.scope)) {
        return issueCode(reply, authorize, session.userId, session.sessionHash);
      }
      if (authorize.prompt === 'none') {
        return redirectBack(reply, authorize, { error: 'consent_required' });
      }
      return showConsent(reply, authorize, session);
    }
    if (authorize.prompt === 'none') {
      return redirectBack(reply, authorize, { error: 'login_required' });
    }
    return showLogin(reply, authorize);
  });

  app.post('/oauth/auth/login', async (request, reply) => {
    const check = await checkAuthorizeRequest(db, request.body);
    if (!check.ok) return sendPage(reply, 400, renderProblemPage(check.problem));
    const authorize = check.request;
    const email = stringField(request.body, 'email') ?? '';
    const password = stringField(request.body, 'password') ?? '';
    const retryAfter = await throttle.retryAfterSeconds(request.ip, email);
    if (retryAfter > 0) {
      reply.header('retry-after', String(retryAfter));
      return showLogin(reply, authorize, 429, {
        email,
        error: `Too many failed sign-in attempts. Try again in ${Math.ceil(retryAfter / 60)} minutes.`,
      });
    }
    const user = email ? await findUserByEmail(db, email) : undefined;
    if (!user || !verifyPassword(password, user.password_hash)) {
      await throttle.recordFailure(request.ip, email);
      // A known user's failed sign-in is their accounts' security event; a stranger has none.
      if (user) await recordUserEvent(db, user.id, { name: 'LoginFailed', ip: request.ip });
      return showLogin(reply, authorize, 401, { email, error: 'Invalid email or password' });
    }
    await throttle.recordSuccess(request.ip, email);
    await recordUserEvent(db, user.id, {
      name: 'Login',
      ip: request.ip,
      data: { integratorKey: authorize.client_id },
    });
    // A new sign-in replaces the browser's earlier session, whoever it was for.
    const previous = oauthSessionSecret(request);
    if (previous) await endOAuthSession(db, previous);
    const session = await createOAuthSession(db, user.id);
    setOAuthSessionCookie(request, reply, prefix, session.secret);
    // Signing in for this key is consenting to it, as the platform's first sign-in is.
    await recordConsent(db, user.id, authorize.client_id, authorize.scope);
    return issueCode(reply, authorize, user.id, session.sessionHash);
  });

  app.post('/oauth/auth/consent', async (request, reply) => {
    const check = await checkAuthorizeRequest(db, request.body);
    if (!check.ok) return sendPage(reply, 400, renderProblemPage(check.problem));
    const authorize = check.request;
    // Only a signed-in browser consents; its cookie never comes with a cross-site post (Lax).
    const session = await findLiveOAuthSession(db, oauthSessionSecret(request));
    if (!session) return showLogin(reply, authorize);
    if (stringField(request.body, 'decision') !== 'allow') {
      return redirectBack(reply, authorize, {
        error: 'access_denied',
        error_description: 'The user denied access to the integration key.',
      });
    }
    await recordConsent(db, session.userId, authorize.client_id, authorize.scope);
    return issueCode(reply, authorize, session.userId, session.sessionHash);
  });
}
