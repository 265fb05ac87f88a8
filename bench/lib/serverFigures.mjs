// The server's figures on a built site: time until it serves a page, its memory, search latency
// over HTTP and the memory of one MCP search beside it (the index is shared, so it should add
// nothing). Used by bench:reference on the corpus build and by bench:server on the bundled one.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { freePort } from './freePort.mjs';
import { treeRssKb } from './processTree.mjs';
import { commonWords, percentile, searchQueries, titleWords } from './searchCorpus.mjs';

const READY_LIMIT_MS = 120_000;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Starts `command args` (a server entry) on a free port and answers how long it took until `/`
 * answered 200, with a `stop` function. `env` adds to the bench's own environment.
 */
export async function timedStart({ command, args, cwd, env = {}, publicDir }) {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-server-figures-'));
  const started = performance.now();
  const child = spawn(command, args, {
    cwd,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_DIR: publicDir,
      RATE_LIMIT_MAX: '100000000',
      SANDBOX_API_HOURLY_LIMIT: '100000000',
      SANDBOX_API_BURST_LIMIT: '100000000',
      LOG_LEVEL: 'warn',
    },
  });
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  while (performance.now() - started < READY_LIMIT_MS) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${origin}/`)).status === 200) {
        return { origin, pid: child.pid, readyMs: performance.now() - started, stop };
      }
    } catch {
      // not listening yet
    }
    await sleep(20);
  }
  await stop();
  throw new Error(`the server did not serve / within ${READY_LIMIT_MS / 1000} s`);
}

/** The built search index: plain, or gzipped only (gatsby/precompress.ts). */
function readSearchIndex(file) {
  const text = fs.existsSync(file)
    ? fs.readFileSync(file, 'utf8')
    : gunzipSync(fs.readFileSync(`${file}.gz`)).toString('utf8');
  return JSON.parse(text);
}

async function searchLatency(origin, queries, page = '') {
  const times = [];
  for (const q of queries) {
    const begun = performance.now();
    const response = await fetch(`${origin}/api/search?q=${encodeURIComponent(q)}${page}`);
    await response.arrayBuffer();
    times.push(performance.now() - begun);
    if (response.status !== 200) throw new Error(`/api/search?q=${q}: ${response.status}`);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), count: times.length };
}

async function mcpSearch(origin) {
  const response = await fetch(`${origin}/mcp`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'tools/call',
      params: { name: 'search_docs', arguments: { query: 'envelope' } },
    }),
  });
  const answer = await response.json();
  if (answer.error || answer.result?.isError)
    throw new Error(`MCP search failed: ${response.status}`);
}

const GC_PROBE = path.join(import.meta.dirname, 'gcProbe.cjs');

/** The server's memory after a full garbage collection (gcProbe.cjs), in bytes. */
async function memoryAfterGc(pid, report) {
  process.kill(pid, 'SIGUSR2');
  for (let waited = 0; waited < 10_000; waited += 100) {
    if (fs.existsSync(report)) return JSON.parse(fs.readFileSync(report, 'utf8'));
    await sleep(100);
  }
  throw new Error('the server wrote no memory report within 10 s of SIGUSR2');
}

/**
 * Start-up, memory, search p50/p95 over HTTP, memory after an MCP search, and the live heap and
 * RSS after a full collection (`command` is Node: the probe is preloaded into it).
 */
export async function serverFigures({ command, args, cwd, env, publicDir }) {
  const report = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'bench-gc-')), 'memory.json');
  const server = await timedStart({
    command,
    args: ['--expose-gc', '--require', GC_PROBE, ...args],
    cwd,
    env: { ...env, BENCH_GC_REPORT: report },
    publicDir,
  });
  try {
    // The specs' operation index loads just after listen (the sandbox's preload): let it settle.
    await sleep(3000);
    const rssAfterStartKb = treeRssKb(server.pid);
    const index = readSearchIndex(path.join(publicDir, 'search', 'index.json'));
    const words = titleWords(index.documents);
    // The warm-up's queries are not the measured ones: the server keeps the ranks of its last
    // queries, and a measured query it had already answered would time its cache.
    await searchLatency(server.origin, searchQueries(words).slice(0, 50));
    const queries = searchQueries(words);
    const search = await searchLatency(server.origin, queries);
    const rssAfterSearchKb = treeRssKb(server.pid);
    await mcpSearch(server.origin);
    const rssAfterMcpKb = treeRssKb(server.pid);
    // The broadest queries, asked once, then their second pages (ranked already: the rank cache).
    const common = commonWords(index.documents);
    const commonFirst = await searchLatency(server.origin, common);
    const commonAgain = await searchLatency(server.origin, common, '&offset=10');
    const rssAfterCommonKb = treeRssKb(server.pid);
    const afterGc = await memoryAfterGc(server.pid, report);
    return {
      afterGc,
      readyMs: server.readyMs,
      rssAfterStartKb,
      rssAfterSearchKb,
      rssAfterMcpKb,
      rssAfterCommonKb,
      search,
      commonFirst,
      commonAgain,
      documents: index.documents.length,
    };
  } finally {
    await server.stop();
    fs.rmSync(path.dirname(report), { recursive: true, force: true });
  }
}
