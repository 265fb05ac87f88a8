import type { FastifyInstance } from 'fastify';
import { locationHeader, secretRoute } from '@developer-center/http';
import type { SandboxContext } from '../context';
import { registerSigningAssets } from './assets';
import { sessionPath, setSessionCookie } from './cookie';
import { findLink } from './links';
import { openLink } from './open';
import { sendSigningPage } from './pages/layout';
import { DONE_MESSAGES, messagePage } from './pages/message';
import { withEvent } from './returnUrl';
import { registerSessionRoutes } from './sessionRoutes';

/** A link's token as links.ts makes them: 32 random bytes, base64url. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/**
 * Signing in the browser: a link (`{base_uri}/signing/{token}`) opens a session and sends the
 * browser to the session's own path, where the ceremony (or the read-only envelope) is.
 */
export function registerSigningRoutes(app: FastifyInstance, context: SandboxContext) {
  const { prefix } = context;
  registerSigningAssets(app);

  app.get<{ Querystring: { event?: string } }>('/signing/done', async (request, reply) => {
    const [title, message] = DONE_MESSAGES[String(request.query.event)] ?? [
      'Signing session ended',
      'You can close this page.',
    ];
    return sendSigningPage(reply, 200, messagePage(prefix, title, message));
  });

  // The token is the link: whoever holds it opens the session, so it never reaches a log line.
  app.get<{ Params: { token: string } }>(
    '/signing/:token',
    secretRoute('token'),
    async (request, reply) => {
      const { token } = request.params;
      const link = TOKEN.test(token) ? await findLink(context.db, token) : undefined;
      if (!link) {
        return sendSigningPage(
          reply,
          404,
          messagePage(
            prefix,
            'This signing link is not valid',
            'Check that the whole address was copied, or ask the sender for a new link.',
          ),
        );
      }
      const opened = await openLink(context, link, Date.now());
      switch (opened.kind) {
        case 'session': {
          const path = sessionPath(prefix, opened.id);
          setSessionCookie(request, reply, path, opened.secret);
          return reply.header('referrer-policy', 'no-referrer').redirect(`${path}/`, 303);
        }
        case 'expired':
          return reply.redirect(locationHeader(withEvent(opened.returnUrl, 'ttl_expired')), 302);
        case 'used':
          return sendSigningPage(
            reply,
            410,
            messagePage(
              prefix,
              'This signing link was already used',
              'A signing link opens one session, once. Go back to the app that sent you here and ask for a new one.',
            ),
          );
        default:
          return sendSigningPage(
            reply,
            200,
            messagePage(
              prefix,
              opened.title,
              opened.message,
              opened.returnUrl ? { href: opened.returnUrl, text: 'Back to the app' } : undefined,
            ),
            opened.returnUrl,
          );
      }
    },
  );

  registerSessionRoutes(app, context);
}
