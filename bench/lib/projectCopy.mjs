// A throwaway copy of the repository to build in, so a benchmark never touches the working
// tree's public/ and .cache/. node_modules is linked, not copied.
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
  fs.symlinkSync(modules, path.join(destination, 'node_modules'), 'dir');
  return destination;
}
