/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { buildSearchIndex } from '../../lib/search/buildSearchIndex';
import { fixtureDocuments } from '../../lib/search/__fixtures__/searchDocuments';
import {
  ADMIN,
  signIn,
  startServer,
  tempDir,
  type RunningServer,
} from '../../test-support/testServer';

// The real app (embedded sandbox included) over loopback HTTP, spoken to by the SDK's client.
let server: RunningServer;
let token: string;

beforeAll(async () => {
  const publicDir = tempDir('mcp-public-');
  fs.mkdirSync(path.join(publicDir, 'search'));
  fs.writeFileSync(
    path.join(publicDir, 'search', 'index.json'),
    JSON.stringify(buildSearchIndex(fixtureDocuments)),
  );
  server = await startServer({ PUBLIC_DIR: publicDir });
  token = await signIn(server.base);
}, 60_000);
afterAll(() => server.close());

async function connect(withToken?: string): Promise<Client> {
  const client = new Client({ name: 'route-test', version: '1.0.0' });
  const headers: Record<string, string> = withToken ? { authorization: `Bearer ${withToken}` } : {};
  await client.connect(
    new StreamableHTTPClientTransport(new URL(`${server.base}/mcp`), { requestInit: { headers } }),
  );
  return client;
}

/** The text of a tool's answer. */
const text = (result: unknown) => {
  const [first] = (result as CallToolResult).content;
  return first.type === 'text' ? first.text : '';
};
const json = (result: unknown) => JSON.parse(text(result));
const CREATE = { method: 'POST', path: '/v2.1/accounts/{accountId}/envelopes' };

describe('/mcp', () => {
  let client: Client;
  beforeAll(async () => {
    client = await connect(token);
  });
  afterAll(() => client.close());

  it('lists the five tools', async () => {
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual([
      'get_operation',
      'get_schema',
      'list_apis',
      'search_docs',
      'try_operation',
    ]);
  });

  it('search_docs finds create envelope', async () => {
    const answer = json(
      await client.callTool({ name: 'search_docs', arguments: { query: 'create envelope' } }),
    );
    expect(answer.results[0].title).toBe('Create envelope');
    expect(answer.results[0].url).toBe(
      `${server.base}/docs/esign-rest-api/reference/envelopes/envelopes/create/`,
    );
  });

  it('list_apis names the eSignature API with its reference', async () => {
    const apis = json(await client.callTool({ name: 'list_apis', arguments: {} }));
    const esign = apis.find((api: { apiName: string }) => api.apiName === 'esignature-v2.1');
    expect(esign.reference).toBe(`${server.base}/docs/esign-rest-api/reference/`);
    expect(esign.operations).toBeGreaterThan(50);
  }, 30_000);

  it('get_operation finds one operation by method and path, operationId and page URL', async () => {
    const byPath = json(
      await client.callTool({
        name: 'get_operation',
        arguments: { apiName: 'esignature-v2.1', ...CREATE },
      }),
    );
    expect(byPath.operationId).toBe('Envelopes_PostEnvelopes');
    expect(byPath.parameters).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'accountId', in: 'path', required: true }),
      ]),
    );
    expect(byPath.requestBody.content[0].schema.referencedSchemas.length).toBeGreaterThan(0);
    const byId = json(
      await client.callTool({
        name: 'get_operation',
        arguments: { operationId: 'Envelopes_PostEnvelopes' },
      }),
    );
    expect(byId.page).toBe(byPath.page);
    const byUrl = json(
      await client.callTool({
        name: 'get_operation',
        arguments: { url: `${byPath.page}index.md` },
      }),
    );
    expect(byUrl.operationId).toBe('Envelopes_PostEnvelopes');
    const none = (await client.callTool({
      name: 'get_operation',
      arguments: { operationId: 'nope' },
    })) as CallToolResult;
    expect(none.isError).toBe(true);
  }, 30_000);

  it('get_schema answers one level with the nested schemas named', async () => {
    const schema = json(
      await client.callTool({
        name: 'get_schema',
        arguments: { name: 'envelopeDefinition', apiName: 'esignature-v2.1' },
      }),
    );
    expect(schema.properties.map((property: { name: string }) => property.name)).toContain(
      'emailSubject',
    );
    expect(schema.referencedSchemas).toContain('EnvelopeRecipients');
  }, 30_000);

  it("try_operation creates an envelope in the sandbox with the caller's token", async () => {
    const answer = json(
      await client.callTool({
        name: 'try_operation',
        arguments: {
          apiName: 'esignature-v2.1',
          ...CREATE,
          pathParameters: { accountId: ADMIN.accountId },
          body: { emailSubject: 'From MCP', status: 'created' },
        },
      }),
    );
    expect(answer.status).toBe(201);
    expect(answer.body.envelopeId).toMatch(/^[0-9a-f-]{36}$/);
  }, 30_000);

  it('try_operation refuses a path value the explorer refuses, naming the field', async () => {
    const result = (await client.callTool({
      name: 'try_operation',
      arguments: { apiName: 'esignature-v2.1', ...CREATE, pathParameters: { accountId: '..' } },
    })) as CallToolResult;
    expect(result.isError).toBe(true);
    expect(text(result)).toMatch(/^400: pathParameters/);
  }, 30_000);

  it('try_operation refuses an API without the API Explorer, as the explorer route does', async () => {
    const monitor = json(await client.callTool({ name: 'list_apis', arguments: {} })).find(
      (api: { apiName: string }) => api.apiName === 'monitor-v2.0',
    );
    expect(monitor.tryable).toBe(false);
    const result = (await client.callTool({
      name: 'try_operation',
      arguments: {
        apiName: 'monitor-v2.0',
        method: 'GET',
        path: '/api/v2.0/datasets/{dataSetName}/schema',
        pathParameters: { dataSetName: 'monitor' },
      },
    })) as CallToolResult;
    expect(result.isError).toBe(true);
    expect(text(result)).toBe('400: apiName: monitor-v2.0 has no API Explorer');
  }, 30_000);

  it('try_operation names the field of an unknown API or operation once', async () => {
    const unknownApi = await client.callTool({
      name: 'try_operation',
      arguments: { apiName: 'nope', ...CREATE },
    });
    expect(text(unknownApi)).toBe('400: apiName is not an API of this portal');
    const unknownPath = await client.callTool({
      name: 'try_operation',
      arguments: { apiName: 'esignature-v2.1', method: 'GET', path: '/nope' },
    });
    expect(text(unknownPath)).toBe('400: path is not a GET operation of esignature-v2.1');
  }, 30_000);

  it('try_operation without a token answers 401', async () => {
    const anonymous = await connect();
    await expect(
      anonymous.callTool({
        name: 'try_operation',
        arguments: {
          apiName: 'esignature-v2.1',
          ...CREATE,
          pathParameters: { accountId: ADMIN.accountId },
        },
      }),
    ).rejects.toMatchObject({ code: 401, message: expect.stringMatching(/sign in first/) });
    await anonymous.close();
  });
});
