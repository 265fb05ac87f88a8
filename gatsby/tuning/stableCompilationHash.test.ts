/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
import { outputHash, StableCompilationHash } from './stableCompilationHash';

test('the output hash follows names and bytes, not their order', () => {
  const a = { name: 'app-1.js', source: Buffer.from('one') };
  const b = { name: 'framework-2.js', source: 'two' };
  expect(outputHash([a, b])).toBe(outputHash([b, a]));
  expect(outputHash([a, b])).not.toBe(outputHash([a, { ...b, source: 'two!' }]));
  expect(outputHash([a, b])).not.toBe(outputHash([a, { ...b, name: 'framework-3.js' }]));
  expect(outputHash([a])).toMatch(/^[0-9a-f]{20}$/);
});

/** A real webpack build of one entry; its stats' hash. */
function build(dir: string, source: string): Promise<string> {
  fs.writeFileSync(path.join(dir, 'entry.js'), source);
  return new Promise((resolve, reject) =>
    webpack(
      {
        mode: 'production',
        context: dir,
        entry: './entry.js',
        output: { path: path.join(dir, 'out') },
        plugins: [new StableCompilationHash()],
      },
      (error, stats) => (error || !stats ? reject(error) : resolve(stats.toJson().hash!)),
    ),
  );
}

test("a webpack build's hash is the hash of what it emitted", async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stable-hash-'));
  const first = await build(dir, 'console.log("a");');
  expect(first).toBe(
    outputHash([{ name: 'main.js', source: fs.readFileSync(path.join(dir, 'out', 'main.js')) }]),
  );
  expect(await build(dir, 'console.log("a");')).toBe(first);
  expect(await build(dir, 'console.log("b");')).not.toBe(first);
}, 30_000);
