import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { operationIndex } from '../catalog';
import type { ServerConfig } from '../config';
import type { BaseUriOf } from '../explorer/accountBaseUri';
import { platformTarget } from '../platform/target';
import type { McpContext } from './context';
import { registerGetOperation } from './tools/getOperation';
import { registerGetSchema } from './tools/getSchema';
import { registerListApis } from './tools/listApis';
import { registerSearchDocs } from './tools/searchDocs';
import { registerTryOperation } from './tools/tryOperation';

/** The developer center's MCP server: one per HTTP request (stateless) or per stdio session. */
export function createMcpServer(context: McpContext): McpServer {
  const server = new McpServer({ name: 'developer-center', version: '1.0.0' });
  registerSearchDocs(server, context);
  registerListApis(server, context);
  registerGetOperation(server, context);
  registerGetSchema(server, context);
  registerTryOperation(server, context);
  return server;
}

/** Who a server is for: the caller's token and the origin its page URLs name. */
export interface McpCaller {
  search: McpContext['search'];
  /** Where an account lives (user info), asked with the caller's token. */
  baseUriOf: BaseUriOf;
  config: Pick<ServerConfig, 'platformBaseUrl' | 'platformEnvironment'>;
  token: string | undefined;
  siteOrigin: string;
}

/** The server of one caller (an HTTP request, a stdio session), over the shared operation index. */
export function mcpServerFor(caller: McpCaller): McpServer {
  return createMcpServer({
    search: caller.search,
    catalog: operationIndex,
    baseUri: (accountId) => caller.baseUriOf(caller.token ?? '', accountId),
    platform: platformTarget(caller.config),
    token: caller.token,
    siteOrigin: caller.siteOrigin,
  });
}
