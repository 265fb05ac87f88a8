// What each top-level dependency costs an install, read from package-lock.json: the packages
// reachable only through it (its exclusive set) and, given the installed tree, their bytes.
// A dependency's exclusive set = everything the root reaches minus what the root reaches
// without that one dependency; a package shared with another top-level dependency is nobody's.
import fs from 'node:fs';
import path from 'node:path';

// glibc unless the runtime says musl: the header of Node's diagnostic report carries it.
const LIBC = process.report?.getReport?.().header?.glibcVersionRuntime ? 'glibc' : 'musl';

/** Whether a lock entry's os/cpu/libc restrictions let `npm ci` install it on this machine. */
function installsHere(entry) {
  const allowed = (list, value) =>
    !list ||
    ((list.some((item) => !item.startsWith('!')) ? list.includes(value) : true) &&
      !list.includes(`!${value}`));
  return (
    allowed(entry.os, process.platform) &&
    allowed(entry.cpu, process.arch) &&
    (process.platform !== 'linux' || allowed(entry.libc, LIBC))
  );
}

/** The parent folder from which Node looks further up: "a/node_modules/@s/b" → "a". */
function parentOf(location) {
  const index = location.lastIndexOf('node_modules/');
  if (index < 0) return null;
  return location.slice(0, Math.max(0, index - 1));
}

/**
 * The installed graph of a lockfile: location → locations it depends on, as Node resolves
 * them (the nearest node_modules/<name> going up from the dependent's folder; a workspace
 * link is followed to its folder).
 */
export function lockGraph(lock) {
  const packages = lock.packages;
  const present = (location) => {
    const entry = packages[location];
    return entry && installsHere(entry) ? entry : undefined;
  };
  const resolve = (from, name) => {
    for (let dir = from; dir !== null; dir = dir === '' ? null : parentOf(dir)) {
      const candidate = dir ? `${dir}/node_modules/${name}` : `node_modules/${name}`;
      const entry = present(candidate);
      if (entry) return entry.link ? entry.resolved : candidate;
      if (dir === '') break;
    }
    return undefined;
  };
  const edges = new Map();
  for (const [location, entry] of Object.entries(packages)) {
    if (entry.link || !installsHere(entry)) continue;
    const names = new Set([
      ...Object.keys(entry.dependencies ?? {}),
      ...Object.keys(entry.optionalDependencies ?? {}),
      ...Object.keys(entry.peerDependencies ?? {}),
      ...(location === '' ? Object.keys(entry.devDependencies ?? {}) : []),
    ]);
    const targets = [];
    for (const name of names) {
      const target = resolve(location, name);
      if (target !== undefined) targets.push([name, target]);
    }
    edges.set(location, targets);
  }
  return edges;
}

function reach(edges, starts) {
  const seen = new Set();
  const stack = [...starts];
  while (stack.length) {
    const location = stack.pop();
    if (seen.has(location)) continue;
    seen.add(location);
    for (const [, target] of edges.get(location) ?? []) stack.push(target);
  }
  return seen;
}

/**
 * Per top-level dependency: { name, location, exclusive (locations only it brings) }, largest
 * exclusive set first; and `all`, every location the root reaches.
 */
export function exclusiveSets(lock) {
  const edges = lockGraph(lock);
  const roots = edges.get('') ?? [];
  const all = reach(
    edges,
    roots.map(([, target]) => target),
  );
  const rows = roots.map(([name, location]) => {
    const without = reach(
      edges,
      roots.filter(([other]) => other !== name).map(([, target]) => target),
    );
    return { name, location, exclusive: [...all].filter((each) => !without.has(each)) };
  });
  rows.sort((a, b) => b.exclusive.length - a.exclusive.length);
  return { rows, all };
}

/**
 * Bytes on disk (allocated blocks, hard links once) of each package folder of an installed
 * tree, its nested node_modules excluded (they are packages of their own), keyed by lock
 * location; `total` is every node_modules of the project (the root's and the workspaces').
 */
export function locationBytes(projectDir, lock) {
  const locations = new Set(Object.keys(lock.packages));
  const bytes = new Map();
  const inodes = new Set();
  let total = 0;
  const walk = (relative, owner) => {
    const absolute = path.join(projectDir, relative);
    for (const dirent of fs.readdirSync(absolute, { withFileTypes: true })) {
      const child = `${relative}/${dirent.name}`;
      const stat = fs.lstatSync(path.join(projectDir, child));
      if (inodes.has(stat.ino)) continue;
      inodes.add(stat.ino);
      const size = stat.blocks * 512;
      const childOwner = locations.has(child) ? child : owner;
      total += size;
      if (childOwner) bytes.set(childOwner, (bytes.get(childOwner) ?? 0) + size);
      if (dirent.isDirectory()) walk(child, childOwner);
    }
  };
  // The root's node_modules and each workspace's own (packages/<name>/node_modules).
  const workspaces = [...locations].filter(
    (location) =>
      location && !location.startsWith('node_modules/') && !location.includes('/node_modules/'),
  );
  for (const folder of ['node_modules', ...workspaces.map((each) => `${each}/node_modules`)])
    if (fs.existsSync(path.join(projectDir, folder))) walk(folder, null);
  return { bytes, total };
}
