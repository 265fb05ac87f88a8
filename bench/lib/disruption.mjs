// The disruption half of `npm run bench:cluster`: load through the balancer (autocannon on an
// envelope GET and POST, 5 connections each) while app1 is killed with kill -9, or while both
// instances restart in turn (SIGTERM, start again, one then the other). A probe in this process
// asks the GET every 20 ms and timestamps each failure, which autocannon does not.
import { waitForServerState } from '../../test-support/haproxy.ts';
import { autocannon, failures } from './autocannon.mjs';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function startProbe({ url, headers }) {
  const failed = [];
  let stopped = false;
  let sent = 0;
  const loop = (async () => {
    while (!stopped) {
      sent += 1;
      try {
        const response = await fetch(url, { headers, signal: AbortSignal.timeout(10_000) });
        await response.arrayBuffer();
        if (response.status !== 200) failed.push(Date.now());
      } catch {
        failed.push(Date.now());
      }
      await sleep(20);
    }
  })();
  return {
    async stop() {
      stopped = true;
      await loop;
      return { sent, failed };
    },
  };
}

const summary = (label, result) =>
  `  ${label}: ${result.requests.total} requests, ${failures(result)} failed ` +
  `(${result.non2xx} non-2xx, ${result.errors} socket errors, ${result.timeouts} timeouts)`;

/** Runs one disruption (`kind`: 'kill' or 'rolling') under load and prints what clients saw. */
export async function disruption(cluster, { get, post }, kind) {
  const seconds = kind === 'kill' ? 15 : 60;
  const loads = Promise.all([autocannon(get, 5, seconds), autocannon(post, 5, seconds)]);
  const loadEndsAt = Date.now() + seconds * 1000;
  const probe = startProbe(get);
  await sleep(4000);
  const startedAt = Date.now();
  let what;
  if (kind === 'kill') {
    cluster.instances[0].process.kill('SIGKILL');
    await waitForServerState(cluster.balancer, 'app1', 'DOWN', 15_000);
    what = `kill -9 of app1: the balancer marked it down ${Date.now() - startedAt} ms after the kill`;
  } else {
    for (const index of [0, 1]) {
      const stopping = cluster.instances[index];
      stopping.process.kill('SIGTERM');
      await stopping.exited;
      await cluster.restart(index);
    }
    const done = Date.now();
    what =
      `rolling restart (SIGTERM, start, wait until the balancer has it; app1 then app2): ` +
      `${((done - startedAt) / 1000).toFixed(1)} s` +
      (done > loadEndsAt ? ' (longer than the load: its end went unmeasured)' : '');
  }
  const [getResult, postResult] = await loads;
  const probed = await probe.stop();
  if (kind === 'kill') await cluster.restart(0);

  console.info(`${what}; ${seconds} s of load through the balancer:`);
  console.info(summary('GET envelope', getResult));
  console.info(summary('POST envelope', postResult));
  const window = probed.failed.length
    ? `from ${probed.failed[0] - startedAt} ms to ${probed.failed.at(-1) - startedAt} ms after it began`
    : 'none';
  console.info(
    `  probe (GET every 20 ms): ${probed.sent} requests, ${probed.failed.length} failed; failures ${window}`,
  );
}
