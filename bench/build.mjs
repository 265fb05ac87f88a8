// `npm run bench:build`: a clean `gatsby build` of this copy of the repository, with figures:
// pages built, wall seconds, ms per page, peak RSS of the build's process tree, the biggest
// method page-data file and a method page's first-load JavaScript (gzipped).
// Not part of `npm test`; it prints figures and exits non-zero only when the build fails.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { siteBuildEnv } from '../scripts/build-site.mjs';
import { calibrationLine, formatCal, measureCalibration } from './calibration.mjs';
import { treeRssKb } from './lib/processTree.mjs';
import { firstLoadJsGzip, isPageHtml, METHOD_PAGE_DATA, walk } from './lib/publicFiles.mjs';

const root = path.resolve(import.meta.dirname, '..');
const publicDir = path.join(root, 'public');
const gatsbyBin = path.join(root, 'node_modules', '.bin', 'gatsby');
const SAMPLE_MS = 200;

function run(args) {
  return new Promise((resolve) => {
    const child = spawn(gatsbyBin, args, {
      cwd: root,
      // what `npm run build` gives gatsby build (its heap bound), so that what ships is measured
      env: siteBuildEnv({ ...process.env, CI: '1' }),
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

function pageFigures() {
  let pages = 0;
  let biggest = { file: null, bytes: 0 };
  walk(publicDir, (file) => {
    // Every page Gatsby renders is a folder with an index.html, kept gzipped only
    // (gatsby/html/pageHtmlFiles.ts); 404.html is a copy of /404/.
    if (isPageHtml(file)) pages += 1;
    if (METHOD_PAGE_DATA.test(file.split(path.sep).join('/'))) {
      const bytes = fs.statSync(file).size;
      if (bytes > biggest.bytes) biggest = { file, bytes };
    }
  });
  return { pages, biggest };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

// Before the build, so that nothing of the bench runs beside the workload.
const calibration = measureCalibration();
console.info(`[bench:build] ${calibrationLine(calibration)}`);
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
  ['build seconds', `${seconds.toFixed(1)} (${formatCal(seconds * 1000, calibration)})`],
  [
    'ms per page',
    pages
      ? `${((seconds * 1000) / pages).toFixed(1)} (${formatCal((seconds * 1000) / pages, calibration)})`
      : 'n/a',
  ],
  ['peak RSS (process tree)', `${(build.peakKb / 1024).toFixed(0)} MB`],
];
if (biggest.file) {
  const pagePath = path
    .relative(path.join(publicDir, 'page-data'), path.dirname(biggest.file))
    .split(path.sep)
    .join('/');
  const js = firstLoadJsGzip(publicDir, path.join(publicDir, pagePath, 'index.html'));
  lines.push(['biggest method page-data', `${kb(biggest.bytes)} (/${pagePath}/)`]);
  lines.push(['method page first-load JS (gzip)', `${kb(js.bytes)} in ${js.scripts} scripts`]);
} else {
  lines.push(['biggest method page-data', 'n/a (no method pages built)']);
}
console.info('\n[bench:build] results');
for (const [name, value] of lines) console.info(`  ${name.padEnd(34)} ${value}`);
