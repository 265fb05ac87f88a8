import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createReadStream, statSync } from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { answeringHook } from './answeringHook';
import { cacheControlFor } from './cacheControl';

/**
 * Files the build keeps gzipped only (`file.gz` without `file`: pages' HTML, markdown twins,
 * schema files, the llms.txt files, the sitemap, webpack's chunks; gatsby/precompress.ts,
 * gatsby/html/pageHtmlFiles.ts). @fastify/static (`preCompressed`) sends them as they are to every
 * client that accepts gzip; this is the path for one that does not, and for a page's folder URL,
 * whose index @fastify/static looks for only as a plain file.
 */
export const GZIP_SUFFIX = '.gz';

/**
 * The gzipped-only file a URL path names (a folder's: its `index.html`), or undefined (the plain
 * file exists, or neither).
 */
export function gzippedOnly(root: string, urlPath: string): string | undefined {
  let file: string;
  try {
    file = path.join(root, decodeURIComponent(urlPath), urlPath.endsWith('/') ? 'index.html' : '');
  } catch {
    return undefined;
  }
  if (!file.startsWith(`${root}${path.sep}`) || file.endsWith(GZIP_SUFFIX)) return undefined;
  if (isFile(file)) return undefined;
  return isFile(`${file}${GZIP_SUFFIX}`) ? `${file}${GZIP_SUFFIX}` : undefined;
}

/**
 * Whether a path names a file. A path no file can have (a NUL, a name too long) is not one:
 * the routes answer such URLs themselves, never a 500 from here.
 */
function isFile(file: string): boolean {
  try {
    return statSync(file, { throwIfNoEntry: false })?.isFile() ?? false;
  } catch {
    return false;
  }
}

/** True when the request's Accept-Encoding allows gzip (an explicit `q=0` refuses it). */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  return header.split(',').some((part) => {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (name !== 'gzip' && name !== '*') return false;
    return !params.some((param) => /^\s*q=0(\.0+)?\s*$/.test(param));
  });
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.js': 'application/javascript; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
};

/** Errors of the gunzip pipeline reach Fastify through the stream it sends, and are logged there. */
const leftToFastify = () => undefined;

/**
 * Sends a gzipped-only file decompressed, with the plain file's type and cache rule. The file
 * and the decompressor form one pipeline: when the client leaves, Fastify destroys the stream
 * it sends and the pipeline closes the file with it (a bare `.pipe` left it open).
 */
export function sendGunzipped(
  request: FastifyRequest,
  reply: FastifyReply,
  root: string,
  gzFile: string,
): FastifyReply {
  const plain = gzFile.slice(0, -GZIP_SUFFIX.length);
  if (!reply.hasHeader('content-type'))
    reply.type(TYPES[path.extname(plain)] ?? 'application/octet-stream');
  reply.header('cache-control', cacheControlFor(path.relative(root, plain)));
  // a shared cache keeps the gzipped answer apart
  reply.header('vary', varyWith(reply.getHeader('vary'), 'Accept-Encoding'));
  if (request.method === 'HEAD') return reply.send('');
  return reply.send(pipeline(createReadStream(gzFile), createGunzip(), leftToFastify));
}

/**
 * A client that does not accept gzip gets a gzipped-only file decompressed on the way out, with
 * the file's own type and cache rule. (A page's folder URL is registerGzippedPages'.)
 */
export function registerGunzipFallback(app: FastifyInstance, publicDir: string) {
  const root = path.resolve(publicDir);
  app.addHook(
    'onRequest',
    answeringHook((request, reply) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') return false;
      if (acceptsGzip(request.headers['accept-encoding'])) return false;
      const urlPath = request.url.split('?', 1)[0];
      if (urlPath.endsWith('/')) return false;
      const file = gzippedOnly(root, urlPath);
      if (!file) return false;
      sendGunzipped(request, reply, root, file);
      return true;
    }),
  );
}

/** `vary` with `field` added, once. */
function varyWith(vary: unknown, field: string): string {
  const fields = typeof vary === 'string' && vary ? vary.split(',').map((f) => f.trim()) : [];
  if (!fields.some((f) => f.toLowerCase() === field.toLowerCase())) fields.push(field);
  return fields.join(', ');
}

/**
 * A page whose HTML the build keeps gzipped only (`{path}index.html.gz`,
 * gatsby/html/pageHtmlFiles.ts) at its folder URL, whose index @fastify/static looks for only as
 * a plain file: to a client that accepts gzip through @fastify/static, as any other
 * gzipped-only file (its type, cache rule, ETag and conditional requests), decompressed to one
 * that does not. Registered after the markdown twins (markdownTwins.ts): a request that
 * prefers markdown gets the page's twin.
 */
export function registerGzippedPages(app: FastifyInstance, publicDir: string) {
  const root = path.resolve(publicDir);
  app.addHook(
    'onRequest',
    answeringHook((request, reply) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') return false;
      const urlPath = request.url.split('?', 1)[0];
      if (!urlPath.endsWith('/')) return false;
      const file = gzippedOnly(root, urlPath);
      if (!file) return false;
      // (beside the markdown twins' Vary: Accept)
      reply.header('vary', varyWith(reply.getHeader('vary'), 'Accept-Encoding'));
      if (acceptsGzip(request.headers['accept-encoding'])) {
        const plain = path.relative(root, file.slice(0, -GZIP_SUFFIX.length));
        void reply.sendFile(plain.split(path.sep).join('/'));
      } else sendGunzipped(request, reply, root, file);
      return true;
    }),
  );
}
