// When an output is older than its sources: the rule `npm start` (the site) and the compiled
// server (scripts/build-server.mjs) both rebuild by.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** The newest modification time (ms) of a file, or of everything under a folder; 0 when absent. */
export function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target))
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

/** True when `stamp` is missing or any of `sources` (paths under `root`) changed after it. */
export function isStale(stamp, root, sources) {
  if (!existsSync(stamp)) return true;
  const built = statSync(stamp).mtimeMs;
  return sources.some((source) => newestMtime(path.join(root, source)) > built);
}
