import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from './context';
import { stringField } from './http/fields';
import { expireUserTokens } from './store/grants';
import { findUserByEmail } from './store/users';

/** Only mounted with `testHooks: true`: lets end-to-end tests age a session instantly. */
export function registerTestHooks(app: FastifyInstance, context: SandboxContext): void {
  app.post('/test/expire-tokens', async (request, reply) => {
    const email = stringField(request.body, 'email');
    if (!email)
      return reply
        .code(400)
        .send({ errorCode: 'INVALID_REQUEST_PARAMETER', message: 'email is required.' });
    const user = findUserByEmail(context.db, email);
    if (!user)
      return reply.code(404).send({ errorCode: 'NOT_FOUND', message: 'No user has that email.' });
    return { expired: expireUserTokens(context.db, user.id) };
  });
}
