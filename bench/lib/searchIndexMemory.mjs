// Memory one loaded search index takes: a fresh Node process (tsx, for the server's TypeScript)
// loads public/search/index.json through the server's own loader and reports the heap and RSS
// it added after garbage collection; the server holds exactly one such index per process.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..', '..');

const PROBE = `
const { loadSearchService } = require('./server/search/loadSearchService.ts');
const before = (gc(), process.memoryUsage());
const started = performance.now();
const service = loadSearchService(process.argv[1]);
const loadMs = performance.now() - started;
const after = (gc(), process.memoryUsage());
console.log(JSON.stringify({
  documents: service.documents.length,
  loadMs,
  heapBytes: after.heapUsed - before.heapUsed,
  rssBytes: after.rss - before.rss,
}));
`;

/** { documents, loadMs, heapBytes, rssBytes } of loading `indexFile` in a process of its own. */
export function searchIndexMemory(indexFile) {
  const run = spawnSync(
    process.execPath,
    ['--expose-gc', '--import', 'tsx', '-e', PROBE, indexFile],
    { cwd: root, encoding: 'utf8' },
  );
  if (run.status !== 0) throw new Error(`search index probe failed: ${run.stderr}`);
  return JSON.parse(run.stdout.trim().split('\n').at(-1));
}
