import type { FastifyInstance } from 'fastify';
import { refuseUnknownFields } from '../http/strictBody';
import type { PortalDb } from '../portalStore';
import { recordEvent, type NewMarketingEvent } from './events';
import { forwardInBackground, type ForwardTarget } from './forward';

/** One route of visitor events: its body and limits, and the event a body makes. */
export interface EventRoute<Body> {
  path: string;
  /** The body's JSON schema: its properties are the only fields taken. */
  body: { readonly properties: Record<string, unknown> };
  /** What the body is, in the 400 that names an unknown field ("a tracking event"). */
  what: string;
  bodyLimit: number;
  /** Events per minute and client address. */
  ratePerMinute: number;
  target: ForwardTarget | undefined;
  /**
   * The event to store (a check beyond the schema throws an HttpError), and what is forwarded
   * once it is stored (the time it was received is added).
   */
  event(body: Body): { stored: NewMarketingEvent; forwarded(id: string): Record<string, unknown> };
}

/**
 * A POST route of visitor events (docs/behaviour.md §7), as the Eloqua and signal routes share
 * it: a small strict JSON body, rate limited per client address; the event is stored first,
 * answered 202 `{ stored }`, then forwarded in the background when a target is set (a duplicate
 * the store refused is neither stored nor forwarded).
 */
export function registerEventRoute<Body>(
  app: FastifyInstance,
  db: PortalDb,
  route: EventRoute<Body>,
): void {
  app.post<{ Body: Body }>(
    route.path,
    {
      bodyLimit: route.bodyLimit,
      config: { rateLimit: { max: route.ratePerMinute, timeWindow: 60_000 } },
      preValidation: refuseUnknownFields(Object.keys(route.body.properties), route.what),
      schema: { body: route.body },
    },
    async (request, reply) => {
      // The schema has checked the body; Fastify's request type cannot name a type parameter.
      const { stored, forwarded } = route.event(request.body as Body);
      const id = await recordEvent(db, stored);
      if (id) {
        forwardInBackground(db, request.log, route.target, id, {
          ...forwarded(id),
          receivedAt: new Date().toISOString(),
        });
      }
      return reply.code(202).send({ stored: id !== undefined });
    },
  );
}
