// autocannon in a process of its own (so the load does not share the measuring process's event
// loop), stopped if it overruns its duration by 15 s; answers its JSON summary.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensureTools } from './tools.mjs';

const RUNNER = path.join(import.meta.dirname, 'autocannonProcess.mjs');

/**
 * `request`: { url, method?, headers? (object), body? (string), requests? }; `connections`,
 * `seconds`. `requests` ({ method?, path, headers?, body? }[]) is a sequence each connection
 * sends in turn, over and over (the queries of a search mix, say). Each request has a 10 s
 * limit (a timeout counts as an error).
 */
export function autocannon(
  { url, method = 'GET', headers = {}, body, requests },
  connections,
  seconds,
) {
  // autocannon lives in bench/tools, installed on first use.
  ensureTools('autocannon');
  const options = { url, method, headers, body, requests, connections, duration: seconds };
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [RUNNER, JSON.stringify({ ...options, timeout: 10 })], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const overrun = setTimeout(() => child.kill('SIGKILL'), (seconds + 15) * 1000);
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.on('error', reject);
    child.on('exit', (code) => {
      clearTimeout(overrun);
      if (code !== 0) return reject(new Error(`autocannon exited with ${code}`));
      resolve(JSON.parse(out));
    });
  });
}

/** Answers that were not 2xx, socket errors and timeouts. */
export const failures = (result) => result.non2xx + result.errors + result.timeouts;
