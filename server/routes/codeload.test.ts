/** @jest-environment node */
import { execFile } from 'node:child_process';
import { createPrivateKey } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import yauzl from 'yauzl';
import { DEFAULT_QUICKSTART_DIR, walkTemplate } from '../codeload';
import { readPageText } from '../sandbox/documents';
import { signEverything } from '../test-support/signingCeremony';
import {
  ADMIN,
  MEMBER,
  bearer,
  closedPort,
  signIn,
  startServer,
  tempDir,
  type RunningServer,
} from '../test-support/testServer';

const run = promisify(execFile);

let server: RunningServer;
let admin: Record<string, string>;
let member: Record<string, string>;
let key: { client_id: string; privateKey: string };

const post = (body: unknown, headers: Record<string, string> = admin) =>
  fetch(`${server.base}/api/codeload`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

const request = (overrides: Record<string, unknown> = {}) => ({
  integrationKey: key.client_id,
  repositoryName: 'quickstart-node',
  displayName: 'Node.js',
  selectedProjectIndex: 0,
  branch: 'main',
  privateKey: key.privateKey,
  ...overrides,
});

/** The archive's entries, name → content, read with yauzl. */
function unzip(buffer: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buffer, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error);
      const entries = new Map<string, Buffer>();
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream) return reject(streamError);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            entries.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(entries));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

const templateNames = (dir: string) =>
  walkTemplate(path.join(DEFAULT_QUICKSTART_DIR, 'templates', dir)).map((file) => file.name);

async function userInfo() {
  const token = admin.authorization.replace('Bearer ', '');
  const response = await fetch(`${server.base}/sandbox/oauth/userinfo`, {
    headers: bearer(token),
  });
  return response.json() as Promise<{
    sub: string;
    email: string;
    accounts: { account_id: string; base_uri: string }[];
  }>;
}

beforeAll(async () => {
  server = await startServer();
  admin = bearer(await signIn(server.base, ADMIN));
  member = bearer(await signIn(server.base, MEMBER));
  const created = await (
    await fetch(`${server.base}/api/applications`, {
      method: 'POST',
      headers: { ...admin, 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Quickstart test key',
        redirect_uris: [],
        shouldCreateSecretKey: false,
        shouldCreateRSAKey: true,
      }),
    })
  ).json();
  key = { client_id: created.client_id, privateKey: created.keys[0].privateKey };
});
afterAll(() => server.close());

describe('POST /api/codeload', () => {
  it('answers the Node.js project as a zip named {application}-{language}.zip', async () => {
    const response = await post(request());
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="esignature-quickstart-node.zip"',
    );
    expect(response.headers.get('cache-control')).toBe('no-store');
    const entries = await unzip(Buffer.from(await response.arrayBuffer()));
    expect([...entries.keys()]).toEqual(templateNames('node'));

    const user = await userInfo();
    const config = JSON.parse(entries.get('config.json')!.toString('utf8'));
    expect(config).toEqual({
      integrationKey: key.client_id,
      userId: user.sub,
      accountId: user.accounts[0].account_id,
      basePath: `${server.base}/sandbox/restapi`,
      oAuthBasePath: `${server.base}/sandbox/oauth`,
      signerEmail: ADMIN.email,
      signerName: ADMIN.name,
      returnUrl: `${server.base}/docs/esign-rest-api/quickstart/`,
      privateKeyFile: 'private.key',
    });
    expect(entries.get('private.key')!.toString('utf8')).toBe(key.privateKey);
    expect(entries.get('README.md')!.toString('utf8')).toContain('node index.js');
  });

  it('answers the Python project with its own files', async () => {
    const response = await post(request({ repositoryName: 'quickstart-python' }));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toContain(
      'filename="esignature-quickstart-python.zip"',
    );
    const entries = await unzip(Buffer.from(await response.arrayBuffer()));
    expect([...entries.keys()]).toEqual(templateNames('python'));
    expect(JSON.parse(entries.get('config.json')!.toString()).integrationKey).toBe(key.client_id);
  });

  it('answers the Java project: its template files, config.json and private.key filled', async () => {
    const response = await post(request({ repositoryName: 'quickstart-java' }));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="esignature-quickstart-java.zip"',
    );
    const entries = await unzip(Buffer.from(await response.arrayBuffer()));
    expect([...entries.keys()]).toEqual(templateNames('java'));
    expect([...entries.keys()]).toEqual(
      expect.arrayContaining(['QuickStart.java', 'README.md', 'config.json', 'private.key']),
    );
    const user = await userInfo();
    expect(JSON.parse(entries.get('config.json')!.toString('utf8'))).toEqual({
      integrationKey: key.client_id,
      userId: user.sub,
      accountId: user.accounts[0].account_id,
      basePath: `${server.base}/sandbox/restapi`,
      oAuthBasePath: `${server.base}/sandbox/oauth`,
      signerEmail: ADMIN.email,
      signerName: ADMIN.name,
      returnUrl: `${server.base}/docs/esign-rest-api/quickstart/`,
      privateKeyFile: 'private.key',
    });
    expect(entries.get('private.key')!.toString('utf8')).toBe(key.privateKey);
    expect(entries.get('README.md')!.toString('utf8')).toContain('java QuickStart.java');
  });

  it('keeps the placeholder key file and says so when no private key is sent', async () => {
    const response = await post(request({ privateKey: undefined }));
    expect(response.status).toBe(200);
    expect(response.headers.get('x-codeload-private-key')).toBe('missing');
    const entries = await unzip(Buffer.from(await response.arrayBuffer()));
    expect(entries.get('private.key')!.toString()).toContain('Paste here');
  });

  it.each([
    [{ integrationKey: undefined }, 'integrationKey'],
    [{ integrationKey: 'not-a-guid' }, 'integrationKey'],
    [{ repositoryName: undefined }, 'repositoryName'],
    [{ repositoryName: '' }, 'repositoryName'],
    [{ selectedProjectIndex: undefined }, 'selectedProjectIndex'],
    [{ selectedProjectIndex: -1 }, 'selectedProjectIndex'],
    [{ selectedProjectIndex: 0.5 }, 'selectedProjectIndex'],
    [{ branch: 'x'.repeat(101) }, 'branch'],
    [{ privateKey: 'not a key' }, 'privateKey'],
    [{ accountId: '../../etc' }, 'accountId'],
  ])('answers 400 naming the field for %p', async (overrides, field) => {
    const response = await post(request(overrides));
    expect(response.status).toBe(400);
    expect((await response.json()).field).toBe(field);
  });

  it.each([
    [{ repositoryName: '../templates/node' }, 'repositoryName'],
    [{ repositoryName: 'quickstart-cobol' }, 'repositoryName'],
    [{ selectedProjectIndex: 7 }, 'selectedProjectIndex'],
    [{ branch: '../../main' }, 'branch'],
    [{ integrationKey: '00000000-0000-4000-8000-000000000000' }, 'integrationKey'],
  ])('answers 404 naming the field for %p', async (overrides, field) => {
    const response = await post(request(overrides));
    expect(response.status).toBe(404);
    expect((await response.json()).field).toBe(field);
  });

  it('answers 401 without a token, and 401 for a token the platform refuses', async () => {
    expect((await post(request(), {})).status).toBe(401);
    expect((await post(request(), bearer('not-a-token'))).status).toBe(401);
  });

  it('answers 403 for a user without administrative rights', async () => {
    expect((await post(request(), member)).status).toBe(403);
  });

  it('never writes the private key into the log', () => {
    const body = key.privateKey.split('\n')[1];
    expect(server.logs.join('')).not.toContain(body);
  });
});

