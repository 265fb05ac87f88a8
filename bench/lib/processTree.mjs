// Memory of a process and everything it forked (Gatsby starts workers), read from /proc.
import fs from 'node:fs';

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
