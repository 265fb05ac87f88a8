import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SandboxContext } from './context';
import { stringField } from './http/fields';
import { expireUserTokens } from './store/grants';
import { expireUserSessions } from './store/oauthSessions';
import { findUserByEmail, setSuspended, type UserRow } from './store/users';

/** The user named by the body's `email`, or undefined once a 400/404 has been sent. */
async function userOf(
  context: SandboxContext,
  body: unknown,
  reply: FastifyReply,
): Promise<UserRow | undefined> {
  const email = stringField(body, 'email');
  if (!email) {
    void reply
      .code(400)
      .send({ errorCode: 'INVALID_REQUEST_PARAMETER', message: 'email is required.' });
    return undefined;
  }
  const user = await findUserByEmail(context.db, email);
  if (!user)
    void reply.code(404).send({ errorCode: 'NOT_FOUND', message: 'No user has that email.' });
  return user;
}

export const TEST_SECRET_HEADER = 'x-sandbox-test-secret';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * The secret check, attached to each hook route itself: it runs for whatever spelling of the
 * path reached the route (`/test/`, `/%74est/`), never from the URL text. Equal-length digests
 * compared in constant time, so neither the secret's length nor its bytes leak through timing.
 * A header no cross-site form post can add, so a form on another site cannot call a hook.
 */
function secretCheck(secret: string) {
  const expected = digest(secret);
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const given = digest(String(request.headers[TEST_SECRET_HEADER] ?? ''));
    if (!timingSafeEqual(given, expected)) {
      return reply
        .code(403)
        .send({ errorCode: 'FORBIDDEN', message: `The test hooks need ${TEST_SECRET_HEADER}.` });
    }
  };
}

/**
 * Only registered with `testHooks` (SANDBOX_TEST_HOOKS=1 and its secret): lets tests age a
 * session instantly (a working day passes: the user's tokens and their sign-in sessions at the
 * platform lapse together, as both last eight hours, so "Log in again" shows the login form), and make the platform refuse a user with 403 (which the seeded data alone
 * cannot produce for user info).
 */
export function registerTestHooks(
  app: FastifyInstance,
  context: SandboxContext,
  secret: string,
): void {
  const onRequest = secretCheck(secret);
  app.post('/test/expire-tokens', { onRequest }, async (request, reply) => {
    const user = await userOf(context, request.body, reply);
    if (!user) return reply;
    const expired = await expireUserTokens(context.db, user.id);
    const sessions = await expireUserSessions(context.db, user.id);
    return { expired, sessions };
  });

  // `suspended: false` (JSON boolean or form string) lifts it again.
  app.post('/test/suspend-user', { onRequest }, async (request, reply) => {
    const user = await userOf(context, request.body, reply);
    if (!user) return reply;
    const value = (request.body as Record<string, unknown>).suspended;
    const suspended = value !== false && value !== 'false';
    await setSuspended(context.db, user.id, suspended);
    return { suspended };
  });
}
