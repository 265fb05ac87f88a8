import type { FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { answeringHook } from './answeringHook';
import { isServerRoute } from './errors';
import { acceptsGzip, GZIP_SUFFIX, sendGunzipped } from './precompressed';

/** The q value an Accept header gives a media type (a specific range beats a wildcard). */
function quality(accept: string, type: string): number {
  let best = -1;
  let found = 0;
  for (const range of accept.split(',')) {
    const [name, ...params] = range.trim().toLowerCase().split(';');
    const rank =
      name === type ? 3 : name === `${type.split('/')[0]}/*` ? 2 : name === '*/*' ? 1 : 0;
    if (rank === 0 || rank < best) continue;
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
    best = rank;
    found = q === undefined ? 1 : Number(q) || 0;
  }
  return found;
}

/** True when the request would rather have markdown than HTML (e.g. `Accept: text/markdown`). */
export function prefersMarkdown(accept: string | undefined): boolean {
  if (!accept) return false;
  const markdown = quality(accept, 'text/markdown');
  return markdown > 0 && markdown > quality(accept, 'text/html');
}

/**
 * A page URL asked for with an Accept that prefers text/markdown is answered with the page's
 * markdown twin (`{path}index.md`, written by the build); pages say `Vary: Accept` so caches
 * keep both forms apart.
 */
export function registerMarkdownTwins(app: FastifyInstance, publicDir: string) {
  const root = path.resolve(publicDir);
  app.addHook(
    'onRequest',
    answeringHook((request, reply) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') return false;
      const pathname = request.url.split('?', 1)[0];
      if (!pathname.endsWith('/') || isServerRoute(pathname)) return false;
      reply.header('vary', 'Accept');
      if (!prefersMarkdown(request.headers.accept)) return false;
      let file: string;
      try {
        file = path.join(root, decodeURIComponent(pathname), 'index.md');
      } catch {
        return false;
      }
      if (!file.startsWith(`${root}${path.sep}`)) return false;
      const gzipped = !existsSync(file) && existsSync(`${file}${GZIP_SUFFIX}`);
      if (!existsSync(file) && !gzipped) return false;
      reply.type('text/markdown; charset=utf-8');
      if (gzipped && !acceptsGzip(request.headers['accept-encoding'])) {
        sendGunzipped(request, reply, root, `${file}${GZIP_SUFFIX}`);
      } else {
        // Not awaited: a reply is thenable and would settle only once the file is sent.
        void reply.sendFile(path.relative(root, file));
      }
      return true;
    }),
  );
}
