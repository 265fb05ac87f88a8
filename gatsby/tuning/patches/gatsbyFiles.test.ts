/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

// gatsby build compiles the site's gatsby-node.ts and gatsby-config.ts with esbuild in place of
// Gatsby's Parcel step (gatsby/tuning/patches/gatsbyFiles.cjs, preloaded by siteBuildEnv). What it writes must
// be what Gatsby's step wrote: files Node loads from .cache/compiled with the same exports, each
// module's __dirname its own folder.

const root = path.resolve(__dirname, '../../..');
const FILES = path.join(__dirname, 'gatsbyFiles.cjs');
const PRELOAD = path.join(__dirname, 'preload.cjs');
const { compileGatsbyFiles } = createRequire(__filename)(FILES) as {
  compileGatsbyFiles(siteRoot: string, outDir?: string): Promise<boolean>;
};

/**
 * Runs a CommonJS script in a plain Node (no Jest registry, no mocks): the JSON of its last line
 * (loading gatsby-node logs a line of its own first).
 */
function inNode(script: string, args: string[] = [], options: { execArgv?: string[] } = {}) {
  const run = spawnSync(process.execPath, [...(options.execArgv ?? []), '-e', script, ...args], {
    cwd: root,
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(run.stderr);
  return JSON.parse(run.stdout.trim().split('\n').at(-1)!);
}

function site(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gatsby-files-'));
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

const compiledExports = (file: string) =>
  inNode('const m = require(process.argv[1]); console.log(JSON.stringify(m))', [file]);

it("compiles this site's gatsby-node.ts into a module Node loads, with every API it exports", async () => {
  // Inside the site, as Gatsby's .cache/compiled is, so that npm packages resolve.
  const outDir = path.join(root, '.cache', `jest-gatsby-files-${process.pid}`);
  try {
    expect(await compileGatsbyFiles(root, outDir)).toBe(true);
    const exported = [
      ...fs.readFileSync(path.join(root, 'gatsby-node.ts'), 'utf8').matchAll(/export \{ (\w+) \}/g),
    ].map((match) => match[1]);
    expect(exported.length).toBeGreaterThan(3);
    const kinds = inNode(
      'const m = require(process.argv[1]); console.log(JSON.stringify(Object.fromEntries(Object.entries(m).map(([k, v]) => [k, typeof v]))))',
      [path.join(outDir, 'gatsby-node.js')],
    );
    expect(kinds).toEqual(Object.fromEntries(exported.map((name) => [name, 'function'])));
    const config = inNode(
      'const m = require(process.argv[1]); console.log(JSON.stringify(Object.keys(m.default ?? m)))',
      [path.join(outDir, 'gatsby-config.js')],
    );
    expect(config).toEqual(expect.arrayContaining(['siteMetadata', 'plugins']));
  } finally {
    fs.rmSync(outDir, { recursive: true, force: true });
  }
});

it("gives each module its own __dirname and __filename, not the bundle's folder", async () => {
  const dir = site({
    'gatsby-node.ts': `export { where, file, helper } from './gatsby/deep/where';`,
    'gatsby/deep/where.ts': `import { helper } from '../helper';
export const where: string = __dirname;
export const file: string = __filename;
export { helper };`,
    'gatsby/helper.js': `export const helper = require('path').basename(__dirname);`,
    'gatsby-config.ts': `export default { siteMetadata: { data: require('path').join(__dirname, 'data') } };`,
  });
  expect(await compileGatsbyFiles(dir)).toBe(true);
  const compiled = path.join(dir, '.cache', 'compiled');
  expect(fs.readdirSync(compiled).sort()).toEqual(['gatsby-config.js', 'gatsby-node.js']);
  expect(compiledExports(path.join(compiled, 'gatsby-node.js'))).toEqual({
    where: path.join(dir, 'gatsby', 'deep'),
    file: path.join(dir, 'gatsby', 'deep', 'where.ts'),
    helper: 'gatsby',
  });
  expect(compiledExports(path.join(compiled, 'gatsby-config.js')).default).toEqual({
    siteMetadata: { data: path.join(dir, 'data') },
  });
});

it('empties the compiled folder first, and leaves it empty when a file does not compile', async () => {
  const dir = site({
    'gatsby-node.ts': `export { broken } from './gatsby/broken';`,
    'gatsby/broken.ts': `export const broken = (;`,
    '.cache/compiled/gatsby-node.js': 'exports.stale = true;',
  });
  await expect(compileGatsbyFiles(dir)).rejects.toThrow(
    /did not compile:\n.*gatsby\/broken\.ts:1:/,
  );
  expect(fs.existsSync(path.join(dir, '.cache', 'compiled', 'gatsby-node.js'))).toBe(false);
});

it("leaves a site with TypeScript gatsby files under plugins/ to Gatsby's own step", async () => {
  const dir = site({
    'gatsby-node.ts': 'export const onPreInit = () => undefined;',
    'plugins/own/gatsby-node.ts': 'export const onPreInit = () => undefined;',
    '.cache/compiled/gatsby-node.js': 'exports.fromParcel = true;',
  });
  expect(await compileGatsbyFiles(dir)).toBe(false);
  expect(fs.readFileSync(path.join(dir, '.cache', 'compiled', 'gatsby-node.js'), 'utf8')).toBe(
    'exports.fromParcel = true;',
  );
});

describe('the preload', () => {
  const STEP = 'gatsby/dist/utils/parcel/compile-gatsby-files';
  /** Runs Gatsby's compile step on `dir` in a Node started as `argv` would be, with the preload. */
  const stepRun = (dir: string, argv: string[]) =>
    inNode(
      `process.argv.splice(1, process.argv.length, ...JSON.parse(process.argv[1]));
      require(${JSON.stringify(PRELOAD)});
      const step = require(require.resolve(${JSON.stringify(STEP)}, { paths: [process.cwd()] }));
      console.log(JSON.stringify({ ours: !/parcel/i.test(String(step.compileGatsbyFiles)) }));`,
      [JSON.stringify(argv)],
    );

  it("puts esbuild's compile in place of Gatsby's in the process running gatsby build", async () => {
    const gatsbyCli = path.join(root, 'node_modules', 'gatsby', 'cli.js');
    expect(stepRun(root, [gatsbyCli, 'build'])).toEqual({ ours: true });
    expect(stepRun(root, [path.join(root, 'node_modules', '.bin', 'gatsby'), 'build'])).toEqual({
      ours: true,
    });
    // gatsby develop, and any other Node the build starts, keep Gatsby's own step.
    expect(stepRun(root, [gatsbyCli, 'develop'])).toEqual({ ours: false });
    expect(stepRun(root, [path.join(root, 'server', 'index.js'), 'build'])).toEqual({
      ours: false,
    });
  });

  it("runs the replaced step as Gatsby calls it: the site's files compiled, no Parcel cache", async () => {
    const dir = site({ 'gatsby-node.ts': 'export const onPreInit = (): string => __dirname;' });
    const result = inNode(
      `process.argv.splice(1, 2, ${JSON.stringify(path.join(root, 'node_modules', 'gatsby', 'cli.js'))}, 'build');
      require(${JSON.stringify(PRELOAD)});
      const step = require(require.resolve(${JSON.stringify(STEP)}, { paths: [process.cwd()] }));
      step.compileGatsbyFiles(${JSON.stringify(dir)}).then(() => {
        const m = require(${JSON.stringify(path.join(dir, '.cache', 'compiled', 'gatsby-node.js'))});
        console.log(JSON.stringify({ dirname: m.onPreInit() }));
      });`,
    );
    expect(result).toEqual({ dirname: dir });
    expect(fs.existsSync(path.join(dir, '.cache', '.parcel-cache'))).toBe(false);
  });
});
