import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { apiLocation } from '../../../lib/platform/apiLocation';
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
        "reference base URL, where the platform serves it (basePath under your account's " +
        'base_uri, or a baseUrl of its own), whether the explorer can try it, and its ' +
        'categories and resources.',
      annotations: { readOnlyHint: true },
    },
    async () => {
      const catalog = await context.catalog();
      return jsonResult(
        catalog.apis.map((api) => ({
          apiName: api.model.swaggerName,
          displayName: api.model.displayName,
          version: api.model.version,
          primary: api.model.isPrimary,
          reference: `${context.siteOrigin}${api.model.basePath}`,
          // Where try_operation calls it: a path under the account's base_uri, or its own host.
          location: apiLocation(api.entry, context.platform),
          tryable: api.entry.hasApiExplorer,
          operations: catalog.operationsOf(api).length,
          categories: api.model.categories.map((category) => ({
            name: category.name,
            resources: category.resources.map((resource) => resource.name),
          })),
        })),
      );
    },
  );
}
