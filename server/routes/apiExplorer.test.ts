/** @jest-environment node */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { explorerSearchParams, type ExplorerCallQuery } from '../../lib/explorer/callQuery';
import { samplePdf } from '@developer-center/sandbox/responder/pdf';
import {
  ADMIN,
  bearer,
  closedPort,
  signIn,
  startServer,
  type RunningServer,
} from '../../test-support/testServer';

const ACCOUNT = ADMIN.accountId;
const LIST = '/v2.1/accounts/{accountId}/envelopes';
const ONE = '/v2.1/accounts/{accountId}/envelopes/{envelopeId}';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

interface Answer {
  status: number;
  statusText: string;
  durationMs: number;
  headers: Record<string, string>;
  body: Record<string, unknown> | string | null;
  binary?: { contentType: string; base64: string; fileName: string };
  message?: string;
  field?: string;
}

function explore(
  base: string,
  token: string | undefined,
  query: Partial<ExplorerCallQuery>,
  body?: unknown,
): Promise<{ status: number; answer: Answer }> {
  // The query as the browser writes it (lib/explorer/callQuery.ts).
  const params = explorerSearchParams({
    apiName: 'esignature-v2.1',
    ...query,
  } as ExplorerCallQuery);
  return fetch(`${base}/api/api-explorer?${params}`, {
    method: 'POST',
    headers: {
      ...(token ? bearer(token) : {}),
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  }).then(async (response) => ({
    status: response.status,
    answer: (await response.json()) as Answer,
  }));
}

describe('POST /api/api-explorer against the embedded sandbox', () => {
  let server: RunningServer;
  let token: string;
  beforeAll(async () => {
    server = await startServer();
    token = await signIn(server.base);
  });
  afterAll(() => server.close());

  const path = (extra: Record<string, string> = {}) => ({ accountId: ACCOUNT, ...extra });

  it('answers 401 without a bearer token', async () => {
    const { status, answer } = await explore(server.base, undefined, {
      method: 'GET',
      endpoint: LIST,
      pathParameters: path(),
    });
    expect(status).toBe(401);
    expect(answer.message).toMatch(/Sign in/);
  });

  it('creates an envelope, fetches it back and lists it', async () => {
    const created = await explore(
      server.base,
      token,
      { method: 'POST', endpoint: LIST, pathParameters: path(), contentType: 'application/json' },
      {
        emailSubject: 'Explorer test',
        status: 'created',
        documents: [
          {
            documentId: '1',
            name: 'contract.pdf',
            documentBase64: samplePdf('Contract').toString('base64'),
          },
        ],
      },
    );
    expect(created.status).toBe(200);
    expect(created.answer.status).toBe(201);
    expect(created.answer.statusText).toBe('Created');
    expect(typeof created.answer.durationMs).toBe('number');
    expect(created.answer.headers['content-type']).toMatch(/application\/json/);
    const { envelopeId } = created.answer.body as { envelopeId: string };
    expect(envelopeId).toMatch(UUID);

    const fetched = await explore(server.base, token, {
      method: 'GET',
      endpoint: ONE,
      pathParameters: path({ envelopeId }),
    });
    expect(fetched.answer.status).toBe(200);
    expect(fetched.answer.body).toMatchObject({
      envelopeId,
      emailSubject: 'Explorer test',
      status: 'created',
    });

    const listed = await explore(server.base, token, {
      method: 'GET',
      endpoint: LIST,
      pathParameters: path(),
      queryParameters: { count: '10', from_date: '2020-01-01' },
    });
    expect(listed.answer.status).toBe(200);
    const { envelopes } = listed.answer.body as { envelopes: { envelopeId: string }[] };
    expect(envelopes.map((envelope) => envelope.envelopeId)).toContain(envelopeId);

    const pdf = await explore(server.base, token, {
      method: 'GET',
      endpoint: '/v2.1/accounts/{accountId}/envelopes/{envelopeId}/documents/{documentId}',
      pathParameters: path({ envelopeId, documentId: '1' }),
      accept: 'application/pdf',
    });
    expect(pdf.answer.status).toBe(200);
    expect(pdf.answer.binary?.contentType).toBe('application/pdf');
    expect(pdf.answer.binary?.fileName).toBe('contract.pdf');
    expect(Buffer.from(pdf.answer.binary!.base64, 'base64').subarray(0, 5).toString()).toBe(
      '%PDF-',
    );
  });

  it("relays the platform's own 400 naming the field", async () => {
    const { status, answer } = await explore(
      server.base,
      token,
      { method: 'POST', endpoint: LIST, pathParameters: path() },
      { emailSubject: 'x'.repeat(101) },
    );
    expect(status).toBe(200);
    expect(answer.status).toBe(400);
    expect(answer.statusText).toBe('Bad Request');
    expect(answer.body).toMatchObject({ errorCode: 'INVALID_REQUEST_PARAMETER' });
    expect((answer.body as { message: string }).message).toMatch(/emailSubject/);
  });

  it('refuses a path parameter outside the character rule, naming it', async () => {
    const { status, answer } = await explore(server.base, token, {
      method: 'GET',
      endpoint: LIST,
      pathParameters: { accountId: 'a b' },
    });
    expect(status).toBe(400);
    expect(answer.field).toBe('pathParameters.accountId');
    expect(answer.message).toBe(
      'Please use letters, numbers, and valid special characters (-._?:=$+!*()&@,+).',
    );
  });
});

describe('POST /api/api-explorer against a configured platform', () => {
  let platform: Server;
  let server: RunningServer;
  const seen: IncomingMessage[] = [];
  const bodies: string[] = [];

  beforeAll(async () => {
    platform = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => (body += chunk));
      request.on('end', () => {
        if (request.url === '/sandbox/oauth/userinfo') {
          // The account's base_uri: where the explorer sends the user's calls.
          const baseUri = `http://127.0.0.1:${port()}/sandbox`;
          const accounts = [
            { account_id: ACCOUNT, is_default: true, account_name: 'A', base_uri: baseUri },
          ];
          response.writeHead(200, { 'content-type': 'application/json' });
          response.end(JSON.stringify({ sub: 'u', name: 'U', email: 'u@example.test', accounts }));
          return;
        }
        seen.push(request);
        bodies.push(body);
        if (request.url?.includes('/envelopes/redirect')) {
          response.writeHead(302, { location: `http://127.0.0.1:${port()}/elsewhere` }).end();
        } else {
          response
            .writeHead(200, { 'content-type': 'text/plain', 'set-cookie': 'a=b' })
            .end('plain answer');
        }
      });
    });
    await new Promise<void>((resolve) => platform.listen(0, '127.0.0.1', resolve));
    server = await startServer({ PLATFORM_BASE_URL: `http://127.0.0.1:${port()}/sandbox` });
  });
  afterAll(async () => {
    await server.close();
    await new Promise((resolve) => platform.close(resolve));
  });
  const port = () => (platform.address() as { port: number }).port;

  it('forwards the token, content type, allowed headers and query; never follows a redirect', async () => {
    const { answer } = await explore(
      server.base,
      'user-token',
      {
        method: 'PUT',
        endpoint: ONE,
        pathParameters: { accountId: ACCOUNT, envelopeId: 'redirect' },
        queryParameters: { advanced_update: 'true' },
        customHeaderParameters: { 'x-docusign-edit': 'yes' },
      },
      { status: 'voided' },
    );
    expect(answer.status).toBe(302);
    expect(answer.statusText).toBe('Found');
    expect(answer.headers.location).toBe(`http://127.0.0.1:${port()}/elsewhere`);
    expect(seen.map((request) => request.url)).toEqual([
      `/sandbox/restapi/v2.1/accounts/${ACCOUNT}/envelopes/redirect?advanced_update=true`,
    ]);
    const [request] = seen;
    expect(request.method).toBe('PUT');
    expect(request.headers.authorization).toBe('Bearer user-token');
    expect(request.headers['content-type']).toBe('application/json');
    expect(request.headers['x-docusign-edit']).toBe('yes');
    expect(request.headers.cookie).toBeUndefined();
    expect(bodies[0]).toBe('{"status":"voided"}');
  });

  it('answers text bodies as text and keeps cookies away', async () => {
    const { answer } = await explore(server.base, 'user-token', {
      method: 'GET',
      endpoint: LIST,
      pathParameters: { accountId: ACCOUNT },
    });
    expect(answer.body).toBe('plain answer');
    expect(answer.headers['set-cookie']).toBeUndefined();
  });
});

describe('POST /api/api-explorer when the platform is down', () => {
  it('answers 502', async () => {
    const server = await startServer({
      PLATFORM_BASE_URL: `http://127.0.0.1:${await closedPort()}`,
    });
    try {
      const { status, answer } = await explore(server.base, 'token', {
        method: 'GET',
        endpoint: LIST,
        pathParameters: { accountId: ACCOUNT },
      });
      expect(status).toBe(502);
      expect(answer.message).toMatch(/could not be reached/);
    } finally {
      await server.close();
    }
  });
});
