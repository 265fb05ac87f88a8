// How bench:reference prints a build: each figure beside the target issue 25 set for it.
import path from 'node:path';
import { formatCal } from '../calibration.mjs';
import { referenceFigures } from './referenceFigures.mjs';

const KB = 1024;
const MB = 1024 * KB;
export const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;
export const mb = (bytes) => `${(bytes / MB).toFixed(1)} MB`;

/** Targets per scale (2 cores): the build's time grows with the corpus, nothing else does. */
export const TARGETS = {
  buildSeconds: { small: 60, full: 60, '10x': 150 },
  peakRssMb: 2048,
  publicKbPerPage: 45,
  pageDataKb: 100,
  firstVisitKb: 180,
  firstLoadJsKb: 120,
  serverReadyS: 5,
  serverRssMb: 400,
  searchP95Ms: 25,
  warmShare: 0.25,
};

let calibration;
/** The run's calibration (bench/calibration.mjs): time figures are then shown in cal units too. */
export function setCalibration(measured) {
  calibration = measured;
}
/** ` (12.3 cal)` after a time in ms, when the run was calibrated. */
export const inCal = (ms) => (calibration ? ` (${formatCal(ms, calibration)})` : '');

export function row(name, value, target = '') {
  console.info(`  ${name.padEnd(34)} ${value.padEnd(44)} ${target && `target ${target}`}`);
}

export function reportFailure(run, timeoutSeconds) {
  const why = run.timedOut
    ? `killed after the ${timeoutSeconds} s time limit`
    : `exit code ${run.code}${run.signal ? ` (${run.signal})` : ''}`;
  row('build', `FAILED: ${why}`);
  if (run.errors.length > 0) {
    console.info(`\n  first errors of the build:`);
    for (const line of run.errors) console.info(`    ${line}`);
  }
  console.info(`\n  last lines of the build (whole log: ${run.logFile}):`);
  for (const line of run.tail) console.info(`    ${line}`);
}

/** The build's time and memory, then what it wrote into public/. */
export function reportBuild(run, scale, publicDir) {
  row(
    'build seconds',
    `${run.seconds.toFixed(1)}${inCal(run.seconds * 1000)}`,
    `≤ ${TARGETS.buildSeconds[scale]} s`,
  );
  if (run.cpuSeconds !== undefined)
    row(
      '  CPU seconds (process tree)',
      `${run.cpuSeconds.toFixed(1)}${inCal(run.cpuSeconds * 1000)}, ${(run.cpuSeconds / run.seconds).toFixed(2)} cores busy on average`,
    );
  row(
    'peak RSS (process tree)',
    `${(run.peakKb / 1024).toFixed(0)} MB`,
    `≤ ${TARGETS.peakRssMb} MB`,
  );
  const split = run.peakSplit;
  row(
    '  at the peak',
    `largest process ${(split.largestKb / 1024).toFixed(0)} MB, ${split.processes - 1} others ${(split.othersKb / 1024).toFixed(0)} MB`,
  );
  const figures = referenceFigures(publicDir);
  row('pages', String(figures.pages));
  const perPage = (run.seconds * 1000) / figures.pages;
  row('ms per page', `${perPage.toFixed(1)}${inCal(perPage)}`);
  reportPublic(figures);
  return figures;
}