describe('GET /api/codeload/projects', () => {
  it('lists the catalogue without template paths', async () => {
    const list = await (await fetch(`${server.base}/api/codeload/projects`)).json();
    expect(list.map((repo: { repositoryName: string }) => repo.repositoryName)).toEqual([
      'quickstart-node',
      'quickstart-python',
      'quickstart-java',
    ]);
    // The quickstart page's Language list shows these names.
    expect(list.map((repo: { displayName: string }) => repo.displayName)).toEqual([
      'Node.js',
      'Python',
      'Java',
    ]);
    expect(JSON.stringify(list)).not.toContain('templateDir');
  });
});

describe('the generated projects run unchanged against the sandbox', () => {
  /** Java's source-file launch compiles in memory first: a few seconds on a busy machine. */
  const RUN_TIMEOUT_MS = 45_000;

  /** Runs a project's entry file; a missing interpreter fails the test by name, never skips it. */
  async function runProject(command: string, entry: string, cwd: string) {
    try {
      return await run(command, [entry], { cwd, timeout: RUN_TIMEOUT_MS });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
        throw new Error(
          `"${command}" is not on PATH: this machine kind ships it, and running ${entry} needs it`,
          { cause: error },
        );
      }
      throw error;
    }
  }

  async function extract(repositoryName: string) {
    const response = await post(request({ repositoryName }));
    const entries = await unzip(Buffer.from(await response.arrayBuffer()));
    const dir = tempDir('codeload-run-');
    for (const [name, data] of entries) {
      mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
      writeFileSync(path.join(dir, name), data);
    }
    return dir;
  }

  async function envelope(envelopeId: string) {
    const user = await userInfo();
    const account = user.accounts[0].account_id;
    const response = await fetch(
      `${server.base}/sandbox/restapi/v2.1/accounts/${account}/envelopes/${envelopeId}?include=recipients`,
      { headers: admin },
    );
    expect(response.status).toBe(200);
    return response.json();
  }

  /** The envelope whose ID the project printed, as the sandbox stored it. */
  async function sentEnvelope(stdout: string) {
    const match = /Envelope sent\. Envelope ID: (\S+)/.exec(stdout);
    expect(match).not.toBeNull();
    const sent = await envelope(match![1]);
    expect(sent).toMatchObject({
      envelopeId: match![1],
      status: 'sent',
      emailSubject: 'Please sign this quickstart document',
    });
    return sent as {
      envelopeId: string;
      recipients: { signers: { name: string; email: string }[] };
    };
  }

  /** The embedded signing URL the project printed, opened and signed as its page does. */
  async function signPrintedUrl(stdout: string, envelopeId: string) {
    const match = /Sign it in your browser \(the link works once, within 5 minutes\): (\S+)/.exec(
      stdout,
    );
    expect(match).not.toBeNull();
    expect(match![1].startsWith(`${server.base}/sandbox/signing/`)).toBe(true);
    const finished = await signEverything(match![1], ADMIN.name);
    expect(finished.status).toBe(200);
    expect((await finished.json()).redirect).toBe(
      `${server.base}/docs/esign-rest-api/quickstart/?event=signing_complete`,
    );
    const completed = await envelope(envelopeId);
    expect(completed.status).toBe('completed');
    const user = await userInfo();
    const pdf = await fetch(
      `${server.base}/sandbox/restapi/v2.1/accounts/${user.accounts[0].account_id}/envelopes/${envelopeId}/documents/combined`,
      { headers: admin },
    );
    const pages = await readPageText(new Uint8Array(await pdf.arrayBuffer()));
    const text = pages.flatMap((page) => page.runs.map((run) => run.str)).join(' ');
    expect(text).toContain(`Signed by ${ADMIN.name} · ${envelopeId}`);
  }

  it.each([
    ['quickstart-node', process.execPath, 'index.js'],
    ['quickstart-python', 'python3', 'main.py'],
    ['quickstart-java', 'java', 'QuickStart.java'],
  ])(
    '%s sends an envelope to an embedded signer, whose printed signing URL signs it',
    async (repositoryName, command, entry) => {
      const dir = await extract(repositoryName);
      const { stdout } = await runProject(command, entry, dir);
      const sent = await sentEnvelope(stdout);
      expect(sent.recipients.signers[0]).toMatchObject({
        email: ADMIN.email,
        name: ADMIN.name,
        clientUserId: '1000',
      });
      await signPrintedUrl(stdout, sent.envelopeId);
    },
    RUN_TIMEOUT_MS + 15_000,
  );

  describe('the Java project', () => {
    const javaRun = (dir: string) => runProject('java', 'QuickStart.java', dir);

    function rewriteConfig(dir: string, changes: Record<string, string>) {
      const file = path.join(dir, 'config.json');
      const config = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
      writeFileSync(file, `${JSON.stringify({ ...config, ...changes }, null, 2)}\n`);
    }

    it(
      'reads a PKCS#1 key and a signer name that needs JSON escapes',
      async () => {
        const dir = await extract('quickstart-java');
        const pkcs1 = createPrivateKey(key.privateKey)
          .export({ type: 'pkcs1', format: 'pem' })
          .toString();
        expect(pkcs1).toContain('-----BEGIN RSA PRIVATE KEY-----');
        writeFileSync(path.join(dir, 'private.key'), pkcs1);
        const signerName = 'Zoë "Q" O\'Neil \\ ✓ 😀\tJr.';
        rewriteConfig(dir, { signerName });
        const sent = await sentEnvelope((await javaRun(dir)).stdout);
        expect(sent.recipients.signers[0].name).toBe(signerName);
      },
      RUN_TIMEOUT_MS + 15_000,
    );

    it(
      'exits 1 naming the status and the platform’s error_description',
      async () => {
        const dir = await extract('quickstart-java');
        rewriteConfig(dir, { userId: '00000000-0000-4000-8000-000000000000' });
        await expect(javaRun(dir)).rejects.toMatchObject({
          code: 1,
          stdout: '',
          stderr: expect.stringContaining(
            `${server.base}/sandbox/oauth/token answered 400: sub is not a user`,
          ),
        });
      },
      RUN_TIMEOUT_MS + 15_000,
    );
  });
});

