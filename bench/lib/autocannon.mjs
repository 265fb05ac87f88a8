// autocannon in a process of its own (so the load does not share the measuring process's event
// loop), stopped if it overruns its duration by 15 s; answers its JSON summary.
import { spawn } from 'node:child_process';
import { bin } from './server.mjs';

/**
 * `request`: { url, method?, headers? (object), body? (string) }; `connections`, `seconds`.
 * Each request has a 10 s limit (a timeout counts as an error).
 */
export function autocannon({ url, method = 'GET', headers = {}, body }, connections, seconds) {
  const args = ['-c', String(connections), '-d', String(seconds), '-t', '10', '-j', '-m', method];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}=${value}`);
  if (body !== undefined) args.push('-b', body);
  return new Promise((resolve, reject) => {
    const child = spawn(bin('autocannon'), [...args, url], { stdio: ['ignore', 'pipe', 'pipe'] });
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
