/** @jest-environment node */
import { explorerSearchParams, type ExplorerCallQuery } from '../../lib/explorer/callQuery';
import {
  ADMIN,
  bearer,
  signIn,
  startServer,
  type RunningServer,
} from '../../test-support/testServer';

// Issue 16.5: fields are validated or refused, never accepted and ignored or coerced.
let server: RunningServer;
let token: string;

beforeAll(async () => {
  server = await startServer();
  token = await signIn(server.base, ADMIN);
});
afterAll(() => server.close());

async function explore(query: Record<string, unknown>) {
  // The query as the browser writes it (lib/explorer/callQuery.ts), any field replaced.
  const params = explorerSearchParams({
    method: 'GET',
    apiName: 'esignature-v2.1',
    endpoint: '/v2.1/accounts/{accountId}/envelopes',
    pathParameters: { accountId: ADMIN.accountId },
    ...query,
  } as ExplorerCallQuery);
  const response = await fetch(`${server.base}/api/api-explorer?${params}`, {
    method: 'POST',
    headers: bearer(token),
  });
  return { status: response.status, answer: (await response.json()) as Record<string, unknown> };
}

async function download(overrides: Record<string, unknown>) {
  const response = await fetch(`${server.base}/api/codeload`, {
    method: 'POST',
    headers: { ...bearer(token), 'content-type': 'application/json' },
    body: JSON.stringify({
      integrationKey: '00000000-0000-4000-8000-000000000000',
      repositoryName: 'quickstart-node',
      displayName: 'Node.js',
      selectedProjectIndex: 0,
      ...overrides,
    }),
  });
  return { status: response.status, answer: (await response.json()) as Record<string, unknown> };
}

describe('explorer requests', () => {
  it('accept siteUrl when it is this site', async () => {
    const { status } = await explore({ siteUrl: `${server.base}/docs/` });
    expect(status).toBe(200);
  });

  it.each(['https://evil.example', 'not a url'])(
    'refuse siteUrl %s, naming it',
    async (siteUrl) => {
      const { status, answer } = await explore({ siteUrl });
      expect(status).toBe(400);
      expect(answer.field).toBe('siteUrl');
    },
  );

  it('refuse a siteUrl that parses to this site but is written otherwise', async () => {
    const withUser = server.base.replace('//', '//user@');
    for (const siteUrl of [`${server.base}\\@evil.example/`, `${withUser}/`, ` ${server.base}/`]) {
      const { status, answer } = await explore({ siteUrl });
      expect([siteUrl, status, answer.field]).toEqual([siteUrl, 400, 'siteUrl']);
    }
  });

  it('refuse unknown fields, naming them', async () => {
    const { status, answer } = await explore({ targetHost: 'evil.example' });
    expect(status).toBe(400);
    expect(answer.field).toBe('targetHost');
  });

  it('refuse an API whose registry entry has no API Explorer', async () => {
    const { status, answer } = await explore({
      apiName: 'monitor-v2.0',
      endpoint: '/api/v2.0/datasets/{dataSetName}/schema',
      pathParameters: { dataSetName: 'monitor' },
    });
    expect(status).toBe(400);
    expect(answer.field).toBe('apiName');
  });
});

describe('download requests', () => {
  it.each([[[0]], ['0'], [0.5], [true]])(
    'refuse selectedProjectIndex %j, naming it',
    async (selectedProjectIndex) => {
      const { status, answer } = await download({ selectedProjectIndex });
      expect(status).toBe(400);
      expect(answer.field).toBe('selectedProjectIndex');
    },
  );

  it.each([
    '<script>alert(1)</script>',
    'a\nb',
    '{{x}}',
    '../../../../etc/passwd',
    'Node.js;',
    'Node.js & Java',
    'Node.js/Python',
    'Cobol',
    'node.js',
    '',
  ])(
    'refuse displayName %j (not a name of the quickstart catalogue), naming it',
    async (displayName) => {
      const { status, answer } = await download({ displayName });
      expect(status).toBe(400);
      expect(answer.field).toBe('displayName');
    },
  );

  it.each(['Node.js', 'Python', 'Java'])('accept displayName %j', async (displayName) => {
    // The key is not the user's: the request got past its fields to the lookup.
    const { status, answer } = await download({ displayName });
    expect(status).toBe(404);
    expect(answer.field).toBe('integrationKey');
  });

  it('refuse unknown fields, naming them', async () => {
    const { status, answer } = await download({ callbackUrl: 'https://evil.example' });
    expect(status).toBe(400);
    expect(answer.field).toBe('callbackUrl');
  });
});
