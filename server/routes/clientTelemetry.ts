import { HttpError } from '../http/errors';
import { looksLikeSecret } from '../http/redaction/secretText';
import type { RoutePlugin } from '../routeDeps';
import { guid } from './schemas';

/** Limits of a client event: eventData serialised, and the whole body (over it: 413). */
export const EVENT_DATA_LIMIT_BYTES = 8 * 1024;
const BODY_LIMIT_BYTES = 16 * 1024;
/**
 * The eventData fields the app's events carry; any other field (a token pasted into a message
 * object, a user's data) never reaches a log line. Values are kept only when they are plain.
 */
export const EVENT_DATA_FIELDS = [
  'message',
  'status',
  'statusText',
  'name',
  'code',
  'path',
  'durationMs',
] as const;
const MAX_VALUE_LENGTH = 500;
/**
 * An event's name, as the app's are ("Global User UUID Error", "Saga Stopped"): words of
 * letters and digits, no control character, quote or URL, nothing as long as a token.
 */
const EVENT_SOURCE = '^[A-Za-z][A-Za-z0-9]{0,23}(?:[ ._:-][A-Za-z0-9]{1,24})*$';

interface ClientEvent {
  eventSource: string;
  eventData: Record<string, unknown>;
  globalUserUuid?: string;
}

const clientEventBody = {
  type: 'object',
  required: ['eventSource', 'eventData'],
  properties: {
    eventSource: { type: 'string', minLength: 1, maxLength: 100, pattern: EVENT_SOURCE },
    eventData: { type: 'object' },
    globalUserUuid: guid,
  },
} as const;

/**
 * Only the allow-listed fields with plain values (strings cut to 500 characters); a value that
 * may hold a credential (http/redaction/secretText.ts) is dropped even in an allowed field.
 */
export function allowedEventData(eventData: Record<string, unknown>): Record<string, unknown> {
  const kept: Record<string, unknown> = {};
  for (const field of EVENT_DATA_FIELDS) {
    const value = eventData[field];
    if (typeof value === 'number' || typeof value === 'boolean') kept[field] = value;
    if (typeof value === 'string' && !looksLikeSecret(value)) {
      kept[field] = value.slice(0, MAX_VALUE_LENGTH);
    }
  }
  return kept;
}

/**
 * POST /api/client-otel-metrics (docs/behaviour.md §7): telemetry events of the app (e.g. Global User
 * UUID Error), written as one structured log line. No token needed: events come before sign-in.
 */
export const clientTelemetryRoutes: RoutePlugin = async (app) => {
  app.post<{ Body: ClientEvent }>(
    '/api/client-otel-metrics',
    { bodyLimit: BODY_LIMIT_BYTES, schema: { body: clientEventBody } },
    async (request, reply) => {
      const { eventSource, eventData, globalUserUuid } = request.body;
      if (looksLikeSecret(eventSource)) {
        throw new HttpError(400, 'eventSource must be the name of an event', {
          field: 'eventSource',
        });
      }
      if (Buffer.byteLength(JSON.stringify(eventData)) > EVENT_DATA_LIMIT_BYTES) {
        throw new HttpError(400, 'eventData must be 8 KB or less', { field: 'eventData' });
      }
      request.log.info(
        { telemetry: { eventSource, eventData: allowedEventData(eventData), globalUserUuid } },
        'client event',
      );
      return reply.code(202).send();
    },
  );
};
