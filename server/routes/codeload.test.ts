/** @jest-environment node */
import { createServer } from 'node:http';
import { loadQuickstartCatalogue } from '../codeload';
import { unzip } from '../../test-support/quickstartRun';
import {
  ADMIN,
  MEMBER,
  bearer,
  closedPort,
  signIn,
  startServer,
  type RunningServer,
} from '../../test-support/testServer';

// The downloads themselves; codeload.run.test.ts runs every project they hold.

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

const catalogue = loadQuickstartCatalogue();

/** The zip's entry names for a repository: its template's and the shared files, in one top folder. */
const entryNames = (repositoryName: string, folder: string) =>
  catalogue.find(repositoryName, 0)!.files.map((file) => `${folder}/${file.name}`);

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
  });

  it.each(catalogue.repositories.map((repository) => [repository.repositoryName]))(
    'answers the %s project in one top folder: its template, the shared document, config.json and private.key filled',
    async (repositoryName) => {
      const response = await post(request({ repositoryName }));
      expect(response.status).toBe(200);
      const folder = /filename="(esignature-quickstart-[a-z]+)\.zip"/.exec(
        response.headers.get('content-disposition') ?? '',
      )?.[1];
      expect(folder).toBe(`esignature-quickstart-${catalogue.find(repositoryName, 0)!.language}`);
      const entries = await unzip(Buffer.from(await response.arrayBuffer()));
      expect([...entries.keys()]).toEqual(entryNames(repositoryName, folder!));
      expect([...entries.keys()]).toEqual(
        expect.arrayContaining(
          ['README.md', 'config.json', 'private.key', 'document.pdf'].map(
            (name) => `${folder}/${name}`,
          ),
        ),
      );

      const user = await userInfo();
      expect(JSON.parse(entries.get(`${folder}/config.json`)!.toString('utf8'))).toEqual({
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
      expect(entries.get(`${folder}/private.key`)!.toString('utf8')).toBe(key.privateKey);
    },
  );

  it('keeps the placeholder key file and says so when no private key is sent', async () => {
    const response = await post(request({ privateKey: undefined }));
    expect(response.status).toBe(200);
    expect(response.headers.get('x-codeload-private-key')).toBe('missing');
    const entries = await unzip(Buffer.from(await response.arrayBuffer()));
    expect(entries.get('esignature-quickstart-node/private.key')!.toString()).toContain(
      'Paste here',
    );
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
      'quickstart-csharp',
      'quickstart-php',
      'quickstart-ruby',
      'quickstart-go',
      'quickstart-bash',
    ]);
    // The quickstart page's Language list shows these names.
    expect(list.map((repo: { displayName: string }) => repo.displayName)).toEqual([
      'Node.js',
      'Python',
      'Java',
      'C#',
      'PHP',
      'Ruby',
      'Go',
      'Bash',
    ]);
    expect(JSON.stringify(list)).not.toContain('templateDir');
    // Each project with its README's steps, which the quickstart page shows.
    expect(list[1].projects[0].run).toEqual({
      prerequisites:
        'Python 3.11 or later; the standard library is all it uses, there is nothing to install.',
      command: 'python3 main.py',
      downloadCommand: 'python3 main.py download <envelopeId>',
    });
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