export function reportPublic(figures) {
  const { pageData, methodPageData, schemas, heaviest } = figures;
  row('public/ size', mb(figures.publicBytes));
  row(
    'public/ per page',
    kb(figures.publicBytes / figures.pages),
    `≤ ${TARGETS.publicKbPerPage} KB`,
  );
  const kinds = figures.publicByKind.slice(0, 6).map(([kind, bytes]) => `${kind} ${mb(bytes)}`);
  row('  of which', kinds.slice(0, 3).join(', '));
  row('', kinds.slice(3).join(', '));
  if (figures.largestFile)
    row('largest file', `${kb(figures.largestFile.bytes)} ${figures.largestFile.relative}`);
  row(
    'page-data median / p90 / max',
    `${kb(pageData.median)} / ${kb(pageData.p90)} / ${kb(pageData.largest?.bytes ?? 0)}`,
    `max ≤ ${TARGETS.pageDataKb} KB`,
  );
  row('page-data files over 100 KB', `${pageData.over100KB} of ${pageData.count}`, '0');
  row('largest page-data', pageData.largest ? pageData.largest.relative : 'n/a');
  for (const [kind, spread] of Object.entries(figures.pageDataByKind))
    row(
      `  ${kind} pages: median / max`,
      `${kb(spread.median)} / ${kb(spread.max)} (${spread.count})`,
    );
  row(
    'method page-data median / p90',
    `${kb(methodPageData.median)} / ${kb(methodPageData.p90)} (${methodPageData.count} pages)`,
  );
  if (schemas) {
    row('schema files: count / total', `${schemas.count} / ${mb(schemas.bytes)}`);
    row('largest schema file', `${kb(schemas.largest.bytes)} ${schemas.largest.relative}`);
  }
  if (figures.shapes.some((shape) => shape.pageData !== undefined)) {
    row('costly shapes', 'page-data / HTML, + the parts left out (loaded on demand)');
    for (const { shape, pageData, html, parts, partBytes } of figures.shapes)
      row(
        `  ${shape}`,
        pageData === undefined
          ? 'not built'
          : `${kb(pageData)} / ${kb(html ?? 0)}` +
              (parts > 0
                ? ` + ${parts} part${parts > 1 ? 's' : ''}, ${kb(partBytes)} gzipped`
                : ''),
        `page-data ≤ ${TARGETS.pageDataKb} KB`,
      );
  }
  if (heaviest) {
    const total = heaviest.total + heaviest.linkedData;
    row('heaviest method page (gzip)', kb(total), `≤ ${TARGETS.firstVisitKb} KB`);
    row(
      '  HTML / page-data / slices+queries',
      `${kb(heaviest.html)} / ${kb(heaviest.pageData)} / ${kb(heaviest.linkedData)}`,
    );
    row(
      '  first-load JS + CSS',
      `${kb(heaviest.js)} + ${kb(heaviest.css)}`,
      `JS ≤ ${TARGETS.firstLoadJsKb} KB`,
    );
    row('  page', heaviest.route);
  }
}

/** The server on this build: start-up, memory, search, and the index's own memory. */
export function reportServer(server, index) {
  row(
    'server ready (serves /)',
    `${(server.readyMs / 1000).toFixed(2)} s${inCal(server.readyMs)}`,
    `≤ ${TARGETS.serverReadyS} s`,
  );
  row('server RSS after start', mb(server.rssAfterStartKb * 1024));
  row(
    'server RSS after searches',
    `${mb(server.rssAfterSearchKb * 1024)} (${server.search.count} searches)`,
    `≤ ${TARGETS.serverRssMb} MB`,
  );
  row('  + one MCP search_docs', mb(server.rssAfterMcpKb * 1024), 'no growth (one index)');
  row(
    '  after a full GC',
    `RSS ${mb(server.afterGc.rss)}, heap ${mb(server.afterGc.heapUsed)}, external ${mb(server.afterGc.external)}`,
    `RSS ≤ ${TARGETS.serverRssMb} MB`,
  );
  row(
    'search p50 / p95 (HTTP)',
    `${server.search.p50.toFixed(1)} / ${server.search.p95.toFixed(1)} ms (${server.documents} documents)${inCal(server.search.p95).replace('(', '(p95 ')}`,
    `p95 ≤ ${TARGETS.searchP95Ms} ms`,
  );
  const ms = ({ p50, p95 }) =>
    `${p50.toFixed(1)} / ${p95.toFixed(1)} ms${inCal(p95).replace('(', '(p95 ')}`;
  row(
    '  common words, first time',
    `${ms(server.commonFirst)} (${server.commonFirst.count} queries)`,
  );
  row('  common words, next page', ms(server.commonAgain));
  row('  server RSS after them', mb(server.rssAfterCommonKb * 1024));
  if (index)
    row(
      'search index in memory',
      `heap ${mb(index.heapBytes)}, RSS ${mb(index.rssBytes)}, load ${index.loadMs.toFixed(0)} ms${inCal(index.loadMs)}`,
    );
}

export const relativeTo = (dir, file) => path.relative(dir, file).split(path.sep).join('/');
