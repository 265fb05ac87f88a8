import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { McpContext } from '../context';
import { jsonResult } from '../toolResult';

/** list_apis: every API version of the registry, with what try_operation needs to call it. */
export function registerListApis(server: McpServer, context: McpContext) {
  server.registerTool(
    'list_apis',
    {
      title: 'List APIs',
      description:
        'Every API (and legacy version) documented here: its apiName for the other tools, ' +
        'reference base URL, whether the explorer can try it, and its categories and resources.',
      annotations: { readOnlyHint: true },
    },
    async () => {
      const catalog = await context.catalog();
      return jsonResult(
        catalog.apis.map(({ model, entry, operations }) => ({
          apiName: model.swaggerName,
          displayName: model.displayName,
          version: model.version,
          primary: model.isPrimary,
          reference: `${context.siteOrigin}${model.basePath}`,
          tryable: entry.hasApiExplorer,
          operations: operations.size,
          categories: model.categories.map((category) => ({
            name: category.name,
            resources: category.resources.map((resource) => resource.name),
          })),
        })),
      );
    },
  );
}
