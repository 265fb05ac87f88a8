import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { WIDE_REGISTRY, wideSpec } from './wideSpec';

const root = path.resolve(__dirname, '../../..');
// What a Gatsby build reads; node_modules is linked, the rest copied (Gatsby resolves its page
// components by real path, so the sources must sit inside the site folder).
const COPIED = [
  'src',
  'gatsby',
  'lib',
  'plugins',
  'static',
  'content',
  'package.json',
  'tsconfig.json',
];

export interface WideSite {
  dir: string;
  env: Record<string, string>;
}

/** A copy of the site's sources in a temporary folder, to build with other specs. */
export function siteCopy(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const files = fs.readdirSync(root).filter((name) => /^gatsby-.*\.tsx?$/.test(name));
  for (const name of [...COPIED, ...files])
    fs.cpSync(path.join(root, name), path.join(dir, name), { recursive: true });
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'));
  return dir;
}

/**
 * `gatsby build` in a site copy (its .cache kept: a second call is a rebuild), as `npm run build`
 * runs it (scripts/build-site.mjs: the heap bound and the patches of gatsby/tuning/patches, which
 * a rebuild of pages kept gzipped needs to stitch slices into them as shipped).
 */
export function gatsbyBuild(site: WideSite): void {
  const build = spawnSync(process.execPath, [path.join(root, 'scripts', 'build-site.mjs')], {
    cwd: site.dir,
    env: { ...process.env, ...site.env },
    encoding: 'utf8',
  });
  if (build.status !== 0) {
    fs.rmSync(site.dir, { recursive: true, force: true });
    throw new Error(`site build failed:\n${build.stdout}${build.stderr}`);
  }
}

/** The whole site built in a temporary folder from the generated wide spec alone. */
export function buildWideSite(): WideSite {
  const dir = siteCopy('devcenter-wide-');
  const specs = path.join(dir, 'wide-specs');
  fs.mkdirSync(specs);
  fs.writeFileSync(path.join(specs, 'wide-v1.json'), JSON.stringify(wideSpec()));
  fs.writeFileSync(path.join(specs, 'registry.json'), JSON.stringify(WIDE_REGISTRY));
  const env = {
    DEVCENTER_API_REGISTRY: path.join(specs, 'registry.json'),
    DEVCENTER_SPECS_DIR: specs,
    GATSBY_TELEMETRY_DISABLED: '1',
  };
  gatsbyBuild({ dir, env });
  return { dir, env };
}

/** The real server on any free port, serving a site built here. */
export async function startWideServer(site: WideSite): Promise<{ url: string; stop: () => void }> {
  const server: ChildProcess = spawn(process.execPath, ['scripts/compiled.mjs', 'server'], {
    cwd: root,
    env: {
      ...process.env,
      ...site.env,
      PORT: '0',
      HOST: '127.0.0.1',
      PUBLIC_DIR: path.join(site.dir, 'public'),
      DATA_DIR: path.join(site.dir, 'data'),
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
  });
  const url = await new Promise<string>((resolve, reject) => {
    let output = '';
    server.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const found = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (found) resolve(found[1]);
    });
    server.on('exit', (code) => reject(new Error(`wide server exited (${code}): ${output}`)));
  });
  server.stdout?.resume();
  return {
    url,
    stop: () => {
      if (server.pid) process.kill(-server.pid, 'SIGTERM');
      fs.rmSync(site.dir, { recursive: true, force: true });
    },
  };
}
