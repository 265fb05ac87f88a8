import v8 from 'node:v8';

/**
 * How far the old generation may grow past what is live before V8 collects it, once started.
 * V8's own choice on a machine with this much memory is up to four times the live size.
 */
export const SERVING_HEAP_GROWTH_PERCENT = 25;

/**
 * Runs the server's start-up with V8 favouring memory over speed, then lets it favour speed
 * again within a bounded growth of the heap.
 *
 * Start-up parses the search index and the reference catalog from JSON: at ten thousand
 * operations about 200 MB of garbage beside 160 MB that stays. Left to V8's defaults, that
 * garbage stayed and the server sat at 450 to 600 MB; favouring memory makes V8 collect it as it
 * goes (about 260 MB once started: bench:reference). Not kept on afterwards: searching then
 * collected the old generation every quarter of a second and doubled search latency at the 95th
 * percentile. Instead the heap may grow by SERVING_HEAP_GROWTH_PERCENT before a full collection
 * (incremental, a few ms of pause): 400 searches left the server at 315 to 320 MB rather than
 * 380 to 450, at the same latency. No upper bound is set: a busy server that reached one would
 * crash instead of slowing.
 *
 * Set at run time rather than as command-line flags so every way of starting (npm start,
 * npm run serve, the MCP bin, a cluster node) gets them; V8 reads both each time it decides
 * whether to grow the heap. (The command-line form of --optimize-for-size also caps the young
 * generation, which costs throughput; set here, it does not.)
 */
export async function startFavouringMemory<T>(
  start: () => Promise<T>,
  setFlags: (flags: string) => void = v8.setFlagsFromString,
): Promise<T> {
  setFlags('--optimize-for-size');
  try {
    return await start();
  } finally {
    setFlags('--no-optimize-for-size');
    setFlags(`--heap-growing-percent=${SERVING_HEAP_GROWTH_PERCENT}`);
  }
}
