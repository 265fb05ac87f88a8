import { randomUUID } from 'node:crypto';
import { isCountryCode } from '../../../lib/site/countries';
import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../context';
import { CLICKWRAP_ENVIRONMENTS, findClickwrap } from './definitions';
import { rendererScript } from './renderer';

interface ClickwrapParams {
  environment: string;
  accountId: string;
  clickwrapId: string;
}

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const RESOURCE = '/clickwrap/:environment/v1/accounts/:accountId/clickwraps/:clickwrapId';

/** The platform's error codes for a clickwrap address, checked in the platform's order. */
function problem({ environment, accountId, clickwrapId }: ClickwrapParams) {
  if (!(CLICKWRAP_ENVIRONMENTS as readonly string[]).includes(environment)) {
    return { status: 400, errorCode: 'INVALID_ENVIRONMENT', message: 'Unknown environment.' };
  }
  if (!GUID.test(accountId) || !GUID.test(clickwrapId)) {
    return {
      status: 400,
      errorCode: 'INVALID_REQUEST_PARAMETER',
      message: 'accountId and clickwrapId must be GUIDs.',
    };
  }
  if (!findClickwrap(environment, accountId, clickwrapId)) {
    return { status: 404, errorCode: 'CLICKWRAP_NOT_FOUND', message: 'No such clickwrap.' };
  }
  return undefined;
}

/**
 * Click-to-agree (elastic templates): the renderer script, clickwrap definitions by identifier
 * and agreements, kept in the sandbox database so an agreement outlives a restart.
 */
export function registerClickwrapRoutes(app: FastifyInstance, context: SandboxContext) {
  const script = rendererScript(`${context.prefix}/clickwrap`);

  app.get('/clickwrap/renderer.js', (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(script),
  );

  app.get<{ Params: ClickwrapParams }>(RESOURCE, (request, reply) => {
    const failure = problem(request.params);
    if (failure) return reply.code(failure.status).send(failure);
    const { environment, accountId, clickwrapId } = request.params;
    return findClickwrap(environment, accountId, clickwrapId);
  });

  app.post<{ Params: ClickwrapParams; Body: { clientUserId?: unknown; documentData?: unknown } }>(
    `${RESOURCE}/agreements`,
    async (request, reply) => {
      const failure = problem(request.params);
      if (failure) return reply.code(failure.status).send(failure);
      const clientUserId = request.body?.clientUserId;
      if (
        typeof clientUserId !== 'string' ||
        clientUserId.trim() === '' ||
        clientUserId.length > 100
      ) {
        return reply.code(400).send({
          status: 400,
          errorCode: 'INVALID_REQUEST_PARAMETER',
          message: 'clientUserId is required (1 to 100 characters).',
        });
      }
      const documentData = request.body?.documentData;
      const country = (documentData as { country?: unknown } | undefined)?.country;
      if (
        documentData !== undefined &&
        (typeof documentData !== 'object' ||
          documentData === null ||
          Object.keys(documentData).some((field) => field !== 'country') ||
          (country !== undefined && !isCountryCode(country)))
      ) {
        return reply.code(400).send({
          status: 400,
          errorCode: 'INVALID_REQUEST_PARAMETER',
          message: 'documentData holds only country, a two-letter country code.',
        });
      }
      const id = randomUUID();
      const agreedOn = Date.now();
      const { clickwrapId, environment } = request.params;
      await context.db
        .insertInto('clickwrap_agreements')
        .values({
          id,
          clickwrap_id: clickwrapId.toLowerCase(),
          environment,
          client_user_id: clientUserId,
          agreed_on: agreedOn,
        })
        .execute();
      return reply.code(201).send({
        agreementId: id,
        clickwrapId,
        clientUserId,
        status: 'agreed',
        agreedOn: new Date(agreedOn).toISOString(),
        ...(country !== undefined ? { documentData: { country } } : {}),
      });
    },
  );
}
