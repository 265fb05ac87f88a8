import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SandboxContext } from '../context';
import {
  addRsaKey,
  addSecret,
  createApplication,
  deleteApplication,
  deleteRsaKey,
  deleteSecret,
  findApplication,
  IntegrationKeyLimitError,
  listApplications,
  updateApplication,
} from '../store/applications';
import { liveAccessToken } from '../http/bearer';
import { recordConsent } from '../store/oauthSessions';
import { recordMonitorEvent, type MonitorEventName } from '../monitor/events';
import { accountAccess } from './accountAccess';
import { accountSettings } from './accountSettings';
import { registerInboxRoute } from './inbox';
import { validateApplicationChanges, validateNewApplication } from './validateApplication';

type AccountParams = { accountId: string };

/**
 * A key created with a key pair is for the JWT grant: its creator consents to it for these scopes,
 * as the platform's quickstart has you do before its first run. Anyone else (and a key without a
 * pair) consents through the authorization URL that consent_required gives.
 */
const CREATOR_CONSENT = 'signature impersonation';
type ApplicationParams = AccountParams & { clientId: string };

function invalid(reply: FastifyReply, message: string) {
  return reply.code(400).send({ errorCode: 'INVALID_REQUEST_PARAMETER', message });
}

function notFound(reply: FastifyReply, what: string) {
  return reply.code(404).send({ errorCode: 'NOT_FOUND', message: `${what} was not found.` });
}

/** The management API: account settings, integration keys with their secrets and RSA keys, the inbox. */
export function registerManagementRoutes(app: FastifyInstance, context: SandboxContext): void {
  const { db } = context;
  const base = '/management/v1/accounts/:accountId';

  /** Whether the caller may manage the account and it has the key of the path; else a reply is sent. */
  async function managedApplication(
    request: FastifyRequest<{ Params: ApplicationParams }>,
    reply: FastifyReply,
  ): Promise<boolean> {
    if (!(await accountAccess(context, request, reply, true))) return false;
    const { accountId, clientId } = request.params;
    if (await findApplication(db, accountId, clientId)) return true;
    notFound(reply, 'The integration key');
    return false;
  }

  // A change of an integration key is a security event of its account (Monitor's stream), by
  // the administrator whose token made it.
  async function keyChanged(
    request: FastifyRequest<{ Params: AccountParams }>,
    clientId: string,
    name: MonitorEventName,
    data: Record<string, string> = {},
  ) {
    const token = await liveAccessToken(db, request);
    await recordMonitorEvent(db, {
      name,
      accountId: request.params.accountId,
      userId: token?.user_id,
      ip: request.ip,
      data: { integratorKey: clientId, ...data },
    });
  }

  app.get<{ Params: AccountParams }>(`${base}/settings`, async (request, reply) => {
    const membership = await accountAccess(context, request, reply, false);
    if (!membership) return reply;
    return accountSettings(membership);
  });

  app.get<{ Params: AccountParams }>(`${base}/applications`, async (request, reply) => {
    if (!(await accountAccess(context, request, reply, true))) return reply;
    return { applications: await listApplications(db, request.params.accountId) };
  });

  app.post<{ Params: AccountParams }>(`${base}/applications`, async (request, reply) => {
    if (!(await accountAccess(context, request, reply, true))) return reply;
    const validation = validateNewApplication(request.body);
    if (!validation.ok) return invalid(reply, validation.message);
    try {
      const created = await createApplication(
        context.store,
        request.params.accountId,
        validation.value,
      );
      const creator = validation.value.shouldCreateRSAKey && (await liveAccessToken(db, request));
      if (creator) await recordConsent(db, creator.user_id, created.client_id, CREATOR_CONSENT);
      await keyChanged(request, created.client_id, 'IntegrationKeyCreated');
      return reply.code(201).header('cache-control', 'no-store').send(created);
    } catch (error) {
      if (!(error instanceof IntegrationKeyLimitError)) throw error;
      return reply
        .code(400)
        .send({ errorCode: 'INTEGRATION_KEY_LIMIT_REACHED', message: error.message });
    }
  });

  app.delete<{ Params: ApplicationParams }>(
    `${base}/applications/:clientId`,
    async (request, reply) => {
      if (!(await accountAccess(context, request, reply, true))) return reply;
      const { accountId, clientId } = request.params;
      if (!(await deleteApplication(db, accountId, clientId)))
        return notFound(reply, 'The integration key');
      await keyChanged(request, clientId, 'IntegrationKeyDeleted');
      return reply.code(204).send();
    },
  );

  // The admin page's "Edit" of a key: its name and redirect URIs; secrets and keys stay.
  app.put<{ Params: ApplicationParams }>(
    `${base}/applications/:clientId`,
    async (request, reply) => {
      if (!(await accountAccess(context, request, reply, true))) return reply;
      const validation = validateApplicationChanges(request.body);
      if (!validation.ok) return invalid(reply, validation.message);
      const { accountId, clientId } = request.params;
      const updated = await updateApplication(db, accountId, clientId, validation.value);
      if (!updated) return notFound(reply, 'The integration key');
      await keyChanged(request, clientId, 'IntegrationKeyUpdated');
      return updated;
    },
  );

  // A key's client secrets and RSA key pairs ("Add secret", "Add RSA keypair" in the
  // platform's admin) are added and deleted alike: one pair of routes per kind.
  const credentials = [
    {
      path: 'secrets',
      idField: 'secretId',
      what: 'The secret',
      add: addSecret,
      remove: deleteSecret,
      added: 'IntegrationKeySecretAdded',
      deleted: 'IntegrationKeySecretDeleted',
    },
    {
      path: 'keys',
      idField: 'keyId',
      what: 'The RSA key',
      add: addRsaKey,
      remove: deleteRsaKey,
      added: 'IntegrationKeyRsaKeyAdded',
      deleted: 'IntegrationKeyRsaKeyDeleted',
    },
  ] as const;
  for (const { path, idField, what, add, remove, added, deleted } of credentials) {
    app.post<{ Params: ApplicationParams }>(
      `${base}/applications/:clientId/${path}`,
      async (request, reply) => {
        if (!(await managedApplication(request, reply))) return reply;
        const { clientId } = request.params;
        const credential = await add(db, clientId);
        await keyChanged(request, clientId, added, { [idField]: credential.id });
        return reply.code(201).header('cache-control', 'no-store').send(credential);
      },
    );

    app.delete<{ Params: ApplicationParams & Record<typeof idField, string> }>(
      `${base}/applications/:clientId/${path}/:${idField}`,
      async (request, reply) => {
        if (!(await managedApplication(request, reply))) return reply;
        const { clientId, [idField]: id } = request.params;
        if (!(await remove(db, clientId, id))) return notFound(reply, what);
        await keyChanged(request, clientId, deleted, { [idField]: id });
        return reply.code(204).send();
      },
    );
  }

  registerInboxRoute(app, context);
}
