/** @jest-environment node */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { SANDBOX_CLICKWRAP as CLICKWRAP } from '@developer-center/sandbox/clickwrap/definitions';
import { pathVariants, type PathVariant } from '../../test-support/pathVariants';
import {
  ADMIN,
  MEMBER,
  startServer,
  tempDir,
  testHooksHeader,
  type RunningServer,
} from '../../test-support/testServer';

// Issue 24.1: every route of the app, each segment of its path spelled otherwise (escaped, double
// escaped, `%2e`, `//`, `;x=1`, mixed case...): the answer is the plain path's, or 400/404, never
// a bypass. Real HTTP on loopback: app.inject would normalise `%2e` and `..` before the server.

const GUID = '00000000-0000-4000-8000-000000000000';
/** Values for the routes' parameters: real ones where a wrong one would stop before the guard. */
const PARAMETERS: Record<string, string> = {
  accountId: ADMIN.accountId,
  environment: CLICKWRAP.environment,
  clickwrapId: CLICKWRAP.clickwrapId,
  repo: 'api_ESignature',
  ref: 'v2.1',
  apiName: 'esignature-v2.1',
};
const WILDCARD = `v2.1/accounts/${ADMIN.accountId}/envelopes`;
/** A body the test hooks would act on: a bypass answers 200, not a 400 that hides it. */
const HOOK_BODY = { email: MEMBER.email, suspended: false };

interface Route {
  method: string;
  path: string;
}

interface Answer {
  status: number;
  cacheControl: string;
}

let server: RunningServer;
let routes: Route[];
let address = 0;

/** One request, path sent byte for byte; each from its own client address (TRUST_PROXY=1). */
function send(route: Route, requestPath: string, headers: Record<string, string> = {}) {
  const body =
    route.method === 'GET' || route.method === 'HEAD'
      ? undefined
      : JSON.stringify(route.path.startsWith('/sandbox/test/') ? HOOK_BODY : {});
  address += 1;
  const { port } = new URL(server.base);
  return new Promise<Answer>((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        method: route.method,
        path: requestPath,
        headers: {
          'x-forwarded-for': `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`,
          // DELETE has no chunked body by default: the length says where the body ends.
          ...(body === undefined
            ? {}
            : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }),
          ...headers,
        },
      },
      (response) => {
        response.resume();
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            cacheControl: String(response.headers['cache-control']),
          }),
        );
      },
    );
    request.on('error', (error) =>
      reject(new Error(`${route.method} ${requestPath}: ${error.message}`)),
    );
    request.end(body);
  });
}

/** The routes the app registered (onRoute), parameters filled; pages and HEAD left out. */
function routesOf(registered: Route[]): Route[] {
  const seen = new Map<string, Route>();
  for (const { method, path: url } of registered) {
    // `/*` is the built site: its other spellings get the canonical-path 301 (siteRedirects).
    if (method === 'HEAD' || url === '/*' || url === '/') continue;
    // The responder's catch-all routes take every method: two stand for them.
    if (url.endsWith('/*') && method !== 'GET' && method !== 'POST') continue;
    const filled = url
      .replace(/:(\w+)/g, (_match, name: string) => PARAMETERS[name] ?? GUID)
      .replace(/\*$/, WILDCARD);
    seen.set(`${method} ${filled}`, { method, path: filled });
  }
  return [...seen.values()];
}

/** Runs `work` over `items`, a few at a time. */
async function inBatches<T>(items: T[], size: number, work: (item: T) => Promise<void>) {
  for (let start = 0; start < items.length; start += size) {
    await Promise.all(items.slice(start, start + size).map(work));
  }
}

beforeAll(async () => {
  // A built site of three pages, so the static site's hooks (redirects, markdown twins) run too.
  const publicDir = tempDir('encoded-public-');
  for (const page of ['index.html', '404.html', '500.html']) {
    fs.writeFileSync(path.join(publicDir, page), `<!doctype html><title>${page}</title>`);
  }
  const registered: Route[] = [];
  server = await startServer(
    { SANDBOX_TEST_HOOKS: '1', TRUST_PROXY: '1', PUBLIC_DIR: publicDir, RATE_LIMIT_MAX: '1000000' },
    undefined,
    {
      onRoute: (route) => {
        for (const method of [route.method].flat()) registered.push({ method, path: route.url });
      },
    },
  );
  routes = routesOf(registered);
}, 60_000);
afterAll(() => server.close());

it('enumerates the routes of every part: site routes, sandbox, test hooks and MCP', () => {
  const paths = routes.map((route) => `${route.method} ${route.path}`);
  for (const known of [
    'GET /api/user',
    'GET /auth/login',
    'POST /mcp',
    'POST /sandbox/oauth/token',
    'POST /sandbox/test/suspend-user',
    'POST /sandbox/test/expire-tokens',
    `GET /sandbox/restapi/${WILDCARD}`,
    'GET /swaggerfile/api_ESignature/v2.1',
  ]) {
    expect(paths).toContain(known);
  }
});

it('answers every other spelling of every route as the plain path, or 400/404', async () => {
  const failures: string[] = [];
  let cases = 0;
  await inBatches(routes, 4, async (route) => {
    const plain = await send(route, route.path);
    const variants = pathVariants(route.path);
    cases += variants.length;
    await inBatches(variants, 4, async (variant: PathVariant) => {
      const { status, cacheControl } = await send(route, variant.path);
      const allowed = variant.same ? [plain.status] : [plain.status, 400, 404];
      const where = `${route.method} ${variant.path} (${variant.kind})`;
      if (!allowed.includes(status)) failures.push(`${where}: ${status}, plain ${plain.status}`);
      // The same answer with the same caching: no spelling lets a cache keep user data.
      if (variant.same && cacheControl !== plain.cacheControl) {
        failures.push(`${where}: cache-control ${cacheControl}, plain ${plain.cacheControl}`);
      }
    });
  });
  expect(failures).toEqual([]);
  expect(cases).toBeGreaterThan(routes.length * 8);
}, 120_000);

describe('the sandbox test hooks', () => {
  // The body of the plain route (`/sandbox/test/...`): a hook that runs answers 200.
  const hook = (url: string, headers: Record<string, string> = {}) =>
    send({ method: 'POST', path: '/sandbox/test/' }, url, headers);

  it.each([
    '/sandbox/%74est/suspend-user',
    '/sandbox/t%65st/expire-tokens',
    '/sandbox/test/%73uspend-user',
  ])('%s without the secret: 403, and 200 with it', async (url) => {
    expect((await hook(url)).status).toBe(403);
    expect((await hook(url, { 'x-sandbox-test-secret': 'wrong' })).status).toBe(403);
    expect((await hook(url, testHooksHeader)).status).toBe(200);
  });

  it('are not registered at all without SANDBOX_TEST_HOOKS', async () => {
    const registered: string[] = [];
    const plain = await startServer({}, undefined, {
      onRoute: (route) => registered.push(route.url),
    });
    try {
      expect(registered.filter((url) => url.includes('/test/'))).toEqual([]);
      for (const url of ['/sandbox/test/suspend-user', '/sandbox/%74est/suspend-user']) {
        const response = await fetch(`${plain.base}${url}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...testHooksHeader },
          body: JSON.stringify(HOOK_BODY),
        });
        expect(response.status).toBe(404);
      }
    } finally {
      await plain.close();
    }
  });
});

it("keeps the sandbox's OAuth error shape for any spelling of an OAuth route", async () => {
  for (const url of ['/sandbox/oauth/token', '/sandbox/%6fauth/token']) {
    const response = await fetch(`${server.base}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'invalid_request' });
  }
});
