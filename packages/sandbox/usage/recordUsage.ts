import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { readRegistry } from '../../../lib/reference';
import { dayOf } from '../../../lib/usage/contract';
import type { SandboxContext } from '../context';
import { liveAccessToken } from '../http/bearer';
import { membershipsOf } from '../store/users';
import { operationFinder } from './operations';
import { recordCall } from './usageStore';

interface ApiBase {
  basePath: string;
  /** Where the embedded platform serves it: the sandbox's mount point + the base path. */
  mounted: string;
  displayName: string;
}

export function apiBases(prefix: string): ApiBase[] {
  const bases = new Map<string, ApiBase>();
  for (const entry of readRegistry()) {
    // The API's own base path (`/restapi`, lib/platform/baseUri.ts), below the sandbox's mount.
    const basePath = entry.apiBasePathDemo;
    if (bases.has(basePath)) continue;
    const mounted = `${prefix}${basePath}`;
    bases.set(basePath, { basePath, mounted, displayName: entry.displayName });
  }
  return [...bases.values()];
}

/** The account a call counts for: the one in its path when the caller belongs to it, else theirs. */
export async function accountOf(context: SandboxContext, userId: string, inPath?: string) {
  const memberships = await membershipsOf(context.db, userId);
  const named = memberships.find((membership) => membership.account_id === inPath);
  return (named ?? memberships.find((membership) => membership.is_default === 1) ?? memberships[0])
    ?.account_id;
}

/**
 * Records each API call for the usage center: integration key (the token's client_id), account,
 * user, operation, status, duration and day, in an onResponse hook, after the answer has gone.
 * Calls without a live token are not recorded (no key to count them for); a failure to record is
 * logged, never answered. The status is the one sent (taken in onSend): a handler that touches
 * the reply after sending it cannot change what was counted.
 */
export function recordApiUsage(app: FastifyInstance, context: SandboxContext): void {
  const bases = apiBases(context.prefix);
  const findOperation = operationFinder(context.operationIndex);
  const sentStatus = new WeakMap<FastifyRequest, number>();
  const baseOf = (request: FastifyRequest) => {
    const path = request.url.split('?', 1)[0];
    const base = bases.find((candidate) => path.startsWith(`${candidate.mounted}/`));
    return base && { base, path: path.slice(base.mounted.length) };
  };

  app.addHook('onSend', async (request, reply) => {
    if (!sentStatus.has(request) && baseOf(request)) sentStatus.set(request, reply.statusCode);
  });
  app.addHook('onResponse', async (request: FastifyRequest, reply: FastifyReply) => {
    const found = baseOf(request);
    if (!found) return;
    try {
      const token = await liveAccessToken(context.db, request);
      if (!token) return;
      const called = await findOperation(found.base.basePath, request.method, found.path);
      const accountId = await accountOf(context, token.user_id, called?.params.accountId);
      if (!accountId) return;
      await recordCall(context.db, {
        day: dayOf(Date.now()),
        clientId: token.client_id,
        accountId,
        userId: token.user_id,
        api: called?.api ?? found.base.displayName,
        operation: called?.operation ?? `${request.method} (no such operation)`,
        method: request.method,
        status: sentStatus.get(request) ?? reply.statusCode,
        durationMs: reply.elapsedTime,
      });
    } catch (error) {
      request.log.warn({ err: error }, 'API usage not recorded');
    }
  });
}