describe('POST /api/codeload when the platform fails', () => {
  const body = {
    integrationKey: '00000000-0000-4000-8000-000000000000',
    repositoryName: 'quickstart-node',
    selectedProjectIndex: 0,
  };
  const call = (base: string) =>
    fetch(`${base}/api/codeload`, {
      method: 'POST',
      headers: { ...bearer('some-token'), 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('answers 502 when the platform is down', async () => {
    const down = await startServer({
      PLATFORM_BASE_URL: `http://127.0.0.1:${await closedPort()}`,
      PLATFORM_CLIENT_ID: 'id',
      PLATFORM_CLIENT_SECRET: 'secret',
    });
    try {
      expect((await call(down.base)).status).toBe(502);
    } finally {
      await down.close();
    }
  });

  it('answers 504 when the platform does not answer in time', async () => {
    const silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as { port: number };
    const slow = await startServer({
      PLATFORM_BASE_URL: `http://127.0.0.1:${port}`,
      PLATFORM_CLIENT_ID: 'id',
      PLATFORM_CLIENT_SECRET: 'secret',
      PLATFORM_TIMEOUT_MS: '200',
    });
    try {
      expect((await call(slow.base)).status).toBe(504);
    } finally {
      await slow.close();
      silent.closeAllConnections();
      await new Promise((resolve) => silent.close(resolve));
    }
  });
});
