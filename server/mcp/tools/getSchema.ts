import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import type { McpContext } from '../context';
import { schemaSummary } from '../schemaSummary';
import { errorResult, jsonResult } from '../toolResult';

/** get_schema: one named schema, one level deep, its nested schemas named. */
export function registerGetSchema(server: McpServer, context: McpContext) {
  server.registerTool(
    'get_schema',
    {
      title: 'Get a schema',
      description:
        'A named schema (e.g. envelopeDefinition) one level deep: its properties and types, ' +
        'and the names of the schemas they refer to (call get_schema again for those).',
      inputSchema: { name: z.string().min(1).max(200), apiName: z.string().max(100).optional() },
      annotations: { readOnlyHint: true },
    },
    async ({ name, apiName }) => {
      const catalog = await context.catalog();
      const apis = catalog.apis.filter(
        ({ model }) => !apiName || model.swaggerName === apiName || model.apiName === apiName,
      );
      if (apis.length === 0) return errorResult(`apiName ${apiName} is not an API of this portal`);
      for (const { model } of apis) {
        const schema = Object.hasOwn(model.schemas, name) ? model.schemas[name] : undefined;
        if (schema)
          return jsonResult({ apiName: model.swaggerName, name, ...schemaSummary(schema) });
      }
      return errorResult(`No schema named ${name}; get_operation names the schemas it uses`);
    },
  );
}
