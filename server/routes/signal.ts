import {
  EXPERIMENTS,
  SIGNAL_LIMITS,
  SIGNAL_TYPES,
  type SignalEvent,
} from '../../lib/analytics/contract';
import { HttpError } from '../http/errors';
import { refuseUnknownFields } from '../http/strictBody';
import { recordEvent } from '../marketing/events';
import { forwardInBackground, forwardTarget } from '../marketing/forward';
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
  const target = forwardTarget(config.marketingForward.signalUrl, config.marketingForward);
  app.post<{ Body: SignalEvent }>(
    '/api/signal',
    {
      bodyLimit: BODY_LIMIT_BYTES,
      config: { rateLimit: { max: SIGNAL_RATE_LIMIT, timeWindow: 60_000 } },
      preValidation: refuseUnknownFields(Object.keys(signalBody.properties), 'a signal event'),
      schema: { body: signalBody },
    },
    async (request, reply) => {
      const event = request.body;
      checkEvent(event);
      const { type, path, globalUserUuid, ...data } = event;
      const visitor = globalUserUuid?.toLowerCase() ?? null;
      const dedupeKey =
        type === 'experiment_exposure' && visitor
          ? `${event.experiment!.name}:${event.experiment!.variant}:${visitor}`
          : undefined;
      const id = await recordEvent(store.db, {
        channel: 'signal',
        type,
        visitor,
        path,
        data,
        dedupeKey,
      });
      if (id) {
        forwardInBackground(store.db, request.log, target, id, {
          id,
          type,
          path,
          visitor,
          ...data,
          receivedAt: new Date().toISOString(),
        });
      }
      return reply.code(202).send({ stored: id !== undefined });
    },
  );
};
