import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const NODE_MODULES = path.resolve(__dirname, '../../node_modules');

/** The files samples read, as a reader keeps them beside the script: a CSV of users to import. */
export function writeReaderFiles(dir: string): void {
  fs.writeFileSync(
    path.join(dir, 'file.csv'),
    'AccountID,UserName,UserEmail\n,Sam Lee,sam.lee@example.test\n',
  );
}

/** How one sample ended, as the driver saw it. */
export interface DriverOutcome {
  id: string;
  kind: 'printed' | 'error' | 'timeout';
  text?: string;
}

/**
 * Writes each Node.js sample to a file of its own, as a reader saves it, and runs them all in one
 * Node process (nodeDriver.cjs), in order; the SDKs resolve from this project's node_modules.
 */
export async function runNodeSamples(
  dir: string,
  samples: { id: string; code: string }[],
  proxyOrigin: string,
): Promise<Map<string, DriverOutcome>> {
  fs.mkdirSync(dir, { recursive: true });
  writeReaderFiles(dir);
  const list = samples.map((sample, index) => {
    const file = path.join(dir, `sample-${String(index).padStart(3, '0')}.js`);
    fs.writeFileSync(file, sample.code);
    return { id: sample.id, file };
  });
  const listFile = path.join(dir, 'samples.json');
  fs.writeFileSync(listFile, JSON.stringify(list));
  const { stdout } = await run(
    process.execPath,
    [path.join(__dirname, 'nodeDriver.cjs'), listFile, proxyOrigin],
    {
      cwd: dir,
      env: { ...process.env, NODE_PATH: NODE_MODULES },
      maxBuffer: 32 * 1024 * 1024,
      timeout: 300_000,
    },
  );
  const outcomes = new Map<string, DriverOutcome>();
  for (const line of stdout.split('\n').filter((text) => text.startsWith('{"id"'))) {
    const outcome = JSON.parse(line) as DriverOutcome;
    outcomes.set(outcome.id, outcome);
  }
  return outcomes;
}
