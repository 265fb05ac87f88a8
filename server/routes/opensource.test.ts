/** @jest-environment node */
import { createServer, type Server } from 'node:http';
import { startServer, type RunningServer } from '../../test-support/testServer';

const TOKEN = 'ghp_opensource-test-token-0123456789';
const REPOS = [
  {
    name: 'esign-node-client',
    html_url: 'https://code.example.test/acme/esign-node-client',
    description: 'Node client',
    language: 'JavaScript',
    topics: ['sdk'],
    stargazers_count: 5,
  },
  { name: 'old', html_url: 'https://code.example.test/acme/old', archived: true, topics: [] },
  { name: 'no-address' },
];

/** A code host on loopback: answers the organisation's repositories, or fails as told. */
function startHost(mode: { status?: number; stall?: boolean }) {
  const seen: { path: string; authorization?: string }[] = [];
  const server: Server = createServer((request, response) => {
    seen.push({ path: request.url ?? '', authorization: request.headers.authorization });
    if (mode.stall) return;
    response.writeHead(mode.status ?? 200, { 'content-type': 'application/json' });
    response.end(JSON.stringify(mode.status ? { message: 'no' } : REPOS));
  });
  return new Promise<{ url: string; seen: typeof seen; close: () => void }>((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      resolve({
        url: `http://127.0.0.1:${port}/api/v3`,
        seen,
        close: () => server.close(),
      });
    }),
  );
}

const hostEnv = (url: string) => ({
  CODE_HOST_API_URL: url,
  CODE_HOST_TOKEN: TOKEN,
  CODE_HOST_OWNER: 'acme',
  CODE_HOST_TIMEOUT_MS: '300',
});

describe('local manifest (default)', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server.close());

  it('answers the configuration with filter choices and the repositories', async () => {
    const manifest = await (await fetch(`${server.base}/api/opensource-manifest`)).json();
    expect(manifest.title).toBe('Open source');
    expect(manifest.languages).toContain('Python');
    expect(manifest.topics).toContain('sdk');
    const response = await fetch(`${server.base}/api/opensource-repositories`);
    expect(response.status).toBe(200);
    const repositories = await response.json();
    expect(repositories.length).toBeGreaterThan(10);
    for (const repository of repositories) {
      expect(repository.url).toMatch(/^https:\/\//);
      expect(manifest.languages).toContain(repository.language);
      for (const topic of repository.topics) expect(manifest.topics).toContain(topic);
    }
  });
});

describe('configured code host', () => {
  it('lists the public repositories with the token, skipping archived and unnamed ones', async () => {
    const host = await startHost({});
    const server = await startServer(hostEnv(host.url));
    try {
      const repositories = await (await fetch(`${server.base}/api/opensource-repositories`)).json();
      expect(repositories).toEqual([
        {
          name: 'esign-node-client',
          url: 'https://code.example.test/acme/esign-node-client',
          description: 'Node client',
          language: 'JavaScript',
          topics: ['sdk'],
          stars: 5,
        },
      ]);
      const manifest = await (await fetch(`${server.base}/api/opensource-manifest`)).json();
      expect(manifest).toMatchObject({ languages: ['JavaScript'], topics: ['sdk'] });
      expect(host.seen[0].path).toMatch(/^\/api\/v3\/orgs\/acme\/repos\?/);
      expect(host.seen[0].authorization).toBe(`Bearer ${TOKEN}`);
      expect(server.logs.join('')).not.toContain(TOKEN);
    } finally {
      await server.close();
      host.close();
    }
  });

  it('answers 502 when the host refuses, without the token', async () => {
    const host = await startHost({ status: 401 });
    const server = await startServer(hostEnv(host.url));
    try {
      const response = await fetch(`${server.base}/api/opensource-repositories`);
      expect(response.status).toBe(502);
      const text = await response.text();
      expect(text).toContain('refused access');
      expect(text + server.logs.join('')).not.toContain(TOKEN);
    } finally {
      await server.close();
      host.close();
    }
  });

  it('answers 504 when the host does not answer in time', async () => {
    const host = await startHost({ stall: true });
    const server = await startServer(hostEnv(host.url));
    try {
      const response = await fetch(`${server.base}/api/opensource-manifest`);
      expect(response.status).toBe(504);
      expect((await response.json()).message).toMatch(/in time/);
    } finally {
      await server.close();
      host.close();
    }
  });
});
