/** @jest-environment node */
import path from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';

// The bin entry as an assistant starts it: a child process spoken to over stdio.
it('npx developer-center-mcp answers get_operation over stdio', async () => {
  const client = new Client({ name: 'stdio-test', version: '1.0.0' });
  const root = path.resolve(__dirname, '..', '..');
  await client.connect(
    new StdioClientTransport({
      command: process.execPath,
      args: [path.join(root, 'scripts', 'developer-center-mcp.mjs')],
      cwd: root,
      env: { PATH: process.env.PATH ?? '', PUBLIC_DIR: path.join(root, 'not-built') },
      stderr: 'ignore',
    }),
  );
  try {
    const result = await client.callTool({
      name: 'get_operation',
      arguments: { operationId: 'Envelopes_PostEnvelopes' },
    });
    const [first] = result.content as { type: string; text: string }[];
    expect(JSON.parse(first.text)).toMatchObject({
      method: 'POST',
      path: '/v2.1/accounts/{accountId}/envelopes',
    });
    const anonymous = await client.callTool({
      name: 'try_operation',
      arguments: {
        apiName: 'esignature-v2.1',
        method: 'GET',
        path: '/v2.1/accounts/{accountId}/envelopes',
      },
    });
    expect(anonymous.isError).toBe(true);
  } finally {
    await client.close();
  }
}, 60_000);
