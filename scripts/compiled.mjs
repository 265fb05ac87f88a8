// `node scripts/compiled.mjs server|mcp|migrate`: runs a compiled entry of dist/ in this very
// process, compiling it first when it is missing or stale. No child process: a signal sent to
// this process reaches the server itself, and killing it leaves nothing running.
import { createRequire } from 'node:module';
import { compiledEntry, ensureServerBuilt, SERVER_ENTRIES } from './build-server.mjs';

/** Compiles when needed, then loads the entry, which starts on load. */
export async function runCompiled(name) {
  if (!Object.hasOwn(SERVER_ENTRIES, name))
    throw new Error(`unknown entry "${name}": one of ${Object.keys(SERVER_ENTRIES).join(', ')}`);
  await ensureServerBuilt();
  createRequire(import.meta.url)(compiledEntry(name));
}

if (process.argv[1] === import.meta.filename) {
  try {
    await runCompiled(process.argv[2] ?? 'server');
  } catch (error) {
    console.error(`Start-up failed: ${error.message}`);
    process.exit(1);
  }
}
