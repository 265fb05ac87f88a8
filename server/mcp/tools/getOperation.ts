import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import type { OperationModel, SchemaModel } from '../../../lib/reference';
import type { McpContext } from '../context';
import { findOperation } from '../findOperation';
import { plainText, schemaSummary, typeName } from '../schemaSummary';
import { errorResult, jsonResult } from '../toolResult';

/** What an assistant needs to build a call: parameters, body and responses, one level deep. */
export function operationDetails(operation: OperationModel, schemas: Record<string, SchemaModel>) {
  // A body that is a named schema is answered from the schema's own one-level form.
  const named = (schema: SchemaModel) =>
    (schema.refName && Object.hasOwn(schemas, schema.refName) && schemas[schema.refName]) || schema;
  return {
    operationId: operation.operationId,
    name: operation.name,
    method: operation.httpMethod,
    path: operation.path,
    summary: operation.summary,
    description: plainText(operation.descriptionHtml),
    deprecated: operation.deprecated || undefined,
    scopes: operation.scopes,
    parameters: operation.parameters.map((parameter) => ({
      name: parameter.name,
      in: parameter.in,
      required: parameter.required,
      type: typeName(parameter.schema),
      description: plainText(parameter.descriptionHtml),
    })),
    requestBody: operation.requestBody && {
      required: operation.requestBody.required,
      content: operation.requestBody.content.map((media) => ({
        contentType: media.contentType,
        schema: media.schema && {
          name: media.schema.refName,
          ...schemaSummary(named(media.schema)),
        },
      })),
    },
    responses: operation.responses.map((response) => ({
      status: response.status,
      description: plainText(response.descriptionHtml),
      content: response.content.map((media) => ({
        contentType: media.contentType,
        schema: media.schema && typeName(media.schema),
      })),
    })),
  };
}

/** get_operation: one operation by operationId, method and path, or reference page URL. */
export function registerGetOperation(server: McpServer, context: McpContext) {
  server.registerTool(
    'get_operation',
    {
      title: 'Get an operation',
      description:
        'One API operation by operationId (e.g. Envelopes_PostEnvelopes), by method and path ' +
        'template (POST /v2.1/accounts/{accountId}/envelopes) or by its reference page URL. ' +
        'Answers parameters, request body schema (one level; nested schemas named for ' +
        'get_schema) and responses.',
      inputSchema: {
        apiName: z.string().max(100).optional(),
        operationId: z.string().max(200).optional(),
        method: z.string().max(10).optional(),
        path: z.string().max(1000).optional(),
        url: z.string().max(2000).optional(),
      },
      annotations: { readOnlyHint: true },
    },
    async (query) => {
      if (!query.operationId && !query.url && !(query.method && query.path)) {
        return errorResult('Give operationId, url, or both method and path');
      }
      const found = findOperation(await context.catalog(), query);
      if (!found) return errorResult('No operation matches; search_docs or list_apis may help');
      return jsonResult({
        apiName: found.api.model.swaggerName,
        page: `${context.siteOrigin}${found.pageUrl}`,
        ...operationDetails(found.operation, found.api.model.schemas),
      });
    },
  );
}
