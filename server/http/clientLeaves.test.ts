/** @jest-environment node */
import { assetsPath } from '@developer-center/sandbox/signing/assets';
import { leave, LEAVE_MODES, type RawRequest } from '../../test-support/leavingClient';
import { installOutboundGuard, removeOutboundGuard } from '../../test-support/outboundGuard';
import { PUBLIC_FILES, writePublicFixture } from '../../test-support/publicFixture';
import {
  startServerProcess,
  stopServer,
  type ServerProcess,
} from '../../test-support/serverProcess';
import { openSigningUrl } from '@developer-center/sandbox/test-support/signingCeremony';
import {
  CONTRACT,
  createEnvelope,
  embeddedSigner,
  recipientViewUrl,
} from '@developer-center/sandbox/test-support/signingSandbox';
import { ADMIN, bearer, signIn, tempDir } from '../../test-support/testServer';

// Issue 33.1: no request ends the process. The real server in its own process (compiled, as
// `npm start` runs it) serves a small built site and its embedded platform; for every kind of
// answer it sends, clients leave before the answer, right after the headers, after the first
// bytes, and read slowly (socket paused) before leaving. Afterwards the server still answers,
// never exited, and logged no error: nothing uncaught, no second answer to a request whose
// client had gone.

let server: ServerProcess;
const targets: Record<string, RawRequest> = {};
/** 200 but for these. */
const STATUS: Record<string, number> = { 'missing page (404 page)': 404 };
const statusOf = (name: string) => STATUS[name] ?? 200;
const gzip = { 'accept-encoding': 'gzip' };

/** Several pages of text: a document whose PDF is larger than one socket write. */
const APPENDIX = Array.from({ length: 1500 }, (_, n) => `Clause ${n}: the parties agree.`).join(
  '\n',
);

async function json(response: Response) {
  const body = await response.json();
  if (response.status >= 300)
    throw new Error(`${response.url}: ${response.status} ${JSON.stringify(body)}`);
  return body;
}

/** The sandbox answers and the portal's own routes, once signed in: what each target asks. */
async function signedInTargets(base: string) {
  const token = await signIn(base);
  const auth = bearer(token);
  const envelopes = `${base}/sandbox/restapi/v2.1/accounts/${ADMIN.accountId}/envelopes`;
  const signer = embeddedSigner();
  const envelopeId = await createEnvelope({ token, envelopes }, [signer], {
    documents: [
      { documentId: '1', name: 'Contract.txt', documentBase64: btoa(CONTRACT) },
      { documentId: '2', name: 'Appendix.txt', documentBase64: btoa(APPENDIX) },
    ],
  });
  const session = await openSigningUrl(
    await recipientViewUrl({ token, envelopes }, envelopeId, signer),
  );
  const sessionPath = new URL(session.page).pathname;
  const application = await json(
    await fetch(`${base}/api/applications`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Leaving clients',
        redirect_uris: [],
        shouldCreateSecretKey: false,
        shouldCreateRSAKey: true,
      }),
    }),
  );
  const [repository] = await json(await fetch(`${base}/api/codeload/projects`));
  const documents = `/sandbox/restapi/v2.1/accounts/${ADMIN.accountId}/envelopes/${envelopeId}/documents`;
  const explorer = new URLSearchParams({
    apiName: 'esignature-v2.1',
    method: 'GET',
    endpoint: '/v2.1/accounts/{accountId}/envelopes/{envelopeId}/documents/{documentId}',
    pathParameters: JSON.stringify({
      accountId: ADMIN.accountId,
      envelopeId,
      documentId: 'combined',
    }),
  });
  const mcp = (body: unknown): RawRequest => ({
    method: 'POST',
    url: '/mcp',
    headers: {
      ...auth,
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
    },
    body: JSON.stringify(body),
  });
  return {
    'combined PDF': { method: 'GET', url: `${documents}/combined`, headers: auth },
    'document PDF': { method: 'GET', url: `${documents}/2`, headers: auth },
    'codeload zip': {
      method: 'POST',
      url: '/api/codeload',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({
        integrationKey: application.client_id,
        repositoryName: repository.repositoryName,
        selectedProjectIndex: 0,
        privateKey: application.keys[0].privateKey,
      }),
    },
    'explorer answer (a PDF)': {
      method: 'POST',
      url: `/api/api-explorer?${explorer}`,
      headers: auth,
    },
    'MCP tools/list': mcp({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
    'MCP search_docs': mcp({
      jsonrpc: '2.0',
      id: 2,
      method: 'tools/call',
      params: { name: 'search_docs', arguments: { query: 'envelope' } },
    }),
    'signing page': { method: 'GET', url: sessionPath, headers: { cookie: session.cookie } },
    'signing session model': {
      method: 'GET',
      url: `${sessionPath}session`,
      headers: { cookie: session.cookie },
    },
    'signing session PDF': {
      method: 'GET',
      url: `${sessionPath}documents/2`,
      headers: { cookie: session.cookie },
    },
    'signing pdf.js worker': {
      method: 'GET',
      url: `${assetsPath('/sandbox')}/pdfjs/pdf.worker.min.mjs`,
    },
  } satisfies Record<string, RawRequest>;
}

function siteTargets(): Record<string, RawRequest> {
  const get = (url: string, headers: Record<string, string> = {}): RawRequest => ({
    method: 'GET',
    url,
    headers,
  });
  const markdown = { accept: 'text/markdown' };
  return {
    'page (HTML)': get(PUBLIC_FILES.page),
    'missing page (404 page)': get('/no/such/page/'),
    'page-data': get(PUBLIC_FILES.pageData),
    'page-data, gzip accepted': get(PUBLIC_FILES.pageData, gzip),
    'schema file': get(PUBLIC_FILES.schema),
    'schema file, gzip accepted': get(PUBLIC_FILES.schema, gzip),
    'markdown twin': get(PUBLIC_FILES.twin),
    'markdown twin, gzip accepted': get(PUBLIC_FILES.twin, gzip),
    'page asked for as markdown': get(PUBLIC_FILES.page, markdown),
    'page asked for as markdown, gzip accepted': get(PUBLIC_FILES.page, { ...markdown, ...gzip }),
    'llms.txt': get(PUBLIC_FILES.llms),
    'llms.txt, gzip accepted': get(PUBLIC_FILES.llms, gzip),
    'llms.txt, HEAD': { method: 'HEAD', url: PUBLIC_FILES.llms },
    sitemap: get(PUBLIC_FILES.sitemap),
    'plain script': get(PUBLIC_FILES.plainScript),
    'plain script, gzip accepted': get(PUBLIC_FILES.plainScript, gzip),
    'gzipped-only script': get(PUBLIC_FILES.gzippedScript),
    'gzipped-only script, gzip accepted': get(PUBLIC_FILES.gzippedScript, gzip),
    'script kept both ways': get(PUBLIC_FILES.bothScript),
    'script kept both ways, gzip accepted': get(PUBLIC_FILES.bothScript, gzip),
    search: get('/api/search?q=envelope'),
    'health check': get('/healthz'),
  };
}

/**
 * The log lines that say something went wrong (error and fatal, or a second answer), each with
 * the request its reqId names, so a failure says which target caused it.
 */
function troubleIn(output: string): string[] {
  const lines = output.split('\n');
  const requestOf = (line: string) => {
    const id = /"reqId":"([^"]+)"/.exec(line)?.[1];
    const incoming = lines.find(
      (other) => other.includes(`"reqId":"${id}"`) && /"req":/.test(other),
    );
    return incoming ? /"req":(\{[^}]*\})/.exec(incoming)?.[1] : undefined;
  };
  return lines
    .filter(
      (line) =>
        /"level":(5|6)\d/.test(line) ||
        /uncaught|ERR_HTTP_HEADERS_SENT|Reply was already sent|Node\.js v\d/i.test(line),
    )
    .map((line) => `${line.slice(0, 600)} ← ${requestOf(line) ?? 'no request'}`);
}

