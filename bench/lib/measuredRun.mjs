// Runs a command with a time limit while sampling the peak RSS of its whole process tree; the
// output goes to a log file and its last lines are kept, so a failed or killed build still
// reports how far it got and how much memory it took.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { stripVTControlCharacters } from 'node:util';
import { treeRssByPid, waitedChildrenCpuSeconds } from './processTree.mjs';

const SAMPLE_MS = 200;
const TAIL_LINES = 15;
const ERROR_LINES = 40;
const ERROR_CONTEXT = 12;
// Log lines without their colour codes.
const plain = stripVTControlCharacters;
const PROGRESS_S = 30;

export function measuredRun(command, args, { cwd, env, logFile, timeoutMs, onProgress }) {
  return new Promise((resolve) => {
    const log = fs.createWriteStream(logFile);
    // Its own process group, so a time-out ends Gatsby's workers with it.
    const child = spawn(command, args, {
      cwd,
      env,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const tail = [];
    const errors = []; // the first error lines and a few after each: the cause, not the stack
    let errorContext = 0;
    let partial = '';
    const remember = (line) => {
      if (/^\s*(error|ERROR)\b/.test(line)) errorContext = ERROR_CONTEXT;
      if (errorContext > 0 && errors.length < ERROR_LINES) {
        errors.push(line);
        errorContext -= 1;
      }
      tail.push(line);
    };
    const keep = (chunk) => {
      log.write(chunk);
      const lines = (partial + chunk.toString()).split('\n');
      partial = lines.pop();
      lines.map(plain).forEach(remember);
      tail.splice(0, Math.max(0, tail.length - TAIL_LINES));
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    const started = process.hrtime.bigint();
    const cpuBefore = waitedChildrenCpuSeconds();
    const elapsed = () => Number(process.hrtime.bigint() - started) / 1e9;
    let peakKb = 0;
    // At the peak: the largest process (Gatsby's main one) and the rest (its workers).
    let peakSplit = { largestKb: 0, othersKb: 0, processes: 0 };
    let timedOut = false;
    let reported = 0;
    const sampler = setInterval(() => {
      const byPid = [...treeRssByPid(child.pid).values()];
      const total = byPid.reduce((sum, kb) => sum + kb, 0);
      if (total > peakKb) {
        peakKb = total;
        const largestKb = Math.max(...byPid);
        peakSplit = { largestKb, othersKb: total - largestKb, processes: byPid.length };
      }
      if (onProgress && elapsed() - reported >= PROGRESS_S) {
        reported += PROGRESS_S;
        onProgress(elapsed(), peakKb);
      }
    }, SAMPLE_MS);
    const limit = setTimeout(() => {
      timedOut = true;
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }, timeoutMs);
    child.on('close', (code, signal) => {
      clearInterval(sampler);
      clearTimeout(limit);
      try {
        process.kill(-child.pid, 'SIGKILL'); // a worker the build left behind
      } catch {
        // none left: the usual case
      }
      const seconds = elapsed();
      // (the child is waited for by now: its tree's CPU time is counted)
      const cpuAfter = waitedChildrenCpuSeconds();
      const cpuSeconds =
        cpuBefore === undefined || cpuAfter === undefined ? undefined : cpuAfter - cpuBefore;
      if (partial) remember(plain(partial));
      log.end();
      resolve({
        code: code ?? 1,
        signal,
        seconds,
        cpuSeconds,
        peakKb,
        peakSplit,
        timedOut,
        errors,
        tail: tail.slice(-TAIL_LINES),
      });
    });
  });
}
