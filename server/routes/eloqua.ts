import { INTEREST_PATTERN, type EloquaEvent } from '../../lib/analytics/contract';
import { refuseUnknownFields } from '../http/strictBody';
import { recordEvent } from '../marketing/events';
import { forwardInBackground, forwardTarget } from '../marketing/forward';
import type { RoutePlugin } from '../routeDeps';
import { guid } from './schemas';

/** Interests per minute and client address: one per page a reader opens at most. */
export const ELOQUA_RATE_LIMIT = 30;
const BODY_LIMIT_BYTES = 2 * 1024;

const eloquaBody = {
  type: 'object',
  required: ['interest'],
  properties: {
    interest: { type: 'string', maxLength: 620, pattern: INTEREST_PATTERN },
    globalUser: { anyOf: [guid, { type: 'null' }] },
    // The platform's user id (user info `sub`).
    currentUser: {
      anyOf: [
        { type: 'string', minLength: 1, maxLength: 100, pattern: '^[A-Za-z0-9._:-]+$' },
        { type: 'null' },
      ],
    },
  },
} as const;

const today = () => new Date().toISOString().slice(0, 10);

/**
 * POST /api/eloqua (docs/behaviour.md §7): the marketing interest of a visitor who consented to
 * marketing, sent only when one is set (§5). Stored first (one row per visitor, interest and
 * day), answered 202, then forwarded to ELOQUA_FORWARD_URL when set.
 */
export const eloquaRoutes: RoutePlugin = async (app, { store, config }) => {
  const target = forwardTarget(config.marketingForward.eloquaUrl, config.marketingForward);
  app.post<{ Body: EloquaEvent }>(
    '/api/eloqua',
    {
      bodyLimit: BODY_LIMIT_BYTES,
      config: { rateLimit: { max: ELOQUA_RATE_LIMIT, timeWindow: 60_000 } },
      preValidation: refuseUnknownFields(Object.keys(eloquaBody.properties), 'a tracking event'),
      schema: { body: eloquaBody },
    },
    async (request, reply) => {
      const { interest } = request.body;
      const globalUser = request.body.globalUser?.toLowerCase() ?? null;
      const currentUser = request.body.currentUser ?? null;
      const id = await recordEvent(store.db, {
        channel: 'eloqua',
        type: 'interest',
        visitor: globalUser,
        userId: currentUser,
        data: { interest },
        dedupeKey: globalUser ? `interest:${globalUser}:${interest}:${today()}` : undefined,
      });
      if (id) {
        forwardInBackground(store.db, request.log, target, id, {
          interest,
          globalUser,
          currentUser,
          receivedAt: new Date().toISOString(),
        });
      }
      return reply.code(202).send({ stored: id !== undefined });
    },
  );
};