beforeAll(async () => {
  installOutboundGuard();
  server = await startServerProcess({
    DATA_DIR: tempDir('leaving-'),
    PUBLIC_DIR: writePublicFixture(),
  });
  Object.assign(targets, siteTargets(), await signedInTargets(server.base));
}, 60_000);
afterAll(async () => {
  if (server) await stopServer(server);
  removeOutboundGuard();
});

/** The target asked for by a client that reads its answer to the end. */
async function readInFull({ method, url, headers, body }: RawRequest) {
  const response = await fetch(`${server.base}${url}`, { method, headers, body });
  return { status: response.status, bytes: (await response.arrayBuffer()).byteLength };
}

it('answers every target in full to a client that reads to the end', async () => {
  for (const [name, request] of Object.entries(targets)) {
    const { status, bytes } = await readInFull(request);
    expect([name, status]).toEqual([name, statusOf(name)]);
    if (request.method !== 'HEAD') expect([name, bytes > 0]).toEqual([name, true]);
  }
}, 60_000);

describe.each(LEAVE_MODES)('a client that leaves %s', (mode) => {
  it('leaves the server serving, with nothing logged as an error', async () => {
    const answers = await Promise.all(
      Object.entries(targets).map(async ([name, request]) => ({
        name,
        ...(await leave(server.port, request, mode)),
      })),
    );
    // The targets were reached: a status line came for each (but when the client left first).
    if (mode !== 'before-answer') {
      for (const { name, status } of answers)
        expect([name, status]).toEqual([name, statusOf(name)]);
    }
    // Streams the server was still writing end when their client has gone; then it answers.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await fetch(`${server.base}/healthz`)).status).toBe(200);
    expect(server.process.exitCode).toBeNull();
    expect(troubleIn(server.output())).toEqual([]);
  }, 60_000);
});

it('still answers every target in full afterwards', async () => {
  for (const [name, request] of Object.entries(targets)) {
    expect([name, (await readInFull(request)).status]).toEqual([name, statusOf(name)]);
  }
  expect(troubleIn(server.output())).toEqual([]);
}, 60_000);
