import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { PACKAGE_DIR } from '../packageDir';

/**
 * The signing pages' static files: their own styles and scripts (`assets/`) and pdf.js from
 * the local pdfjs-dist package (the modern build and its worker, the standard fonts, CMaps and
 * WebAssembly decoders), never a CDN. Files are listed once at start and only listed names
 * are served; their version (a hash of them all) is in the path, so browsers keep them.
 */
const OWN_DIR = path.join(PACKAGE_DIR, 'signing', 'assets');
const PDFJS_DIR = path.dirname(require.resolve('pdfjs-dist/package.json'));

const TYPES: Record<string, string> = {
  '.mjs': 'text/javascript; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.wasm': 'application/wasm',
  '.ttf': 'font/ttf',
  '.pfb': 'application/octet-stream',
  '.bcmap': 'application/octet-stream',
};

function filesIn(dir: string, prefix: string): [string, string][] {
  return fs
    .readdirSync(dir)
    .filter((name) => path.extname(name) in TYPES)
    .map((name) => [`${prefix}${name}`, path.join(dir, name)]);
}

/** Name in the assets path → file on disk. */
const FILES = new Map<string, string>([
  ...filesIn(OWN_DIR, ''),
  ['pdfjs/pdf.min.mjs', path.join(PDFJS_DIR, 'build', 'pdf.min.mjs')],
  ['pdfjs/pdf.worker.min.mjs', path.join(PDFJS_DIR, 'build', 'pdf.worker.min.mjs')],
  ...filesIn(path.join(PDFJS_DIR, 'standard_fonts'), 'pdfjs/standard_fonts/'),
  ...filesIn(path.join(PDFJS_DIR, 'cmaps'), 'pdfjs/cmaps/'),
  ...filesIn(path.join(PDFJS_DIR, 'wasm'), 'pdfjs/wasm/'),
]);

/** A hash of the own files and the pdf.js version: a new path whenever one changes. */
export const ASSETS_VERSION = (() => {
  const hash = createHash('sha256');
  hash.update(JSON.parse(fs.readFileSync(path.join(PDFJS_DIR, 'package.json'), 'utf8')).version);
  for (const [name, file] of FILES)
    if (!name.startsWith('pdfjs/')) hash.update(fs.readFileSync(file));
  return hash.digest('hex').slice(0, 12);
})();

/** Where the signing pages' files are served, e.g. `/sandbox/signing/assets/3f2a.../`. */
export const assetsPath = (prefix: string) => `${prefix}/signing/assets/${ASSETS_VERSION}`;

/** The policy of scripts and workers: the worker's own is the one of its answer. */
export const ASSET_POLICY =
  "default-src 'none'; script-src 'self' 'wasm-unsafe-eval'; connect-src 'self'; worker-src 'self'";

export function registerSigningAssets(app: FastifyInstance) {
  const cache = new Map<string, Buffer>();
  app.get<{ Params: { version: string; '*': string } }>(
    '/signing/assets/:version/*',
    async (request, reply) => {
      const file = FILES.get(request.params['*']);
      if (request.params.version !== ASSETS_VERSION || !file) {
        return reply.code(404).send({ errorCode: 'NOT_FOUND', message: 'No such signing asset.' });
      }
      let bytes = cache.get(file);
      if (!bytes) {
        bytes = await fs.promises.readFile(file);
        cache.set(file, bytes);
      }
      return reply
        .type(TYPES[path.extname(file)])
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('content-security-policy', ASSET_POLICY)
        .send(bytes);
    },
  );
}
