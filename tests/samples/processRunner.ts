import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { RoundRunner } from './runSamples';
import { writeReaderFiles } from './nodeRunner';

/** How to run a saved sample in one language: its file name and the command that runs it. */
export interface Interpreter {
  file: string;
  command: (file: string) => [string, string[]];
  env?: Record<string, string>;
  timeoutMs?: number;
}

function runOne(
  command: [string, string[]],
  cwd: string,
  env: Record<string, string> | undefined,
  timeout: number,
) {
  return new Promise<{ kind: string; text?: string }>((resolve) => {
    execFile(
      command[0],
      command[1],
      { cwd, env: { ...process.env, ...env }, timeout },
      (error, stdout, stderr) =>
        resolve(
          error
            ? { kind: 'error', text: `${stderr || stdout || error.message}`.slice(0, 1500) }
            : { kind: 'printed', text: stdout.slice(0, 1500) },
        ),
    );
  });
}

/**
 * A round runner for a language run by its own interpreter: each sample saved in a folder of its
 * own, as a reader saves it, and run unchanged, one after another; the proxy is told whose
 * requests follow before each.
 */
export function processRunner(interpreter: Interpreter): RoundRunner {
  return async (dir, samples, proxyOrigin) => {
    const outcomes = new Map<string, { kind: string; text?: string }>();
    for (const [index, sample] of samples.entries()) {
      const folder = path.join(dir, `sample-${String(index).padStart(3, '0')}`);
      fs.mkdirSync(folder, { recursive: true });
      writeReaderFiles(folder);
      const file = path.join(folder, interpreter.file);
      fs.writeFileSync(file, sample.code);
      await fetch(`${proxyOrigin}/__sample/${encodeURIComponent(sample.id)}`);
      const command = interpreter.command(file);
      outcomes.set(
        sample.id,
        await runOne(command, folder, interpreter.env, interpreter.timeoutMs ?? 60_000),
      );
    }
    return outcomes;
  };
}
