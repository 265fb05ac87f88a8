/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { resolvePersistSecret } from './persistSecret';

// docs/behaviour.md §3: without GATSBY_PERSIST_SECRET, each install gets its own key, kept across
// builds.
const dataDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'persist-secret-'));
const quiet = () => undefined;

it('uses GATSBY_PERSIST_SECRET when set', () => {
  expect(resolvePersistSecret({ GATSBY_PERSIST_SECRET: 'configured' }, dataDir(), quiet)).toBe(
    'configured',
  );
});

it('generates a random key once per install, keeps it for rebuilds and says so in one line', () => {
  const dir = dataDir();
  const lines: string[] = [];
  const first = resolvePersistSecret({}, dir, (line) => lines.push(line));
  expect(first).toMatch(/^[\w-]{43}$/);
  expect(resolvePersistSecret({}, dir, quiet)).toBe(first);
  expect(lines).toHaveLength(1);
  expect(lines[0]).toContain(path.join(dir, 'persist-secret'));
  expect(fs.statSync(path.join(dir, 'persist-secret')).mode & 0o077).toBe(0);
});

it('never shares a key between installs', () => {
  expect(resolvePersistSecret({}, dataDir(), quiet)).not.toBe(
    resolvePersistSecret({}, dataDir(), quiet),
  );
});

it('refuses an emptied key file rather than using it', () => {
  const dir = dataDir();
  fs.writeFileSync(path.join(dir, 'persist-secret'), '');
  expect(() => resolvePersistSecret({}, dir, quiet)).toThrow(/persist-secret/);
});
