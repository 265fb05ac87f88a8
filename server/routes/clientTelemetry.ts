import { HttpError } from '../http/errors';
import type { RoutePlugin } from './deps';
import { guid } from './schemas';

/** Limits of a client event: eventData serialised, and the whole body (over it: 413). */
export const EVENT_DATA_LIMIT_BYTES = 8 * 1024;
const BODY_LIMIT_BYTES = 16 * 1024;
/** How deep eventData is searched for credentials; anything deeper is not logged. */
const MAX_DEPTH = 4;
/** Keys whose values never reach a log line, at any depth. */
const SENSITIVE_KEY = /token|secret|password|authorization|cookie/i;

interface ClientEvent {
  eventSource: string;
  eventData: Record<string, unknown>;
  globalUserUuid?: string;
}

const clientEventBody = {
  type: 'object',
  required: ['eventSource', 'eventData'],
  properties: {
    eventSource: { type: 'string', minLength: 1, maxLength: 100 },
    eventData: { type: 'object' },
    globalUserUuid: guid,
  },
} as const;

/** eventData without credential-like keys; levels below MAX_DEPTH become '[Truncated]'. */
export function withoutSecrets(value: unknown, depth = 0): unknown {
  if (typeof value !== 'object' || value === null) return value;
  if (depth >= MAX_DEPTH) return '[Truncated]';
  if (Array.isArray(value)) return value.map((item) => withoutSecrets(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !SENSITIVE_KEY.test(key))
      .map(([key, item]) => [key, withoutSecrets(item, depth + 1)]),
  );
}

/**
 * POST /api/client-otel-metrics (spec section 7): telemetry events of the app (e.g. Global User
 * UUID Error), written as one structured log line. No token needed: events come before sign-in.
 */
export const clientTelemetryRoutes: RoutePlugin = async (app) => {
  app.post<{ Body: ClientEvent }>(
    '/api/client-otel-metrics',
    { bodyLimit: BODY_LIMIT_BYTES, schema: { body: clientEventBody } },
    async (request, reply) => {
      const { eventSource, eventData, globalUserUuid } = request.body;
      if (Buffer.byteLength(JSON.stringify(eventData)) > EVENT_DATA_LIMIT_BYTES) {
        throw new HttpError(400, 'eventData must be 8 KB or less', { field: 'eventData' });
      }
      request.log.info(
        { telemetry: { eventSource, eventData: withoutSecrets(eventData), globalUserUuid } },
        'client event',
      );
      return reply.code(202).send();
    },
  );
};
