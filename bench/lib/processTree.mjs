// Memory of a process and everything it forked (Gatsby starts workers), read from /proc; the
// CPU time of the children this process has waited for.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

/** Clock ticks a second, the unit of /proc's times (100 on Linux unless built otherwise). */
const CLOCK_TICKS = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout) || 100;

/**
 * CPU seconds (user + system) of every child of this process that has ended and been waited
 * for, with the children those waited for in turn (/proc/self/stat's cutime and cstime): the
 * difference across one build is its whole process tree's CPU time, Gatsby's workers included,
 * which the load of other processes bends far less than its wall time. Undefined without /proc.
 */
export function waitedChildrenCpuSeconds() {
  try {
    const stat = fs.readFileSync('/proc/self/stat', 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // fields 16 and 17 of stat(5), counted from the state (field 3)
    return (Number(fields[13]) + Number(fields[14])) / CLOCK_TICKS;
  } catch {
    return undefined;
  }
}

/** ppid of every live process, from /proc/<pid>/stat (field 4, after the "(comm)" part). */
function processParents() {
  const parents = new Map();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      parents.set(Number(entry), Number(fields[1]));
    } catch {
      // the process ended while we looked
    }
  }
  return parents;
}

function rssKb(pid) {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) : 0;
  } catch {
    return 0;
  }
}

/** RSS (kB) of a process and each of its descendants, by pid. */
export function treeRssByPid(rootPid) {
  const parents = processParents();
  const tree = new Set([rootPid]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const [pid, ppid] of parents)
      if (tree.has(ppid) && !tree.has(pid)) {
        tree.add(pid);
        grew = true;
      }
  }
  return new Map([...tree].map((pid) => [pid, rssKb(pid)]));
}

/** Total RSS (kB) of a process and all its descendants. */
export function treeRssKb(rootPid) {
  let total = 0;
  for (const kb of treeRssByPid(rootPid).values()) total += kb;
  return total;
}
