import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { EXPLORER_BODY_LIMIT_BYTES } from '../../../lib/explorer/contract';
import { explorableOperation } from '../../explorer/explorableOperation';
import { sendExplorerRequest } from '../../explorer/sendRequest';
import { targetUrlOf } from '../../explorer/targetUrlOf';
import { checkCustomHeaders, checkMediaType } from '../../explorer/validators';
import { HttpError } from '../../http/errors';
import type { McpContext } from '../context';
import { errorResult, jsonResult } from '../toolResult';

export const TRY_OPERATION = 'try_operation';
export const SIGN_IN_FIRST =
  '401 Unauthorized: sign in first. try_operation sends the call with your own access token: ' +
  'give it as "Authorization: Bearer <token>" on the MCP request (stdio: DEVELOPER_CENTER_TOKEN).';

const values = z.record(z.string(), z.unknown()).optional();

/** The request body as bytes: a string as is, anything else as JSON. */
function bodyBytes(body: unknown): Buffer | undefined {
  if (body === undefined || body === null) return undefined;
  const bytes = Buffer.from(typeof body === 'string' ? body : JSON.stringify(body));
  if (bytes.length > EXPLORER_BODY_LIMIT_BYTES) {
    throw new HttpError(413, `body is larger than ${EXPLORER_BODY_LIMIT_BYTES / 1024 / 1024} MB`, {
      field: 'body',
    });
  }
  return bytes;
}

/**
 * try_operation: the API Explorer's relay (same catalog check, URL builder, validators and
 * sender as POST /api/api-explorer), so a call can only reach an operation the API declares
 * where the platform serves that API (lib/platform/apiLocation.ts), with the caller's own token.
 */
export function registerTryOperation(server: McpServer, context: McpContext) {
  server.registerTool(
    TRY_OPERATION,
    {
      title: 'Try an operation',
      description:
        'Sends one API call to the platform (by default the sandbox) with your own bearer ' +
        'token, exactly as the API Explorer does, and answers the URL called, status, ' +
        'headers and body. ' +
        'path is the template as in get_operation; pathParameters fills every {name}.',
      inputSchema: {
        apiName: z.string().min(1).max(100),
        method: z.enum(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']),
        path: z.string().min(1).max(1000),
        pathParameters: values,
        queryParameters: values,
        headers: values,
        body: z.unknown().optional(),
        contentType: z.string().max(200).optional(),
        accept: z.string().max(200).optional(),
      },
      annotations: { readOnlyHint: false, openWorldHint: true },
    },
    async (input) => {
      if (!context.token) return errorResult(SIGN_IN_FIRST);
      try {
        // The explorer route's rule, hasApiExplorer included (list_apis says `tryable`).
        const found = explorableOperation(
          await context.catalog(),
          { apiName: input.apiName, method: input.method, pathTemplate: input.path },
          'path',
        );
        const accountId =
          typeof input.pathParameters?.accountId === 'string'
            ? input.pathParameters.accountId
            : undefined;
        const url = await targetUrlOf(found, context.platform, () => context.baseUri(accountId), {
          pathParameters: input.pathParameters,
          queryParameters: input.queryParameters,
        });
        // The answer names where the call went: the API's own base URL by the platform's rule.
        return jsonResult({
          url,
          ...(await sendExplorerRequest({
            url,
            method: input.method,
            token: context.token,
            contentType: checkMediaType('contentType', input.contentType),
            accept: checkMediaType('accept', input.accept, true),
            headers: checkCustomHeaders(input.headers ?? {}),
            body: bodyBytes(input.body),
          })),
        });
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
        const field = error.extra.field === undefined ? '' : String(error.extra.field);
        // `400: path: ...`, once, whether or not the message already starts with the field.
        const named = field === '' || error.message.startsWith(`${field} `);
        return errorResult(`${error.statusCode}: ${named ? '' : `${field}: `}${error.message}`);
      }
    },
  );
}
