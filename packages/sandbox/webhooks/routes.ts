import type { FastifyInstance, FastifyReply } from 'fastify';
import { CONNECT_ID_PATTERN, MAX_DELIVERIES_PAGE } from '../../../lib/webhooks/contract';
import type { SandboxContext } from '../context';
import { accountAccess } from '../management/accountAccess';
import { liveAccessToken } from '../http/bearer';
import { findConfiguration } from './configurations';
import { findDelivery } from './deliveries';
import { deliveryAnswer } from './deliveryAnswer';
import { attemptsOf, listDeliveries, resendDelivery } from './deliveryLog';
import { createHmacKey, deleteHmacKey, listHmacKeys } from './hmacKeys';
import { queueTestEvent } from './testEvent';

type AccountParams = { accountId: string };

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const refuse = (reply: FastifyReply, status: number, errorCode: string, message: string) =>
  reply.code(status).send({ errorCode, message });

const invalid = (reply: FastifyReply, field: string, problem: string) =>
  refuse(reply, 400, 'INVALID_REQUEST_PARAMETER', `The field "${field}" ${problem}.`);

/** A whole number from `min` to `max` in a query string, `fallback` when absent. */
function whole(value: unknown, min: number, max: number, fallback: number): number | undefined {
  if (value === undefined || value === '') return fallback;
  const number = Number(value);
  return Number.isInteger(number) && number >= min && number <= max ? number : undefined;
}

/**
 * The management API of Connect (the platform's admin pages, which the portal reaches over
 * HTTP): the account's HMAC keys, its deliveries with their attempts, resending one, and a test
 * message to a configuration. Administrators only; `poke` wakes the delivery worker.
 */
export function registerWebhookRoutes(
  app: FastifyInstance,
  context: SandboxContext,
  poke: () => void,
): void {
  const { db } = context;
  const base = '/management/v1/accounts/:accountId/connect';

  app.get<{ Params: AccountParams }>(`${base}/hmac-keys`, async (request, reply) => {
    if (!(await accountAccess(context, request, reply, true))) return reply;
    return { hmacKeys: await listHmacKeys(db, request.params.accountId) };
  });

  app.post<{ Params: AccountParams }>(`${base}/hmac-keys`, async (request, reply) => {
    if (!(await accountAccess(context, request, reply, true))) return reply;
    const key = await createHmacKey(context.store, request.params.accountId);
    if (!key) {
      return refuse(reply, 400, 'HMAC_KEY_LIMIT_REACHED', 'The account already has 100 HMAC keys.');
    }
    return reply.code(201).header('cache-control', 'no-store').send(key);
  });

  app.delete<{ Params: AccountParams & { keyId: string } }>(
    `${base}/hmac-keys/:keyId`,
    async (request, reply) => {
      if (!(await accountAccess(context, request, reply, true))) return reply;
      const { accountId, keyId } = request.params;
      if (!(await deleteHmacKey(db, accountId, keyId)))
        return refuse(reply, 404, 'NOT_FOUND', 'The HMAC key was not found.');
      return reply.code(204).send();
    },
  );

  app.get<{ Params: AccountParams; Querystring: Record<string, string> }>(
    `${base}/deliveries`,
    async (request, reply) => {
      if (!(await accountAccess(context, request, reply, true))) return reply;
      const count = whole(request.query.count, 1, MAX_DELIVERIES_PAGE, 50);
      if (count === undefined)
        return invalid(reply, 'count', `must be a whole number from 1 to ${MAX_DELIVERIES_PAGE}`);
      const startPosition = whole(request.query.start_position, 0, 1_000_000, 0);
      if (startPosition === undefined)
        return invalid(reply, 'start_position', 'must be a whole number, 0 or more');
      const page = await listDeliveries(db, request.params.accountId, { count, startPosition });
      return {
        deliveries: page.deliveries.map((delivery) => deliveryAnswer(delivery, page.attempts)),
        totalRecords: page.total,
        startPosition,
      };
    },
  );

  app.post<{ Params: AccountParams & { deliveryId: string } }>(
    `${base}/deliveries/:deliveryId/resend`,
    async (request, reply) => {
      if (!(await accountAccess(context, request, reply, true))) return reply;
      const { accountId, deliveryId } = request.params;
      if (!GUID.test(deliveryId)) return invalid(reply, 'deliveryId', 'must be a GUID');
      const outcome = await resendDelivery(db, accountId, deliveryId);
      if (outcome === 'missing')
        return refuse(reply, 404, 'NOT_FOUND', 'The delivery was not found.');
      if (outcome === 'busy') {
        return refuse(reply, 409, 'DELIVERY_IN_PROGRESS', 'The delivery is being sent right now.');
      }
      poke();
      const delivery = (await findDelivery(db, accountId, deliveryId))!;
      return reply.code(202).send(deliveryAnswer(delivery, await attemptsOf(db, [delivery])));
    },
  );

  app.post<{ Params: AccountParams & { connectId: string } }>(
    `${base}/configurations/:connectId/test`,
    async (request, reply) => {
      const membership = await accountAccess(context, request, reply, true);
      if (!membership) return reply;
      const { accountId, connectId } = request.params;
      if (!new RegExp(CONNECT_ID_PATTERN).test(connectId))
        return invalid(reply, 'connectId', 'must be a number');
      const configuration = await findConfiguration(db, accountId, connectId);
      if (!configuration) {
        return refuse(reply, 404, 'CONNECT_NOT_FOUND', `No Connect configuration ${connectId}.`);
      }
      const token = (await liveAccessToken(db, request))!;
      const delivery = await queueTestEvent(db, configuration, token.user_id);
      poke();
      return reply.code(202).send(deliveryAnswer(delivery));
    },
  );
}
