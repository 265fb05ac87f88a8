import { INTEREST_PATTERN, type EloquaEvent } from '../../lib/analytics/contract';
import { registerEventRoute } from '../marketing/eventRoute';
import { forwardTarget } from '../marketing/forward';
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
  registerEventRoute<EloquaEvent>(app, store.db, {
    path: '/api/eloqua',
    body: eloquaBody,
    what: 'a tracking event',
    bodyLimit: BODY_LIMIT_BYTES,
    ratePerMinute: ELOQUA_RATE_LIMIT,
    target: forwardTarget(config.marketingForward.eloquaUrl, config.marketingForward),
    event: (body) => {
      const { interest } = body;
      const globalUser = body.globalUser?.toLowerCase() ?? null;
      const currentUser = body.currentUser ?? null;
      return {
        stored: {
          channel: 'eloqua',
          type: 'interest',
          visitor: globalUser,
          userId: currentUser,
          data: { interest },
          dedupeKey: globalUser ? `interest:${globalUser}:${interest}:${today()}` : undefined,
        },
        forwarded: () => ({ interest, globalUser, currentUser }),
      };
    },
  });
};
