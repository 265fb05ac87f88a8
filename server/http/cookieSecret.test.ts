/** @jest-environment node */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { resolveCookieSecret } from './cookieSecret';
import { tempDir } from '../../test-support/testServer';

describe('resolveCookieSecret', () => {
  it('generates a secret once per data directory and keeps it across restarts', async () => {
    const dataDir = path.join(tempDir(), 'nested');
    const first = await resolveCookieSecret(undefined, dataDir);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(await resolveCookieSecret(undefined, dataDir)).toBe(first);
    expect(readFileSync(path.join(dataDir, 'cookie-secret'), 'utf8')).toBe(first);
    expect(statSync(path.join(dataDir, 'cookie-secret')).mode & 0o077).toBe(0);
  });

  it('prefers the configured secret', async () => {
    expect(await resolveCookieSecret('c'.repeat(40), tempDir())).toBe('c'.repeat(40));
  });
});
