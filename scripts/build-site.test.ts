/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '..');

/** siteBuildEnv of scripts/build-site.mjs for `env`, then a Node started in it: its heap limit. */
function heapLimitMbIn(env: Record<string, string>) {
  const script = `import { siteBuildEnv } from './scripts/build-site.mjs';
    import { spawnSync } from 'node:child_process';
    const built = siteBuildEnv(JSON.parse(process.argv[1]));
    const child = spawnSync(process.execPath, ['-p', 'require("v8").getHeapStatistics().heap_size_limit'], { env: built, encoding: 'utf8' });
    console.log(JSON.stringify({ env: built, limit: Number(child.stdout) / 2 ** 20 }));`;
  const run = spawnSync(
    process.execPath,
    ['--input-type=module', '-e', script, JSON.stringify({ PATH: process.env.PATH, ...env })],
    { cwd: root, encoding: 'utf8' },
  );
  if (run.status !== 0) return { error: run.stderr };
  return JSON.parse(run.stdout) as { env: Record<string, string>; limit: number };
}

describe('the site build environment (scripts/build-site.mjs)', () => {
  it('bounds the heap of the processes gatsby build starts, telemetry off', () => {
    const result = heapLimitMbIn({});
    expect(result).toMatchObject({ env: { GATSBY_TELEMETRY_DISABLED: '1' } });
    // V8's limit is the old space asked for plus its young generation.
    expect('limit' in result && result.limit).toBeGreaterThanOrEqual(1024);
    expect('limit' in result && result.limit).toBeLessThan(1200);
  });

  it('takes another bound from DEVCENTER_BUILD_HEAP_MB, and a NODE_OPTIONS bound wins over both', () => {
    const raised = heapLimitMbIn({ DEVCENTER_BUILD_HEAP_MB: '2048' });
    expect('limit' in raised && raised.limit).toBeGreaterThanOrEqual(2048);
    expect('limit' in raised && raised.limit).toBeLessThan(2300);
    const own = heapLimitMbIn({ NODE_OPTIONS: '--max-old-space-size=700' });
    expect('limit' in own && own.limit).toBeLessThan(900);
  });

  it('refuses a bound that is not a whole number of MB, naming the variable', () => {
    expect(heapLimitMbIn({ DEVCENTER_BUILD_HEAP_MB: 'lots' })).toMatchObject({
      error: expect.stringContaining('DEVCENTER_BUILD_HEAP_MB must be a whole number of MB'),
    });
  });

  it('names DEVCENTER_BUILD_HEAP_MB when the build aborts as V8 does out of heap, and only then', () => {
    const script = `import { heapHint } from './scripts/build-site.mjs';
      const env = { DEVCENTER_BUILD_HEAP_MB: '1500' };
      console.log(JSON.stringify([
        heapHint({ status: null, signal: 'SIGABRT' }, env),
        heapHint({ status: 134, signal: null }, env),
        heapHint({ status: 1, signal: null }, env) ?? null,
        heapHint({ status: 0, signal: null }, env) ?? null,
      ]));`;
    const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
      cwd: root,
      encoding: 'utf8',
    });
    const [aborted, throughShell, failed, passed] = JSON.parse(run.stdout) as (string | null)[];
    expect(aborted).toContain('DEVCENTER_BUILD_HEAP_MB');
    expect(aborted).toContain('1500 MB');
    expect(throughShell).toBe(aborted);
    expect([failed, passed]).toEqual([null, null]);
  });
});
