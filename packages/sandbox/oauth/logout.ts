import type { FastifyInstance } from 'fastify';
import { locationHeader } from '@developer-center/http';
import { escapeHtml } from '../../../lib/htmlText';
import type { SandboxContext } from '../context';
import { stringField } from '../http/fields';
import { sandboxPage, sendPage } from '../http/page';
import { findClient, redirectUriAllowed } from '../store/clients';
import { endOAuthSession } from '../store/oauthSessions';
import { clearOAuthSessionCookie, oauthSessionSecret } from './sessionCookie';

/**
 * GET /oauth/logout: signs the browser out of the platform (its session ends, its cookie goes),
 * so the next authorization request asks for the password again. With `client_id` and a
 * `post_logout_redirect_uri` registered for that key (OpenID Connect's RP-initiated logout), the
 * browser goes back there (with `state`); otherwise a page says it is signed out.
 */
export function registerLogoutRoute(app: FastifyInstance, context: SandboxContext): void {
  const { db, prefix } = context;
  app.get('/oauth/logout', async (request, reply) => {
    const secret = oauthSessionSecret(request);
    if (secret) await endOAuthSession(db, secret);
    clearOAuthSessionCookie(request, reply, prefix);
    const clientId = stringField(request.query, 'client_id');
    const back = stringField(request.query, 'post_logout_redirect_uri');
    const client = clientId ? await findClient(db, clientId) : undefined;
    if (client && back && redirectUriAllowed(client, back)) {
      const target = new URL(back);
      const state = stringField(request.query, 'state');
      if (state) target.searchParams.set('state', state);
      return reply.header('cache-control', 'no-store').redirect(locationHeader(target), 302);
    }
    const problem =
      back === undefined
        ? ''
        : `<p class="note">${escapeHtml(back)} is not a redirect URI of the integration key, so you stay here.</p>`;
    return sendPage(
      reply,
      200,
      sandboxPage(
        'Signed out — Developer Sandbox',
        `<h1>You are signed out</h1><p class="note">The next sign-in at the sandbox asks for your email and password again.</p>${problem}`,
      ),
    );
  });
}
