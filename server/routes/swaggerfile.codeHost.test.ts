/** @jest-environment node */
import type { FakeCodeHost } from '../../test-support/fakeCodeHost';
import {
  codeHostEnv as envFor,
  LIST_PATH,
  startFixtureHost,
  TOKEN,
} from '../../test-support/codeHostFixture';
import { closedPort, startServer, type RunningServer } from '../../test-support/testServer';

let host: FakeCodeHost;
let server: RunningServer;

const codeHostEnv = (overrides: Record<string, string> = {}) => envFor(host, overrides);

beforeAll(async () => {
  host = await startFixtureHost();
  server = await startServer(codeHostEnv());
});
afterAll(async () => {
  await server.close();
  await host.close();
});
beforeEach(() => {
  host.requests.length = 0;
});

async function withServer(env: Record<string, string>, test: (base: string) => Promise<void>) {
  const other = await startServer(env);
  try {
    await test(other.base);
  } finally {
    await other.close();
  }
}

describe('repositories and refs from the code host', () => {
  it('lists prefixed repositories with refs, the default branch first, empty ones left out', async () => {
    const response = await fetch(`${server.base}/api/swagger-repositories`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([
      {
        repo: 'api_ESignature',
        displayName: 'ESignature',
        refs: ['main', 'feature/x', 'fix#12', 'v2.1.0'],
      },
      { repo: 'api_Click', displayName: 'Click', refs: ['main'] },
      { repo: 'api_Rooms', displayName: 'Rooms', refs: ['main', 'develop'] },
      { repo: 'api_Yaml', displayName: 'Yaml', refs: ['main'] },
    ]);
  });

  it('follows the pages, sends the token as bearer, and asks again only after the cache', async () => {
    await fetch(`${server.base}/api/swagger-repositories`);
    const paths = host.requests.map((request) => request.path);
    expect(paths).not.toContain('/api/v3/repos/acme/website/branches?per_page=100');
    for (const request of host.requests) expect(request.authorization).toBe(`Bearer ${TOKEN}`);
    host.requests.length = 0;
    await fetch(`${server.base}/api/swagger-repositories`);
    expect(host.requests).toEqual([]);
  });

  it('pages through the organisation with Link headers', async () => {
    await withServer(codeHostEnv(), async (base) => {
      await fetch(`${base}/api/swagger-repositories`);
      const pages = host.requests.map((r) => r.path).filter((p) => p.includes('/orgs/'));
      expect(pages).toEqual([
        '/api/v3/orgs/acme/repos?per_page=100',
        '/api/v3/orgs/acme/repos?per_page=100&page=2',
        '/api/v3/orgs/acme/repos?per_page=100&page=3',
      ]);
    });
  });
});

describe('GET /swaggerfile/{repo}/{ref} from the code host', () => {
  it('previews the file of a branch, asking for the raw form with the token', async () => {
    const response = await fetch(`${server.base}/swaggerfile/api_ESignature/main`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBeNull();
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ swagger: '2.0', info: { title: 'main' } });
    expect(text).not.toContain(TOKEN);
    const file = host.requests.find((request) => request.path.includes('/contents/'));
    expect(file).toEqual({
      path: '/api/v3/repos/acme/api_ESignature/contents/openapi.json?ref=main',
      authorization: `Bearer ${TOKEN}`,
      accept: 'application/vnd.github.raw',
    });
  });

  it('downloads a tag as an attachment named after the repository and ref', async () => {
    const response = await fetch(`${server.base}/swaggerfile/api_ESignature/v2.1.0?download=true`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="api_ESignature-v2.1.0.json"',
    );
    expect((await response.json()).info.title).toBe('tag');
  });

  it('sends listed refs with / and # encoded in the query, never as path', async () => {
    const slash = await fetch(
      `${server.base}/swaggerfile/api_ESignature/feature%2Fx?download=true`,
    );
    expect(slash.status).toBe(200);
    expect(slash.headers.get('content-disposition')).toContain('api_ESignature-feature_x.json');
    expect((await fetch(`${server.base}/swaggerfile/api_ESignature/fix%2312`)).status).toBe(200);
    const files = host.requests.map((r) => r.path).filter((p) => p.includes('/contents/'));
    expect(files).toEqual([
      '/api/v3/repos/acme/api_ESignature/contents/openapi.json?ref=feature%2Fx',
      '/api/v3/repos/acme/api_ESignature/contents/openapi.json?ref=fix%2312',
    ]);
  });

  it('converts a YAML file at the configured path to JSON', async () => {
    await withServer(codeHostEnv({ CODE_HOST_SPEC_PATH: 'docs/openapi.yaml' }), async (base) => {
      const response = await fetch(`${base}/swaggerfile/api_Yaml/main`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await response.json()).toMatchObject({
        openapi: '3.0.3',
        info: { title: 'From YAML' },
      });
      expect(host.requests.map((r) => r.path)).toContain(
        '/api/v3/repos/acme/api_Yaml/contents/docs/openapi.yaml?ref=main',
      );
    });
  });

  it('answers 404 naming the field for an unknown repository or ref, asking the host nothing of them', async () => {
    for (const [path, field] of [
      ['/swaggerfile/api_Nope/main', 'repo'],
      ['/swaggerfile/website/main', 'repo'],
      ['/swaggerfile/api_Empty/main', 'ref'],
      ['/swaggerfile/api_ESignature/v9', 'ref'],
      ['/swaggerfile/api_ESignature/MAIN', 'ref'],
    ]) {
      const response = await fetch(`${server.base}${path}`);
      expect(response.status).toBe(404);
      expect((await response.json()).field).toBe(field);
    }
    for (const { path } of host.requests) expect(path).toMatch(LIST_PATH);
    expect(host.requests.map((r) => r.path).join()).not.toMatch(/api_Nope|v9|MAIN/);
  });

  it('answers 502 for a file that is not an API description or is missing at the ref', async () => {
    const click = await fetch(`${server.base}/swaggerfile/api_Click/main`);
    expect(click.status).toBe(502);
    expect((await click.json()).message).toBe(
      'The file is not an API description (no swagger or openapi)',
    );
    const rooms = await fetch(`${server.base}/swaggerfile/api_Rooms/develop`);
    expect(rooms.status).toBe(502);
    expect((await rooms.json()).message).toBe(
      'The repository has no openapi.json at this ref (404)',
    );
  });
});

