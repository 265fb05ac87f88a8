import { execFile } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Browser } from '@playwright/test';
import yauzl from 'yauzl';
import { tempDir } from './testServer';

/**
 * Running a downloaded quickstart project as its reader would: unzip it, run the command its
 * README gives, open the signing URL it prints in Chromium and sign there. For the codeload
 * route tests.
 */

const run = promisify(execFile);

/** The archive's entries, name → content, read with yauzl. */
export function unzip(buffer: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buffer, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error);
      const entries = new Map<string, Buffer>();
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream) return reject(streamError);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            entries.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(entries));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

/** Writes the entries into a new temporary folder, as an unzip tool does; answers that folder. */
export function extract(entries: Map<string, Buffer>): string {
  const dir = tempDir('codeload-run-');
  for (const [name, data] of entries) {
    const target = path.join(dir, name);
    if (!target.startsWith(dir + path.sep)) throw new Error(`${name} leaves the folder`);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, data);
  }
  return dir;
}

/**
 * The README's command: the first line of the first `sh` block under "## Run", its comment
 * dropped. The tests run exactly this, so a README that names a wrong command fails them.
 */
export function readmeCommand(projectDir: string): string {
  const readme = readFileSync(path.join(projectDir, 'README.md'), 'utf8');
  const block = /^## Run\n[\s\S]*?^```sh\n(.*)$/m.exec(readme);
  if (!block) throw new Error(`${projectDir}/README.md has no sh block under "## Run"`);
  return block[1].replace(/\s+#.*$/, '').trim();
}

/**
 * The environment the projects run in. Go keeps its build cache and module folder under
 * GOCACHE and GOPATH, by default in a HOME that a CI sandbox may lack: both go to one folder
 * shared by the file's runs (only the first compiles from cold), and GOPROXY=off proves the
 * project needs nothing from the internet.
 */
export function projectEnv(): NodeJS.ProcessEnv {
  const go = tempDir('codeload-go-');
  return {
    ...process.env,
    GOCACHE: path.join(go, 'cache'),
    GOPATH: path.join(go, 'path'),
    GOPROXY: 'off',
  };
}

/**
 * Runs a shell command (a README's, or one the program printed) in the project's folder; a
 * missing runtime fails with bash's "command not found", never a skip.
 */
export function runCommand(command: string, cwd: string, env: NodeJS.ProcessEnv, timeout: number) {
  return run('bash', ['-c', command], { cwd, env, timeout, maxBuffer: 4 * 1024 * 1024 });
}

/**
 * At most `concurrency` bodies at a time, the rest queued in order. The projects' runs are mostly
 * CPU (compilers, runtimes' start, Chromium, the sandbox's PDF work): more of them at once than a
 * small machine has cores only stretches each, until a program's own 30 s request timeout fires.
 */
export function limited(concurrency: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async <T>(body: () => Promise<T>): Promise<T> => {
    if (running >= concurrency) await new Promise<void>((resolve) => waiting.push(resolve));
    running += 1;
    try {
      return await body();
    } finally {
      running -= 1;
      waiting.shift()?.();
    }
  };
}

/** The line the program prints after "Envelope sent": the command that downloads the PDF. */
export function printedDownloadCommand(stdout: string, envelopeId: string): string {
  const match = /^After signing, download the completed PDF: (.+)$/m.exec(stdout);
  if (!match) throw new Error(`no download command in:\n${stdout}`);
  if (!match[1].endsWith(` download ${envelopeId}`)) {
    throw new Error(`the download command does not name envelope ${envelopeId}: ${match[1]}`);
  }
  return match[1];
}

/**
 * A signer in Chromium: opens the signing URL, signs the one Sign Here field with the name
 * the ceremony proposes and finishes; answers once the ceremony has returned to returnUrl.
 */
export async function signInBrowser(browser: Browser, signingUrl: string, returnUrl: string) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(signingUrl);
    await page.getByRole('button', { name: 'Sign here (required)' }).click();
    await page
      .getByRole('dialog', { name: 'Adopt your signature' })
      .getByRole('button', { name: 'Adopt and sign' })
      .click();
    await page.getByRole('button', { name: 'Finish', exact: true }).click();
    await page.waitForURL(`${returnUrl}?event=signing_complete`);
  } finally {
    await context.close();
  }
}
