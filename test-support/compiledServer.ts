import path from 'node:path';

const root = path.resolve(__dirname, '..');

/**
 * How tests start the production server in a process of its own: the compiled dist/server.js
 * through scripts/compiled.mjs, exactly as `npm start` and `npm run serve` run it, in one
 * process (a signal, SIGKILL included, reaches the server itself). Jest's global setup compiles
 * dist/ once before the workers start, so parallel test files never compile it at once. `entry`
 * names another compiled entry (`sandbox-server`: `npm run sandbox`).
 */
export function compiledServerCommand(entry = 'server'): {
  command: string;
  args: string[];
  cwd: string;
} {
  return {
    command: process.execPath,
    args: [path.join(root, 'scripts', 'compiled.mjs'), entry],
    cwd: root,
  };
}