describe('a code host that fails', () => {
  it('answers 502 without the token when the host refuses it', async () => {
    await withServer(codeHostEnv({ CODE_HOST_TOKEN: 'wrong-token-secret' }), async (base) => {
      const response = await fetch(`${base}/api/swagger-repositories`);
      expect(response.status).toBe(502);
      const body = await response.text();
      expect(JSON.parse(body).message).toBe('The code host refused access (401)');
      expect(body).not.toContain('wrong-token-secret');
      const file = await fetch(`${base}/swaggerfile/api_ESignature/main`);
      expect(file.status).toBe(502);
    });
  });

  it('answers 502 naming an unknown organisation', async () => {
    await withServer(codeHostEnv({ CODE_HOST_OWNER: 'nobody' }), async (base) => {
      const response = await fetch(`${base}/api/swagger-repositories`);
      expect(response.status).toBe(502);
      expect((await response.json()).message).toBe(
        'The code host has no organisation nobody (404)',
      );
    });
  });

  it('answers 502 when the host cannot be reached', async () => {
    const down = `http://127.0.0.1:${await closedPort()}/api/v3`;
    await withServer(codeHostEnv({ CODE_HOST_API_URL: down }), async (base) => {
      for (const path of ['/api/swagger-repositories', '/swaggerfile/api_ESignature/main']) {
        const response = await fetch(`${base}${path}`);
        expect(response.status).toBe(502);
        expect((await response.json()).message).toBe('The code host could not be reached');
      }
    });
  });

  it('answers 504 when the host does not answer within the time limit', async () => {
    host.stall = (path) => path.includes('/orgs/');
    try {
      await withServer(codeHostEnv({ CODE_HOST_TIMEOUT_MS: '300' }), async (base) => {
        const response = await fetch(`${base}/api/swagger-repositories`);
        expect(response.status).toBe(504);
        expect((await response.json()).message).toBe('The code host did not answer in time');
      });
    } finally {
      host.stall = undefined;
    }
  });

  it('does not start with a URL but no organisation, or with a URL that is not one', async () => {
    await expect(startServer({ CODE_HOST_API_URL: host.url })).rejects.toThrow(/CODE_HOST_OWNER/);
    await expect(startServer(codeHostEnv({ CODE_HOST_API_URL: 'git.example' }))).rejects.toThrow(
      /CODE_HOST_API_URL must be an absolute http\(s\) URL/,
    );
  });

  it('never writes the token to the log', async () => {
    await fetch(`${server.base}/swaggerfile/api_ESignature/main`);
    await fetch(`${server.base}/swaggerfile/api_Click/main`);
    expect(server.logs.join('')).toContain('API descriptions from the code host');
    expect(server.logs.join('')).not.toContain(TOKEN);
  });
});
