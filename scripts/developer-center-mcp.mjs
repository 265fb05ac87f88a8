#!/usr/bin/env node
// `npx developer-center-mcp`: runs the MCP server over stdio (server/mcp/stdio.ts) with tsx.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const tsx = createRequire(import.meta.url).resolve('tsx/cli');
const child = spawn(process.execPath, [tsx, path.join(root, 'server', 'mcp', 'stdio.ts')], {
  stdio: 'inherit',
  cwd: root,
});
child.on('exit', (code, signal) => process.exit(signal ? 1 : (code ?? 0)));
