// A throwaway copy of the repository to build in, so a benchmark never touches the working
// tree's public/ and .cache/. node_modules is a tree of hard links (3 s for 120,000 files), not a
// symlink: webpack resolves a symlinked node_modules to paths outside the project, where its
// persistent cache no longer treats packages as managed and stats and hashes every file instead;
// that added seconds to both webpack stages that a real checkout never pays.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const LEFT_OUT = new Set([
  'node_modules',
  'public',
  '.cache',
  '.git',
  'data',
  'test-results',
  'playwright-report',
]);

/** Copies `root` into `destination`; node_modules: root's own, else `fallbackModules`. */
export function copyProject(root, destination, fallbackModules) {
  fs.mkdirSync(destination, { recursive: true });
  for (const entry of fs.readdirSync(root)) {
    if (LEFT_OUT.has(entry)) continue;
    fs.cpSync(path.join(root, entry), path.join(destination, entry), { recursive: true });
  }
  const modules = fs.existsSync(path.join(root, 'node_modules'))
    ? path.join(root, 'node_modules')
    : fallbackModules;
  const target = path.join(destination, 'node_modules');
  // Hard links need one file system; elsewhere the symlink is the fallback.
  const linked = spawnSync('cp', ['-al', modules, target], { stdio: 'ignore' });
  if (linked.status !== 0) {
    fs.rmSync(target, { recursive: true, force: true });
    fs.symlinkSync(modules, target, 'dir');
  }
  return destination;
}
