import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { EXPLORER_BODY_LIMIT_BYTES } from '../../../lib/explorer/contract';
import { buildTargetUrl } from '../../explorer/buildTargetUrl';
import { sendExplorerRequest } from '../../explorer/sendRequest';
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
 * sender as POST /api/api-explorer), so a call can only reach an operation the API declares at
 * the registry's platform base path, with the caller's own token.
 */
export function registerTryOperation(server: McpServer, context: McpContext) {
  server.registerTool(
    TRY_OPERATION,
    {
      title: 'Try an operation',
      description:
        'Sends one API call to the platform (by default the sandbox) with your own bearer ' +
        'token, exactly as the API Explorer does, and answers status, headers and body. ' +
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
        const catalog = await context.catalog();
        if (!catalog.knows(input.apiName)) {
          return errorResult('apiName: not an API of this portal (see list_apis)');
        }
        const found = catalog.byMethodAndPath(input.apiName, input.method, input.path);
        if (!found) return errorResult(`path: not a ${input.method} operation of ${input.apiName}`);
        const url = buildTargetUrl({
          platformOrigin: context.platformOrigin(),
          apiBasePath: found.api.basePath,
          pathTemplate: found.operation.path,
          pathParameters: input.pathParameters,
          queryParameters: input.queryParameters,
        });
        return jsonResult(
          await sendExplorerRequest({
            url,
            method: input.method,
            token: context.token,
            contentType: checkMediaType('contentType', input.contentType),
            accept: checkMediaType('accept', input.accept, true),
            headers: checkCustomHeaders(input.headers ?? {}),
            body: bodyBytes(input.body),
          }),
        );
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
        const field = error.extra.field;
        return errorResult(
          `${error.statusCode}: ${field ? `${String(field)}: ` : ''}${error.message}`,
        );
      }
    },
  );
}
