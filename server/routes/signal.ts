import {
  EXPERIMENTS,
  SIGNAL_LIMITS,
  SIGNAL_TYPES,
  type SignalEvent,
} from '../../lib/analytics/contract';
import { HttpError } from '../http/errors';
import { registerEventRoute } from '../marketing/eventRoute';
import { forwardTarget } from '../marketing/forward';
import type { RoutePlugin } from '../routeDeps';
import { guid } from './schemas';

/** Events per minute and client address: a reader makes a few, a script many. */
export const SIGNAL_RATE_LIMIT = 120;
const BODY_LIMIT_BYTES = 4 * 1024;

const sitePath = (max: number) =>
  ({ type: 'string', minLength: 1, maxLength: max, pattern: '^/(?!/)' }) as const;
const variants = [...new Set(Object.values(EXPERIMENTS).flat())];

const signalBody = {
  type: 'object',
  required: ['type', 'path'],
  properties: {
    type: { type: 'string', enum: [...SIGNAL_TYPES] },
    path: sitePath(SIGNAL_LIMITS.path),
    title: { type: 'string', maxLength: SIGNAL_LIMITS.title },
    referrer: sitePath(SIGNAL_LIMITS.path),
    query: { type: 'string', minLength: 1, maxLength: SIGNAL_LIMITS.query },
    resultCount: { type: 'integer', minimum: 0, maximum: 1_000_000 },
    experiment: {
      type: 'object',
      required: ['name', 'variant'],
      additionalProperties: false,
      properties: {
        name: { type: 'string', enum: Object.keys(EXPERIMENTS) },
        variant: { type: 'string', enum: variants },
      },
    },
    globalUserUuid: guid,
  },
} as const;

/** What each type needs beyond the schema: a search its query, an exposure its experiment. */
function checkEvent(event: SignalEvent) {
  if (event.type === 'search' && event.query === undefined) {
    throw new HttpError(400, 'query is required for a search event', { field: 'query' });
  }
  if (event.type !== 'experiment_exposure') return;
  if (!event.experiment) {
    throw new HttpError(400, 'experiment is required for an experiment_exposure event', {
      field: 'experiment',
    });
  }
  const known: readonly string[] = EXPERIMENTS[event.experiment.name];
  if (!known.includes(event.experiment.variant)) {
    throw new HttpError(400, `experiment.variant must be one of ${known.join(', ')}`, {
      field: 'experiment.variant',
    });
  }
}

/**
 * POST /api/signal (docs/behaviour.md §7): a first-party analytics event of a visitor who
 * consented to analytics (the app sends none otherwise). Stored first, answered 202, then
 * forwarded to SIGNAL_FORWARD_URL when set. An exposure counts once per visitor and variant.
 */
export const signalRoutes: RoutePlugin = async (app, { store, config }) => {
  registerEventRoute<SignalEvent>(app, store.db, {
    path: '/api/signal',
    body: signalBody,
    what: 'a signal event',
    bodyLimit: BODY_LIMIT_BYTES,
    ratePerMinute: SIGNAL_RATE_LIMIT,
    target: forwardTarget(config.marketingForward.signalUrl, config.marketingForward),
    event: (event) => {
      checkEvent(event);
      const { type, path, globalUserUuid, ...data } = event;
      const visitor = globalUserUuid?.toLowerCase() ?? null;
      const dedupeKey =
        type === 'experiment_exposure' && visitor
          ? `${event.experiment!.name}:${event.experiment!.variant}:${visitor}`
          : undefined;
      return {
        stored: { channel: 'signal', type, visitor, path, data, dedupeKey },
        forwarded: (id) => ({ id, type, path, visitor, ...data }),
      };
    },
  });
};
