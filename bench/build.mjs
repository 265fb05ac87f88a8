// `npm run bench:build`: a clean `gatsby build` of this copy of the repository, with figures:
// pages built, wall seconds, ms per page, peak RSS of the build's process tree, the biggest
// method page-data file and a method page's first-load JavaScript (gzipped).
// Not part of `npm test`; it prints figures and exits non-zero only when the build fails.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const root = path.resolve(import.meta.dirname, '..');
const publicDir = path.join(root, 'public');
const gatsbyBin = path.join(root, 'node_modules', '.bin', 'gatsby');
const SAMPLE_MS = 200;

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

/** Total RSS (kB) of a process and all its descendants (Gatsby forks workers). */
function treeRssKb(rootPid) {
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
  let total = 0;
  for (const pid of tree) total += rssKb(pid);
  return total;
}

function walk(dir, visit) {
  if (!fs.existsSync(dir)) return;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, visit);
    else visit(full);
  }
}

function run(args) {
  return new Promise((resolve) => {
    const child = spawn(gatsbyBin, args, {
      cwd: root,
      env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1', CI: '1' },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    let peakKb = 0;
    const timer = setInterval(() => {
      peakKb = Math.max(peakKb, treeRssKb(child.pid));
    }, SAMPLE_MS);
    child.on('exit', (code) => {
      clearInterval(timer);
      resolve({ code: code ?? 1, peakKb });
    });
  });
}

// Method pages live at {route}[/{version}]/reference/{category}/{resource}/{method}/.
const METHOD_PAGE_DATA = /\/page-data\/.+\/reference\/[^/]+\/[^/]+\/[^/]+\/page-data\.json$/;

function pageFigures() {
  let pages = 0;
  let biggest = { file: null, bytes: 0 };
  walk(publicDir, (file) => {
    // Every page Gatsby renders is a folder with an index.html (404.html is a copy of /404/).
    if (path.basename(file) === 'index.html') pages += 1;
    if (METHOD_PAGE_DATA.test(file.split(path.sep).join('/'))) {
      const bytes = fs.statSync(file).size;
      if (bytes > biggest.bytes) biggest = { file, bytes };
    }
  });
  return { pages, biggest };
}

/** Sum of the gzipped sizes of the scripts an HTML page loads with <script src>. */
function firstLoadJsGzip(htmlFile) {
  const html = fs.readFileSync(htmlFile, 'utf8');
  const sources = [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((match) => match[1]);
  let total = 0;
  for (const src of new Set(sources)) {
    if (/^(https?:)?\/\//.test(src)) continue;
    const file = path.join(publicDir, src.split(/[?#]/)[0]);
    if (fs.existsSync(file)) total += zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
  }
  return { scripts: sources.length, bytes: total };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

console.info(`[bench:build] cleaning and building ${root}`);
// A clean build: Gatsby's own caches go. `gatsby clean` is not used because it also empties
// node_modules/.cache, which a copy of the repository may share with others through a symlink.
for (const dir of [publicDir, path.join(root, '.cache')])
  fs.rmSync(dir, { recursive: true, force: true });
const started = process.hrtime.bigint();
const build = await run(['build']);
const seconds = Number(process.hrtime.bigint() - started) / 1e9;
if (build.code !== 0) {
  console.error(`[bench:build] gatsby build failed with exit code ${build.code}`);
  process.exit(build.code);
}

const { pages, biggest } = pageFigures();
const lines = [
  ['pages built', String(pages)],
  ['build seconds', seconds.toFixed(1)],
  ['ms per page', pages ? ((seconds * 1000) / pages).toFixed(1) : 'n/a'],
  ['peak RSS (process tree)', `${(build.peakKb / 1024).toFixed(0)} MB`],
];
if (biggest.file) {
  const pagePath = path
    .relative(path.join(publicDir, 'page-data'), path.dirname(biggest.file))
    .split(path.sep)
    .join('/');
  const js = firstLoadJsGzip(path.join(publicDir, pagePath, 'index.html'));
  lines.push(['biggest method page-data', `${kb(biggest.bytes)} (/${pagePath}/)`]);
  lines.push(['method page first-load JS (gzip)', `${kb(js.bytes)} in ${js.scripts} scripts`]);
} else {
  lines.push(['biggest method page-data', 'n/a (no method pages built)']);
}
console.info('\n[bench:build] results');
for (const [name, value] of lines) console.info(`  ${name.padEnd(34)} ${value}`);
