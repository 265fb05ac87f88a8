import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { loadConfig } from '../config';
import { operationIndex } from '../catalog';
import { createMcpServer } from './createMcpServer';
import { searchSource } from './searchSource';

/**
 * `npm run mcp` / `npx developer-center-mcp`: the same tools over stdio, for an assistant on
 * this machine. try_operation calls the platform at PLATFORM_BASE_URL, else the embedded
 * sandbox of a portal running here (DEVELOPER_CENTER_URL, default http://127.0.0.1:{PORT}),
 * with the token in DEVELOPER_CENTER_TOKEN. Nothing but MCP goes to stdout.
 */
async function main() {
  const config = loadConfig(process.env);
  const site = (process.env.DEVELOPER_CENTER_URL ?? `http://127.0.0.1:${config.port}`).replace(
    /\/+$/,
    '',
  );
  const platform = config.platformBaseUrl ?? `${site}/sandbox`;
  const server = createMcpServer({
    search: searchSource(config.publicDir),
    catalog: operationIndex,
    platformOrigin: () => new URL(platform).origin,
    token: process.env.DEVELOPER_CENTER_TOKEN || undefined,
    // Page URLs name the public site (DEVCENTER_SITE_URL) when there is one.
    siteOrigin: config.siteUrl ?? site,
  });
  await server.connect(new StdioServerTransport());
}

main().catch((error: Error) => {
  process.stderr.write(`developer-center-mcp: ${error.message}\n`);
  process.exit(1);
});
