import v8 from 'node:v8';

/**
 * Runs the server's start-up with V8 favouring memory over speed, then lets it favour speed
 * again. Start-up parses the search index and the reference catalog from JSON: at ten thousand
 * operations about 200 MB of garbage beside 160 MB that stays. Left to V8's defaults, which let
 * the old generation grow to four times what is live before collecting it on a machine with this
 * much memory, that garbage stayed and the server sat at 450 to 600 MB; favouring memory makes V8
 * collect it as it goes (about 260 MB once started: bench:reference). Not kept on afterwards:
 * searching then collected the old generation every quarter of a second and doubled search
 * latency at the 95th percentile. Set at run time rather than as a command-line flag so every
 * way of starting (npm start, npm run serve, the MCP bin, a cluster node) gets it; V8 reads it
 * each time it decides whether to grow the heap.
 */
export async function startFavouringMemory<T>(start: () => Promise<T>): Promise<T> {
  v8.setFlagsFromString('--optimize-for-size');
  try {
    return await start();
  } finally {
    v8.setFlagsFromString('--no-optimize-for-size');
  }
}
