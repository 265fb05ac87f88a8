import type { FastifyInstance } from 'fastify';
import { INBOX_MAX_PAGE_SIZE, INBOX_PAGE_SIZE } from '../../../lib/inbox/contract';
import { requestScheme } from '@developer-center/http';
import type { SandboxContext } from '../context';
import { listInbox } from '../signing/inbox';
import { accountAccess } from './accountAccess';

type InboxQuery = { start_position?: string; count?: string };

/** A paging parameter: digits only, within its range, else the field to name. */
function pageNumber(value: string | undefined, fallback: number, min: number, max: number) {
  if (value === undefined) return fallback;
  const number = /^\d{1,6}$/.test(value) ? Number(value) : NaN;
  return number >= min && number <= max ? number : undefined;
}

/**
 * GET /management/v1/accounts/{accountId}/inbox?start_position=&count=: the mails the platform
 * would have sent for the account's envelopes (remote signers' invitations with their signing
 * links), newest first, for any member of the account.
 */
export function registerInboxRoute(app: FastifyInstance, context: SandboxContext) {
  app.get<{ Params: { accountId: string }; Querystring: InboxQuery }>(
    '/management/v1/accounts/:accountId/inbox',
    async (request, reply) => {
      if (!(await accountAccess(context, request, reply, false))) return reply;
      const start = pageNumber(request.query.start_position, 0, 0, 999_999);
      const count = pageNumber(request.query.count, INBOX_PAGE_SIZE, 1, INBOX_MAX_PAGE_SIZE);
      if (start === undefined || count === undefined) {
        return reply.code(400).send({
          errorCode: 'INVALID_REQUEST_PARAMETER',
          message:
            start === undefined
              ? 'start_position must be a whole number from 0.'
              : `count must be a whole number from 1 to ${INBOX_MAX_PAGE_SIZE}.`,
        });
      }
      const baseUri = `${requestScheme(request)}://${request.host}${context.prefix}`;
      const inbox = await listInbox(
        context.db,
        request.params.accountId,
        { start, count },
        baseUri,
      );
      return reply.header('cache-control', 'no-store').send({ ...inbox, startPosition: start });
    },
  );
}
