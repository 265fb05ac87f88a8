import type { FastifyInstance } from 'fastify';
import { locationHeader } from '@developer-center/http';
import { sendPage } from '../http/page';
import type { SandboxContext } from '../context';
import { stringField } from '../http/fields';
import { findClient } from '../store/clients';
import { createAuthCode } from '../store/grants';
import { verifyPassword } from '../store/hashing';
import { findUserByEmail } from '../store/users';
import { checkAuthorizeRequest, type AuthorizeRequest } from './authorizeRequest';
import { renderLoginPage, renderProblemPage } from './loginPage';
import { LoginThrottle } from './loginThrottle';

/**
 * GET /oauth/auth (the login page) and POST /oauth/auth/login (the credentials check). The
 * pages are self-contained; the form posts to this origin and the login answer redirects to the
 * client, so the redirect URI's origin is a form target too.
 */
export function registerAuthorizeRoutes(app: FastifyInstance, context: SandboxContext): void {
  const { db } = context;
  const action = `${context.prefix}/oauth/auth/login`;
  const throttle = new LoginThrottle(db, 'login');
  const clientName = async (request: AuthorizeRequest) =>
    (await findClient(db, request.client_id))?.name ?? request.client_id;

  app.get('/oauth/auth', async (request, reply) => {
    const check = await checkAuthorizeRequest(db, request.query);
    if (!check.ok) return sendPage(reply, 400, renderProblemPage(check.problem));
    const html = renderLoginPage({
      action,
      request: check.request,
      clientName: await clientName(check.request),
    });
    return sendPage(reply, 200, html, check.request.redirect_uri);
  });

  app.post('/oauth/auth/login', async (request, reply) => {
    const check = await checkAuthorizeRequest(db, request.body);
    if (!check.ok) return sendPage(reply, 400, renderProblemPage(check.problem));
    const authorize = check.request;
    const email = stringField(request.body, 'email') ?? '';
    const password = stringField(request.body, 'password') ?? '';
    const retryAfter = await throttle.retryAfterSeconds(request.ip, email);
    if (retryAfter > 0) {
      const html = renderLoginPage({
        action,
        request: authorize,
        clientName: await clientName(authorize),
        email,
        error: `Too many failed sign-in attempts. Try again in ${Math.ceil(retryAfter / 60)} minutes.`,
      });
      reply.header('retry-after', String(retryAfter));
      return sendPage(reply, 429, html, authorize.redirect_uri);
    }
    const user = email ? await findUserByEmail(db, email) : undefined;
    if (!user || !verifyPassword(password, user.password_hash)) {
      await throttle.recordFailure(request.ip, email);
      const html = renderLoginPage({
        action,
        request: authorize,
        clientName: await clientName(authorize),
        email,
        error: 'Invalid email or password',
      });
      return sendPage(reply, 401, html, authorize.redirect_uri);
    }
    await throttle.recordSuccess(request.ip, email);
    const code = await createAuthCode(db, {
      clientId: authorize.client_id,
      userId: user.id,
      redirectUri: authorize.redirect_uri,
      scope: authorize.scope,
      codeChallenge: authorize.code_challenge,
    });
    const target = new URL(authorize.redirect_uri);
    target.searchParams.set('code', code);
    if (authorize.state !== undefined) target.searchParams.set('state', authorize.state);
    return reply.header('cache-control', 'no-store').redirect(locationHeader(target), 302);
  });
}
