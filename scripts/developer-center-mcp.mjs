#!/usr/bin/env node
// `npx developer-center-mcp`: the MCP server over stdio (server/mcp/stdio.ts), compiled
// (dist/mcp.js, built first when missing or stale) and run in this process.
import { runCompiled } from './compiled.mjs';

try {
  await runCompiled('mcp');
} catch (error) {
  process.stderr.write(`developer-center-mcp: ${error.message}\n`);
  process.exit(1);
}
