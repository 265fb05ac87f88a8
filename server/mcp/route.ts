import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { accountBaseUris } from '../explorer/accountBaseUri';
import { bearerToken } from '@developer-center/http';
import type { RouteDeps } from '../routeDeps';
import { siteOrigin } from '../http/origin';
import { mcpServerFor } from './createMcpServer';
import { searchSource } from './searchSource';
import { SIGN_IN_FIRST, TRY_OPERATION } from './tools/tryOperation';

/** True when a JSON-RPC message (or batch) calls try_operation. */
function callsTryOperation(body: unknown): boolean {
  const messages = Array.isArray(body) ? body : [body];
  return messages.some(
    (message) =>
      typeof message === 'object' &&
      message !== null &&
      (message as { method?: unknown }).method === 'tools/call' &&
      (message as { params?: { name?: unknown } }).params?.name === TRY_OPERATION,
  );
}

function jsonRpcError(reply: FastifyReply, status: number, message: string) {
  return reply.code(status).send({ jsonrpc: '2.0', error: { code: -32000, message }, id: null });
}

/**
 * /mcp (streamable HTTP, stateless): each POST gets its own MCP server and transport, with the
 * caller's bearer token for try_operation. A try_operation call without a token is answered
 * 401 with WWW-Authenticate, as the explorer's route answers, before any MCP work.
 */
export const mcpRoutes: FastifyPluginAsync<RouteDeps> = async (app, { config, platform }) => {
  const search = searchSource(config.publicDir);
  const baseUriOf = accountBaseUris((token) => platform.userInfo(token));

  app.post('/mcp', async (request, reply) => {
    const token = bearerToken(request);
    if (!token && callsTryOperation(request.body)) {
      // Clients that give up on a 401 may leave its body unread: the socket closes with it.
      reply.header('www-authenticate', 'Bearer').header('connection', 'close');
      return jsonRpcError(reply, 401, SIGN_IN_FIRST);
    }
    const server = mcpServerFor({
      search,
      baseUriOf,
      config,
      token,
      siteOrigin: siteOrigin(request, config),
    });
    const transport = new StreamableHTTPServerTransport({
      sessionIdGenerator: undefined,
      enableJsonResponse: true,
    });
    reply.hijack();
    reply.raw.on('close', () => {
      void transport.close();
      void server.close();
    });
    await server.connect(transport);
    await transport.handleRequest(request.raw, reply.raw, request.body);
  });

  // Stateless: no server-initiated stream and no session to end.
  const notAllowed = async (_request: unknown, reply: FastifyReply) => {
    reply.header('allow', 'POST');
    return jsonRpcError(reply, 405, 'Method not allowed: this MCP endpoint is stateless, use POST');
  };
  app.get('/mcp', notAllowed);
  app.delete('/mcp', notAllowed);
};
