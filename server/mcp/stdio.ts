import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { loadConfig } from '../config';
import { startFavouringMemory } from '../favourMemory';
import { embeddedBaseUri } from '../../lib/platform/baseUri';
import { operationIndex } from '../catalog';
import { accountBaseUris } from '../explorer/accountBaseUri';
import { createPlatformClient } from '../platform';
import { mcpServerFor } from './createMcpServer';
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
  const platform = config.platformBaseUrl ?? embeddedBaseUri(site);
  const token = process.env.DEVELOPER_CENTER_TOKEN || undefined;
  // User info only: the portal's own OAuth client is not needed here.
  const client = createPlatformClient({
    baseUrl: () => platform,
    timeoutMs: config.platformTimeoutMs,
    clientId: '',
    clientSecret: '',
  });
  const baseUriOf = accountBaseUris((given) => client.userInfo(given));
  const search = searchSource(config.publicDir);
  const server = mcpServerFor({
    search,
    baseUriOf,
    config,
    token,
    // Page URLs name the public site (DEVCENTER_SITE_URL) when there is one.
    siteOrigin: config.siteUrl ?? site,
  });
  await server.connect(new StdioServerTransport());
  // Loaded now, while V8 favours memory, rather than on the first call, when it favours speed.
  await startFavouringMemory(async () => {
    await operationIndex().catch(() => undefined);
    try {
      search();
    } catch {
      // no index yet: search_docs says so when called, and tries again then
    }
  });
}

main().catch((error: Error) => {
  process.stderr.write(`developer-center-mcp: ${error.message}\n`);
  process.exit(1);
});
