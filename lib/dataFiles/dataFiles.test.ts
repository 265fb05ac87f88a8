/** @jest-environment node */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readOrCreateSecretFile } from './index';

const dir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'data-files-'));

describe('secret files', () => {
  it('generates a secret once, private to the owner, and reads it back', () => {
    const file = path.join(dir(), 'nested', 'cookie-secret');
    const secret = readOrCreateSecretFile(file);
    expect(secret).toMatch(/^[\w-]{43}$/);
    expect(readOrCreateSecretFile(file)).toBe(secret);
    expect(fs.statSync(file).mode & 0o077).toBe(0);
  });

  it('refuses an empty or malformed secret file, naming it, and leaves it as it was', () => {
    const file = path.join(dir(), 'cookie-secret');
    fs.writeFileSync(file, '\n');
    expect(() => readOrCreateSecretFile(file)).toThrow(`${file} is empty`);
    fs.writeFileSync(file, 'short');
    expect(() => readOrCreateSecretFile(file)).toThrow(`${file} does not hold a generated secret`);
    expect(fs.readFileSync(file, 'utf8')).toBe('short');
  });

  it('gives processes starting together on one data directory the same secrets', async () => {
    // Four processes start creating the same 2,000 files at one agreed moment: every one of them
    // must read back the secret that won, never a file created but not yet written.
    const folder = dir();
    const startAt = Date.now() + 3000;
    const script = [
      "const { readOrCreateSecretFile } = require('./lib/dataFiles/secretFile.ts');",
      `Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ${startAt} - Date.now());`,
      `const files = Array.from({ length: 2000 }, (_, i) => ${JSON.stringify(folder)} + '/s' + i);`,
      'console.log(JSON.stringify(files.map(readOrCreateSecretFile)));',
    ].join('\n');
    const run = () =>
      new Promise<string[]>((resolve, reject) => {
        execFile(
          process.execPath,
          ['--import', 'tsx', '-e', script],
          { cwd: path.resolve(__dirname, '..', '..'), maxBuffer: 1 << 24 },
          (error, stdout) => (error ? reject(error) : resolve(JSON.parse(stdout))),
        );
      });
    const [first, ...others] = await Promise.all([run(), run(), run(), run()]);
    for (const other of others) expect(other).toEqual(first);
    expect(fs.readdirSync(folder)).toHaveLength(2000);
  }, 60_000);
});
