import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { existsSync, statSync } from 'node:fs';
import { access } from 'node:fs/promises';
import path from 'node:path';
import { answeringHook } from './answeringHook';
import { cacheControlFor } from './cacheControl';
import type { ErrorPages } from './errors';
import { canonicalPath } from './siteRedirects';
import { GZIP_SUFFIX, registerGunzipFallback } from './precompressed';

const PAGE_FILES = { 404: '404.html', 500: '500.html' } as const;

/**
 * Whether the URL path names a file of the build (not a folder). Asked by the redirect rule only
 * for dotted last segments that are not known asset types, so rarely: a synchronous stat.
 */
export function builtFileCheck(publicDir: string) {
  const root = path.resolve(publicDir);
  return (urlPath: string): boolean => {
    // A malformed escape or a NUL byte names no file: the path is then treated as a page.
    try {
      const file = path.join(root, decodeURIComponent(urlPath));
      if (!file.startsWith(`${root}${path.sep}`)) return false;
      // a file the build keeps gzipped only (precompressed.ts) is a file all the same
      return [file, `${file}${GZIP_SUFFIX}`].some(
        (candidate) => statSync(candidate, { throwIfNoEntry: false })?.isFile() ?? false,
      );
    } catch {
      return false;
    }
  };
}

/**
 * Serves the built Gatsby site: canonical-path redirects, cache headers, and the site's own
 * 404 and 500 pages for the error handlers. Without a build, logs it and serves routes only.
 */
export async function registerStaticSite(
  app: FastifyInstance,
  publicDir: string,
): Promise<ErrorPages> {
  if (!existsSync(publicDir)) {
    app.log.warn(
      { publicDir },
      'the built site is missing (run npm run build): serving the API routes only',
    );
    return { send: async () => false };
  }

  const isBuiltFile = builtFileCheck(publicDir);
  app.addHook(
    'onRequest',
    answeringHook((request, reply) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') return false;
      const target = canonicalPath(request.url, isBuiltFile);
      if (target === undefined) return false;
      void reply.redirect(target, 301);
      return true;
    }),
  );

  registerGunzipFallback(app, publicDir);
  await app.register(fastifyStatic, {
    root: publicDir,
    index: ['index.html'],
    // Gzipped-only files (precompressed.ts) go out as they are, to clients that accept gzip.
    preCompressed: true,
    redirect: false,
    cacheControl: false,
    serveDotFiles: false,
    setHeaders(response, filePath) {
      const served = filePath.endsWith(GZIP_SUFFIX)
        ? filePath.slice(0, -GZIP_SUFFIX.length)
        : filePath;
      response.setHeader('cache-control', cacheControlFor(path.relative(publicDir, served)));
      // what a client that does not accept gzip gets differs (precompressed.ts)
      if (served !== filePath) response.setHeader('vary', 'accept-encoding');
    },
  });

  return {
    async send(reply: FastifyReply, status: 404 | 500) {
      const file = PAGE_FILES[status];
      try {
        await access(path.join(publicDir, file));
      } catch {
        return false;
      }
      // Not awaited: a reply is thenable and would resolve only once the file is sent.
      void reply.sendFile(file);
      return true;
    },
  };
}
