/** @jest-environment node */
import { writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import path from 'node:path';
import { startServer, tempDir, type RunningServer } from '../../test-support/testServer';

let server: RunningServer;
/** The same server over a built site (a page and the 404 page): its redirects run first. */
let site: RunningServer;

beforeAll(async () => {
  server = await startServer();
  const publicDir = tempDir('swaggerfile-site-');
  writeFileSync(path.join(publicDir, 'index.html'), '<!doctype html><title>Home</title>');
  writeFileSync(path.join(publicDir, '404.html'), '<!doctype html><title>Not found</title>');
  site = await startServer({ PUBLIC_DIR: publicDir });
});
afterAll(async () => {
  await server.close();
  await site.close();
});

/** A raw request: the path goes out byte for byte, with no URL normalisation by a client. */
function raw(
  path: string,
  base = server.base,
): Promise<{ status: number; body: string; headers: Record<string, unknown> }> {
  const { port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, method: 'GET' }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          body: Buffer.concat(chunks).toString('utf8'),
          headers: res.headers,
        }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

describe('GET /api/swagger-repositories', () => {
  it('lists non-empty repositories with their refs, eSignature first', async () => {
    const response = await fetch(`${server.base}/api/swagger-repositories`);
    expect(response.status).toBe(200);
    const repositories = (await response.json()) as { repo: string; refs: string[] }[];
    expect(repositories[0]).toEqual({
      repo: 'api_ESignature',
      displayName: 'eSignature REST API',
      refs: ['v2.1', 'v2'],
    });
    expect(repositories.length).toBeGreaterThan(5);
    for (const repository of repositories) expect(repository.refs.length).toBeGreaterThan(0);
  });
});

describe('GET /swaggerfile/{repo}/{ref}', () => {
  it('answers the JSON spec of a ref', async () => {
    const response = await fetch(`${server.base}/swaggerfile/api_ESignature/v2.1`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('content-disposition')).toBeNull();
    const spec = await response.json();
    expect(typeof spec.swagger === 'string' || typeof spec.openapi === 'string').toBe(true);
  });

  it('accepts the three-part tag form and an older version', async () => {
    const v21 = await fetch(`${server.base}/swaggerfile/api_ESignature/v2.1.0`);
    expect(v21.status).toBe(200);
    const v2 = await (await fetch(`${server.base}/swaggerfile/api_ESignature/v2`)).json();
    expect(v2.info.version).toMatch(/^v?2(\.0)?$/);
  });

  it('converts a YAML spec to JSON', async () => {
    const response = await fetch(`${server.base}/swaggerfile/api_Admin/v2.1`);
    expect(response.status).toBe(200);
    const spec = await response.json();
    expect(typeof spec.openapi === 'string' || typeof spec.swagger === 'string').toBe(true);
  });

  it('sends an attachment name from the catalogue with ?download=true', async () => {
    const response = await fetch(`${server.base}/swaggerfile/api_ESignature/v2.1.0?download=true`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="api_ESignature-v2.1.json"',
    );
  });

  it('makes the examples generic and leaves out excluded tags when asked', async () => {
    const base = `${server.base}/swaggerfile/api_ESignature/v2.1`;
    const plain = await (await fetch(base)).text();
    expect(plain).toContain('pat.jones@example.com');
    const query = 'download=true&genericExamples=true&excludeTags=todo&excludeTags=not-public';
    const generic = await fetch(`${base}?${query}`);
    expect(generic.status).toBe(200);
    const text = await generic.text();
    expect(text).not.toContain('pat.jones@example.com');
    expect(text).toContain('user@example.com');
    // No bundled operation is tagged todo or not-public: every path is still there.
    const paths = (json: string) => Object.keys(JSON.parse(json).paths).length;
    expect(paths(text)).toBe(paths(plain));
    const withoutEnvelopes = await (await fetch(`${base}?excludeTags=Envelopes`)).json();
    expect(Object.keys(withoutEnvelopes.paths).length).toBeLessThan(paths(plain));
  });

  it('answers 400 naming genericExamples or excludeTags for values they cannot be', async () => {
    const base = `${server.base}/swaggerfile/api_ESignature/v2.1`;
    const generic = await fetch(`${base}?genericExamples=maybe`);
    expect(generic.status).toBe(400);
    expect((await generic.json()).field).toBe('genericExamples');
    const tags = await fetch(`${base}?excludeTags=${encodeURIComponent('<script>')}`);
    expect(tags.status).toBe(400);
    expect((await tags.json()).field).toMatch(/^excludeTags/);
  });

  it('answers 404 naming repo or ref for unknown ones', async () => {
    const repo = await fetch(`${server.base}/swaggerfile/api_Nope/v2.1`);
    expect(repo.status).toBe(404);
    expect(await repo.json()).toEqual({ message: 'No such repository', field: 'repo' });
    const ref = await fetch(`${server.base}/swaggerfile/api_ESignature/v9`);
    expect(ref.status).toBe(404);
    expect((await ref.json()).field).toBe('ref');
  });

  it('answers 400 naming download when it is not a boolean', async () => {
    const response = await fetch(`${server.base}/swaggerfile/api_ESignature/v2?download=maybe`);
    expect(response.status).toBe(400);
    expect((await response.json()).field).toBe('download');
  });
});

const long = 'a'.repeat(5000);
const TRAVERSALS = [
  '../../../etc/passwd',
  '..%2f..%2f..%2fetc%2fpasswd',
  '..%2F..%2Fpackage.json',
  '%2e%2e%2f%2e%2e%2fpackage.json',
  '%2e%2e',
  '..',
  '.',
  '%2e',
  '%252e%252e%252fetc%252fpasswd',
  '..%5c..%5cpackage.json',
  '..\\..\\package.json',
  '%2fetc%2fpasswd',
  '%2Fetc%2Fpasswd',
  'C:%5cWindows%5cwin.ini',
  'esignature-v2.1',
  'esignature-v2.1.json',
  '..%2fspecs%2fesignature-v2.1',
  '..%2fregistry',
  'v2.1%00',
  'v2.1%00.json',
  '%00',
  '%c0%ae%c0%ae%2f',
  '%e2%80%a4%e2%80%a4%2f',
  '%ef%bc%8e%ef%bc%8e%ef%bc%8fetc',
  '%u002e%u002e',
  long,
  '....%2f%2f....%2f%2fetc',
  '%2e%2e%5c%2e%2e%5c',
  'v2.1%0d%0aSet-Cookie:%20x=1',
  '%3Cscript%3Ealert(1)%3C%2Fscript%3E',
  "v2.1'%20OR%201=1--",
  '$%7Bjndi:ldap%7D',
  '__proto__',
  'constructor',
  'hasOwnProperty',
  '%zz',
];

/**
 * The router refuses parameters over 100 characters itself, with 414 URI Too Long (with a built
 * site, the static files' catch-all takes them: 404); a payload of several segments reaches the
 * static files there too, which refuse dot segments with 403.
 */
const refused = (payload: string) =>
  payload.length > 100 ? [404, 414] : payload.includes('/') ? [400, 403, 404] : [400, 404];
/** The parameter as the router decodes it; undefined for an escape that is no UTF-8. */
const decoded = (payload: string) => {
  try {
    return decodeURIComponent(payload);
  } catch {
    return undefined;
  }
};
/**
 * A payload that spells a traversal in one path segment: a dot segment, a backslash, NUL, an
 * empty segment or an escape left after decoding (double encoding); for a repository, any `/`.
 * Answered 400 naming the parameter, before any redirect. A payload with a literal `/` is several
 * segments (no route of that shape: 404, or 403 from the static files); one whose escapes are no
 * UTF-8 is refused by the router (400, no field).
 */
const TRAVERSAL = /(^|\/)\.\.?(\/|$)|\.\.|\\|\0|%[0-9a-f]{2}|^\/|\/$|\/\//i;
const traversing = (payload: string, parameter: 'repo' | 'ref') => {
  const value = decoded(payload);
  if (payload.includes('/') || payload.length > 100 || value === undefined) return false;
  return TRAVERSAL.test(value) || (parameter === 'repo' && value.includes('/'));
};
const cases = TRAVERSALS.map((payload) => [
  payload.length > 60 ? `${payload.slice(0, 12)}… (${payload.length} characters)` : payload,
  payload,
]);

// With a built site the canonical-path redirect runs first for pages: /swaggerfile paths are the
// route's in every spelling, so none is redirected to the page its dot segments resolve to
// (`..%2F..%2Fetc%2Fpasswd` was answered 301 to /etc/passwd/).
describe.each([
  ['API only', () => server.base],
  ['with a built site', () => site.base],
])('traversal and injection payloads (%s)', (_mode, base) => {
  it.each(cases)('ref %s neither escapes nor fails with 500', async (_label, payload) => {
    const response = await raw(`/swaggerfile/api_ESignature/${payload}`, base());
    if (traversing(payload, 'ref')) {
      expect(response.status).toBe(400);
      expect(JSON.parse(response.body).field).toBe('ref');
    }
    expect(refused(payload)).toContain(response.status);
    expect(response.headers.location).toBeUndefined();
    expect(response.body).not.toMatch(/root:|"dependencies"|swaggerName/);
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it.each(cases)('repo %s neither escapes nor fails with 500', async (_label, payload) => {
    const response = await raw(`/swaggerfile/${payload}/v2.1`, base());
    if (traversing(payload, 'repo')) {
      expect(response.status).toBe(400);
      expect(JSON.parse(response.body).field).toBe('repo');
    }
    expect(refused(payload)).toContain(response.status);
    expect(response.headers.location).toBeUndefined();
    expect(response.body).not.toMatch(/root:|"dependencies"|swaggerName/);
  });

  it.each([
    '/swaggerfile/../package.json',
    '/swaggerfile/api_ESignature/../../package.json',
    '/swaggerfile/api_ESignature/v2.1/../../../etc/passwd',
    '/swaggerfile/%2e%2e/%2e%2e/package.json',
    '/swaggerfile//etc/passwd',
    '/swaggerfile/api_ESignature/',
    '/SWAGGERFILE/api_ESignature/..%2F..%2Fetc%2Fpasswd',
    '//swaggerfile/api_ESignature/..%2F..%2Fetc%2Fpasswd',
    '/%73waggerfile/api_ESignature/..%2F..%2Fetc%2Fpasswd',
  ])('path %s is not served', async (path) => {
    const response = await raw(path, base());
    expect([400, 403, 404]).toContain(response.status);
    expect(response.headers.location).toBeUndefined();
    expect(response.body).not.toMatch(/root:|"dependencies"/);
  });

  it('answers 400 naming ref for the issue’s payload', async () => {
    const response = await raw('/swaggerfile/api_ESignature/..%2F..%2Fetc%2Fpasswd', base());
    expect(response.status).toBe(400);
    expect(JSON.parse(response.body)).toEqual({
      message: 'ref must be a branch or tag name: it holds a dot segment',
      field: 'ref',
    });
  });

  it('answers a JSON 4xx for a value longer than the router takes', async () => {
    const response = await raw(`/swaggerfile/api_ESignature/${long}`, base());
    expect(base() === server.base ? [414] : [404, 414]).toContain(response.status);
    expect(JSON.parse(response.body).message).toBeTruthy();
  });
});

describe('a registry file that is not an API description', () => {
  it('answers 502 "not an API description" and 502 for an unreadable file, never naming the path', async () => {
    const dir = tempDir('swaggerfile-registry-');
    writeFileSync(path.join(dir, 'fake-v1.json'), JSON.stringify({ info: { title: 'no spec' } }));
    writeFileSync(path.join(dir, 'broken-v1.yaml'), 'openapi: [unclosed');
    const entry = (swaggerName: string, displayName: string) => ({
      swaggerName,
      displayName,
      route: `/docs/${swaggerName}`,
      primaryVersion: { value: 'v1' },
      legacyVersions: [],
      sidebarTitle: displayName,
      apiBasePathDemo: '/x',
      hasApiExplorer: false,
      hasSdk: false,
    });
    writeFileSync(
      path.join(dir, 'registry.json'),
      JSON.stringify([entry('fake-v1', 'Fake API'), entry('broken-v1', 'Broken API')]),
    );
    const previous = { ...process.env };
    process.env.DEVCENTER_API_REGISTRY = path.join(dir, 'registry.json');
    process.env.DEVCENTER_SPECS_DIR = dir;
    let other: RunningServer | undefined;
    try {
      other = await startServer();
      const listed = await (await fetch(`${other.base}/api/swagger-repositories`)).json();
      expect(listed.map((repo: { repo: string }) => repo.repo)).toEqual(['api_Fake', 'api_Broken']);
      const fake = await fetch(`${other.base}/swaggerfile/api_Fake/v1`);
      expect(fake.status).toBe(502);
      expect((await fake.json()).message).toMatch(/not an API description/);
      const broken = await fetch(`${other.base}/swaggerfile/api_Broken/v1`);
      expect(broken.status).toBe(502);
      expect(await broken.text()).not.toContain(dir);
    } finally {
      process.env.DEVCENTER_API_REGISTRY = previous.DEVCENTER_API_REGISTRY;
      process.env.DEVCENTER_SPECS_DIR = previous.DEVCENTER_SPECS_DIR;
      if (previous.DEVCENTER_API_REGISTRY === undefined) delete process.env.DEVCENTER_API_REGISTRY;
      if (previous.DEVCENTER_SPECS_DIR === undefined) delete process.env.DEVCENTER_SPECS_DIR;
      await other?.close();
    }
  });
});
