import type { FastifyReply, FastifyRequest } from 'fastify';
import { CLICK_BASE_PATH, ESIGNATURE_BASE_PATH } from '../../../lib/platform/baseUri';
import type { IndexedApi, OperationModel } from '../../../lib/reference';
import type { SandboxContext } from '../context';
import { ADMIN_BASE_PATH, adminOperations } from '../admin';
import { clickOperations } from '../clickwrap/agreements';
import { ROOMS_BASE_PATH, roomsOperations } from '../rooms';
import { esignatureOperations, PlatformRefusal, type EsignHandler } from '../esignature';
import { MONITOR_BASE_PATH, monitorOperations } from '../monitor';
import { NAVIGATOR_BASE_PATH, navigatorOperations } from '../navigator/agreements';
import { resourceAnswer } from '../resources/handler';
import type { ResourceAction } from '../resources/shape';
import { findUserById } from '../store/users';
import { WEBFORMS_BASE_PATH, webformsOperations } from '../webforms';
import { MAESTRO_BASE_PATH, maestroOperations } from '../maestro';
import { CONNECTED_FIELDS_BASE_PATH, connectedFieldsOperations } from '../connectedFields';
import type { TokenRow } from '../store/grants';
import { checkRequest } from './checks';
import { sampledAnswer } from './sampled';
import { sendAnswer } from './send';

/**
 * The operations the platform has rules for, by the API's base path (the platform's name for
 * an API under an account's base_uri: /restapi is eSignature) and operationId.
 */
export const PLATFORM_RULES: Record<string, Record<string, EsignHandler>> = {
  [ESIGNATURE_BASE_PATH]: esignatureOperations,
  [CLICK_BASE_PATH]: clickOperations,
  [ADMIN_BASE_PATH]: adminOperations,
  [ROOMS_BASE_PATH]: roomsOperations,
  [WEBFORMS_BASE_PATH]: webformsOperations,
  [MAESTRO_BASE_PATH]: maestroOperations,
  [CONNECTED_FIELDS_BASE_PATH]: connectedFieldsOperations,
  [MONITOR_BASE_PATH]: monitorOperations,
  [NAVIGATOR_BASE_PATH]: navigatorOperations,
};

export interface Matched {
  api: IndexedApi;
  operation: OperationModel;
  params: Record<string, string>;
  /** What the spec implies for the operation's state, if anything. */
  action: ResourceAction | undefined;
}

/**
 * One call of an API, after the token, the operation and the account are known: the platform's
 * rules when it has them (envelopes), else the state derived from the spec, else a sample.
 */
export async function respond(
  context: SandboxContext,
  token: TokenRow,
  { api, operation, params, action }: Matched,
  request: FastifyRequest,
  reply: FastifyReply,
  baseUri: string,
) {
  const query = { ...(request.query as Record<string, unknown>) };
  const rule = PLATFORM_RULES[api.basePath]?.[operation.operationId ?? ''];
  const problem = await checkRequest(api, operation, params, query, request, !rule?.checksOwnBody);
  if (problem) return sendAnswer(reply, problem);
  const body = Buffer.isBuffer(request.body) ? undefined : request.body;
  try {
    if (rule) {
      const user = await findUserById(context.db, token.user_id);
      return sendAnswer(
        reply,
        await rule({
          context,
          api,
          operation,
          params,
          query,
          body,
          baseUri,
          action,
          user: {
            id: token.user_id,
            name: user ? `${user.given_name} ${user.family_name}` : '',
            email: user?.email ?? '',
          },
        }),
      );
    }
    if (action) {
      return sendAnswer(
        reply,
        await resourceAnswer({
          db: context.db,
          api,
          operation,
          action,
          params,
          query,
          body,
          userId: token.user_id,
        }),
      );
    }
    return sendAnswer(reply, sampledAnswer(api, operation, params), true);
  } catch (error) {
    if (error instanceof PlatformRefusal) return sendAnswer(reply, error.answer);
    throw error;
  }
}
