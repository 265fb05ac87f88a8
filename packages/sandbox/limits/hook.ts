import type { FastifyInstance, FastifyReply } from 'fastify';
import { ESIGNATURE_BASE_PATH } from '../../../lib/platform/baseUri';
import type { SandboxContext } from '../context';
import { liveAccessToken } from '../http/bearer';
import { accountOf, apiBases } from '../usage/recordUsage';
import { countCall, type AccountLimits } from './counting';
import { mayPoll, polledEnvelope } from './polling';

const ACCOUNT_IN_PATH = /\/accounts\/([^/]+)/;

function limitHeaders(reply: FastifyReply, state: AccountLimits) {
  reply.header('X-RateLimit-Limit', state.hourly.limit);
  reply.header('X-RateLimit-Remaining', state.hourly.remaining);
  reply.header('X-RateLimit-Reset', state.hourly.resetAt);
  reply.header('X-BurstLimit-Limit', state.burst.limit);
  reply.header('X-BurstLimit-Remaining', state.burst.remaining);
}

function sendExceeded(reply: FastifyReply, state: AccountLimits, which: 'hourly' | 'burst') {
  const limit = state[which];
  return reply
    .code(429)
    .header('Retry-After', Math.max(1, limit.resetAt - Math.floor(Date.now() / 1000)))
    .send(
      which === 'hourly'
        ? {
            errorCode: 'HOURLY_APIINVOCATION_LIMIT_EXCEEDED',
            message: `The maximum number of hourly API invocations has been exceeded. Hourly Limit: ${limit.limit}`,
          }
        : {
            errorCode: 'BURST_APIINVOCATION_LIMIT_EXCEEDED',
            message: `The maximum number of burst API invocations has been exceeded. Burst Limit: ${limit.limit} calls in 30 seconds`,
          },
    );
}

/**
 * The platform's API limits on every call to an API it serves (not its OAuth, management or
 * signing pages): the account's hourly and burst counts in the rate-limit headers of every
 * answer, 429 over either limit, and, when switched on, the polling limit on an envelope's
 * status. Calls without a live token are the API's 401 and count for no one. A store that cannot
 * count lets the call through (logged), as the sign-in pages' rate limit does.
 */
export function registerApiLimits(app: FastifyInstance, context: SandboxContext): void {
  const limits = context.apiLimits;
  const bases = apiBases(context.prefix);
  app.addHook('onRequest', async (request, reply) => {
    const path = request.url.split('?', 1)[0];
    const base = bases.find((candidate) => path.startsWith(`${candidate.mounted}/`));
    if (!base) return;
    const below = path.slice(base.mounted.length);
    try {
      const token = await liveAccessToken(context.db, request);
      if (!token) return;
      const accountId = await accountOf(context, token.user_id, ACCOUNT_IN_PATH.exec(below)?.[1]);
      if (!accountId) return;
      const state = await countCall(context.db, accountId, token.client_id, limits);
      limitHeaders(reply, state);
      if (state.exceeded) return sendExceeded(reply, state, state.exceeded);
      const envelopeId =
        limits.pollingIntervalSeconds > 0 && base.basePath === ESIGNATURE_BASE_PATH
          ? polledEnvelope(request.method, below)
          : undefined;
      if (!envelopeId) return;
      const poll = await mayPoll(
        context.db,
        token.client_id,
        envelopeId,
        limits.pollingIntervalSeconds,
      );
      if (poll.allowed) return;
      return reply
        .code(400)
        .header('Retry-After', poll.retryInSeconds)
        .send({
          errorCode: 'HOURLY_ENVELOPE_POLLING_LIMIT_EXCEEDED',
          message: `Envelope ${envelopeId} was polled by this integration key less than ${limits.pollingIntervalSeconds} seconds ago. Poll an envelope's status at most once every ${Math.round(limits.pollingIntervalSeconds / 60)} minutes, or let Connect notify you.`,
        });
    } catch (error) {
      request.log.warn({ err: error }, 'API limits not counted');
    }
  });
}
