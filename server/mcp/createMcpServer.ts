import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
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
