// Gatsby's workers, kept from running queries to rendering HTML when they ran only a few queries.
//
// `gatsby build` runs page queries in its worker processes and then restarts them all before
// rendering HTML, "to lower memory pressure while merging state" (gatsby/dist/commands/build.js):
// after thousands of queries a worker holds much of the site in memory. After a few it holds
// little, and the restart is then the longest part of a rebuild's HTML step: each new worker
// loads Gatsby's whole worker code again (webpack, the plugin loader, the store) before it renders
// a page, 1.2 of the 1.5 s a rebuild after one spec edit took to render its 3 pages (issue 25).
//
// Preloaded into `gatsby build` with gatsby/tuning/patches/gatsbyFiles.cjs (gatsby/tuning/patches/preload.cjs),
// this counts the queries each run in workers asks for, and lets the pool's restart after it go
// ahead only past RESTART_AFTER_QUERIES. A cold build runs a query per page and restarts as before.
'use strict';
/** Queries after which the workers are restarted as Gatsby does (a full build runs thousands). */
const RESTART_AFTER_QUERIES = 200;

/** The module this changes, as the preload names it. */
const POOL = 'gatsby/dist/utils/worker/pool';

/** How many queries a `runQueriesInWorkersQueue` call asks for. */
function queryCount(queryIds) {
  return ['staticQueryIds', 'pageQueryIds', 'sliceQueryIds'].reduce(
    (sum, kind) => sum + (Array.isArray(queryIds?.[kind]) ? queryIds[kind].length : 0),
    0,
  );
}

/**
 * Changes Gatsby's worker pool module (`pool`: the exports of gatsby/dist/utils/worker/pool):
 * pools it creates skip a restart that follows runs of at most `limit` queries in all. False when
 * the module is not as expected (another Gatsby version): Gatsby restarts its workers as always.
 */
function keepWorkersAfterFewQueries(pool, limit = RESTART_AFTER_QUERIES) {
  if (typeof pool?.create !== 'function' || typeof pool.runQueriesInWorkersQueue !== 'function')
    return false;
  const create = pool.create;
  const runQueries = pool.runQueriesInWorkersQueue;
  /** Queries run in workers since the last restart. */
  let since = 0;
  pool.runQueriesInWorkersQueue = (workers, queryIds, ...rest) => {
    since += queryCount(queryIds);
    return runQueries(workers, queryIds, ...rest);
  };
  pool.create = (...args) => {
    const workers = create(...args);
    const restart = workers.restart.bind(workers);
    workers.restart = async () => {
      const ran = since;
      since = 0;
      if (ran <= limit) return undefined; // (the workers saved their query state to disk already)
      return restart();
    };
    return workers;
  };
  return true;
}

module.exports = { POOL, RESTART_AFTER_QUERIES, keepWorkersAfterFewQueries, queryCount };
