import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { existsSync } from 'node:fs';
import { access } from 'node:fs/promises';
import path from 'node:path';
import { cacheControlFor } from './cacheControl';
import type { ErrorPages } from './errors';
import { canonicalPath } from './siteRedirects';

const PAGE_FILES = { 404: '404.html', 500: '500.html' } as const;

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

  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const target = canonicalPath(request.url);
    if (target !== undefined) return reply.redirect(target, 301);
  });

  await app.register(fastifyStatic, {
    root: publicDir,
    index: ['index.html'],
    redirect: false,
    cacheControl: false,
    serveDotFiles: false,
    setHeaders(response, filePath) {
      response.setHeader('cache-control', cacheControlFor(path.relative(publicDir, filePath)));
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
