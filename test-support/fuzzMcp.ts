import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { fieldName, text } from './fuzzValues';

// JSON-RPC messages and batches for the fuzz of POST /mcp (fuzzRequests.ts).

/** Arguments of the MCP tools: their own field names with likely and hostile values. */
const toolArguments = fc.record(
  {
    query: text,
    apiName: fc.oneof(fc.constantFrom('esignature-v2.1', 'monitor-v2.0', 'click-v1'), text),
    method: fc.constantFrom('GET', 'POST', 'DELETE', 'get', 'TRACE'),
    path: fc.oneof(
      fc.constantFrom(
        '/v2.1/accounts/{accountId}/envelopes',
        '/v2.1/accounts/{accountId}/envelopes/{envelopeId}',
        '/api/v2.0/datasets/{dataSetName}/schema',
      ),
      text,
    ),
    operationId: fc.oneof(fc.constant('Envelopes_PostEnvelopes'), text),
    url: fc.oneof(fc.constant('/docs/esign-rest-api/reference/envelopes/envelopes/create/'), text),
    name: fc.oneof(fc.constant('envelopeDefinition'), text),
    pathParameters: fc.dictionary(fc.constantFrom('accountId', 'envelopeId', 'x'), text, {
      maxKeys: 2,
    }),
    queryParameters: fc.dictionary(fieldName, text, { maxKeys: 3 }),
    headers: fc.dictionary(fc.constantFrom('X-DocuSign-Edit', 'Authorization', 'x'), text, {
      maxKeys: 2,
    }),
    body: fc.jsonValue({ maxDepth: 2 }),
    contentType: fc.constantFrom('application/json', 'text/plain', 'x'),
  },
  { requiredKeys: [] },
);

/** One JSON-RPC message to the MCP endpoint: mostly a well-formed tool call, sometimes not. */
const rpcMessage = fc.record(
  {
    jsonrpc: fc.oneof({ weight: 9, arbitrary: fc.constant('2.0') }, fc.constantFrom('1.0', 2)),
    id: fc.oneof(
      { weight: 4, arbitrary: fc.nat() },
      fc.string({ maxLength: 8 }),
      fc.constant(null),
    ),
    method: fc.constantFrom(
      'tools/call',
      'tools/call',
      'tools/call',
      'tools/call',
      'tools/list',
      'initialize',
      'notifications/initialized',
      'ping',
      'resources/list',
      'nope',
    ),
    params: fc.oneof(
      {
        weight: 6,
        arbitrary: fc.record({
          name: fc.constantFrom(
            'search_docs',
            'list_apis',
            'get_operation',
            'get_schema',
            'try_operation',
            'nope',
          ),
          arguments: fc.oneof(
            { weight: 5, arbitrary: toolArguments },
            fc.jsonValue({ maxDepth: 2 }),
          ),
        }),
      },
      { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
    ),
  },
  { requiredKeys: ['jsonrpc', 'method'] },
);
/** A message, a batch of them (JSON-RPC 2.0 §6) or an empty batch. */
export const rpcBody = fc
  .oneof(
    { weight: 3, arbitrary: rpcMessage },
    { weight: 1, arbitrary: fc.array(rpcMessage, { maxLength: 5 }) },
  )
  .map((value) => JSON.stringify(value));

/** A JSON-RPC post as an MCP client makes it, with a (refused) token or none. */
export const mcpCall: fc.Arbitrary<InjectOptions> = fc
  .record({ payload: rpcBody, token: fc.boolean() })
  .map(({ payload, token }) => ({
    method: 'POST',
    url: '/mcp',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
      ...(token ? { authorization: 'Bearer x' } : {}),
    },
    payload,
  }));
