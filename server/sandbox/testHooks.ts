import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { SandboxContext } from './context';
import { stringField } from './http/fields';
import { expireUserTokens } from './store/grants';
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

/**
 * Only mounted with `testHooks: true`: lets tests age a session instantly, and make the
 * platform refuse a user with 403 (which the seeded data alone cannot produce for user info).
 */
export function registerTestHooks(
  app: FastifyInstance,
  context: SandboxContext,
  secret: string,
): void {
  const expected = Buffer.from(secret);
  // A secret header: no credentials-less call, no cross-site form post (it cannot add headers).
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.includes('/test/')) return;
    const given = Buffer.from(String(request.headers[TEST_SECRET_HEADER] ?? ''));
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      return reply
        .code(403)
        .send({ errorCode: 'FORBIDDEN', message: `The test hooks need ${TEST_SECRET_HEADER}.` });
    }
  });
  app.post('/test/expire-tokens', async (request, reply) => {
    const user = await userOf(context, request.body, reply);
    if (!user) return reply;
    return { expired: await expireUserTokens(context.db, user.id) };
  });

  // `suspended: false` (JSON boolean or form string) lifts it again.
  app.post('/test/suspend-user', async (request, reply) => {
    const user = await userOf(context, request.body, reply);
    if (!user) return reply;
    const value = (request.body as Record<string, unknown>).suspended;
    const suspended = value !== false && value !== 'false';
    await setSuspended(context.db, user.id, suspended);
    return { suspended };
  });
}
