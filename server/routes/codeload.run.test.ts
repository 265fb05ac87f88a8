/** @jest-environment node */
import { createPrivateKey } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { DEFAULT_QUICKSTART_DIR } from '../codeload';
import { readPageText } from '@developer-center/sandbox/documents';
import { signEverything } from '@developer-center/sandbox/test-support/signingCeremony';
import {
  extract,
  limited,
  printedDownloadCommand,
  projectEnv,
  readmeCommand,
  runCommand,
  signInBrowser,
  unzip,
} from '../../test-support/quickstartRun';
import {
  ADMIN,
  bearer,
  signIn,
  startServer,
  type RunningServer,
} from '../../test-support/testServer';

// Every quickstart project, downloaded as the quickstart page downloads it, run unchanged with
// the command its README gives, against the embedded platform; its signing URL signed in
// Chromium; the completed PDF downloaded with the command it printed. One server, one browser;
// the languages run side by side (it.concurrent), three at a time (see `limited`).

/** The catalogue's repositories and the command each README must give. */
const PROJECTS: [repositoryName: string, command: string][] = [
  ['quickstart-node', 'node index.js'],
  ['quickstart-python', 'python3 main.py'],
  ['quickstart-java', 'java QuickStart.java'],
  [
    'quickstart-csharp',
    'mcs -r:System.Net.Http -out:QuickStart.exe Program.cs && mono QuickStart.exe',
  ],
  ['quickstart-php', 'php main.php'],
  ['quickstart-ruby', 'ruby main.rb'],
  ['quickstart-go', 'go run .'],
  ['quickstart-bash', 'bash main.sh'],
];

const DOCUMENT = path.join(DEFAULT_QUICKSTART_DIR, 'shared', 'document.pdf');

/** A run on a busy machine: Java compiles in memory and Go builds first, several at once. */
const RUN_TIMEOUT_MS = 90_000;
/** Three runs, Chromium's signing, and the wait for a slot behind two other tests. */
const TEST_TIMEOUT_MS = 6 * RUN_TIMEOUT_MS;
const inTurn = limited(3);

let server: RunningServer;
let browser: Browser;
let admin: Record<string, string>;
let key: { client_id: string; privateKey: string };
let env: NodeJS.ProcessEnv;
let account: string;

beforeAll(async () => {
  [server, browser] = await Promise.all([
    startServer(),
    chromium.launch({
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    }),
  ]);
  admin = bearer(await signIn(server.base, ADMIN));
  const created = await (
    await fetch(`${server.base}/api/applications`, {
      method: 'POST',
      headers: { ...admin, 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Quickstart run test key',
        redirect_uris: [],
        shouldCreateSecretKey: false,
        shouldCreateRSAKey: true,
      }),
    })
  ).json();
  key = { client_id: created.client_id, privateKey: created.keys[0].privateKey };
  const user = await (
    await fetch(`${server.base}/sandbox/oauth/userinfo`, { headers: admin })
  ).json();
  account = user.accounts[0].account_id;
  env = projectEnv();
  await warmUp();
}, 90_000);
afterAll(() => Promise.all([server?.close(), browser?.close()]));

const returnUrl = () => `${server.base}/docs/esign-rest-api/quickstart/`;

/**
 * One envelope's whole journey over HTTP before the tests: sent with the quickstart document,
 * signed, its combined PDF read. Jest refuses a require() it sees between two tests, and
 * concurrent tests end at different times: the sandbox's lazily loaded modules (pdf.js for the
 * anchors) once failed a language's first envelope with a 500 when another language's test had
 * just ended. Loaded here, nothing is left to load then.
 */
async function warmUp() {
  const api = `${server.base}/sandbox/restapi/v2.1/accounts/${account}/envelopes`;
  const post = async (url: string, body: unknown) => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { ...admin, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(response.status).toBe(201);
    return response.json();
  };
  const signer = { email: ADMIN.email, name: ADMIN.name, recipientId: '1', clientUserId: '1' };
  const { envelopeId } = await post(api, {
    emailSubject: 'Warm-up',
    status: 'sent',
    documents: [
      {
        documentId: '1',
        name: 'Quickstart document',
        fileExtension: 'pdf',
        documentBase64: readFileSync(DOCUMENT).toString('base64'),
      },
    ],
    recipients: {
      signers: [
        { ...signer, tabs: { signHereTabs: [{ anchorString: '/sn1/', anchorXOffset: '20' }] } },
      ],
    },
  });
  const { url } = await post(`${api}/${envelopeId}/views/recipient`, {
    returnUrl: returnUrl(),
    authenticationMethod: 'none',
    email: signer.email,
    userName: signer.name,
    clientUserId: signer.clientUserId,
  });
  expect((await signEverything(url, ADMIN.name)).status).toBe(200);
  const pdf = await fetch(`${api}/${envelopeId}/documents/combined`, { headers: admin });
  await readPageText(new Uint8Array(await pdf.arrayBuffer()));
}

/** The project of the repository, downloaded and unpacked: the folder its zip's top folder is. */
async function downloadProject(repositoryName: string) {
  const response = await fetch(`${server.base}/api/codeload`, {
    method: 'POST',
    headers: { ...admin, 'content-type': 'application/json' },
    body: JSON.stringify({
      integrationKey: key.client_id,
      repositoryName,
      selectedProjectIndex: 0,
      privateKey: key.privateKey,
    }),
  });
  expect(response.status).toBe(200);
  const name = /filename="(.+)\.zip"/.exec(response.headers.get('content-disposition') ?? '')![1];
  const entries = await unzip(Buffer.from(await response.arrayBuffer()));
  // One top folder, named as the zip is.
  expect(new Set([...entries.keys()].map((entry) => entry.split('/')[0]))).toEqual(new Set([name]));
  return path.join(extract(entries), name);
}

/**
 * Runs a command in the project. A failure carries the server's error lines logged meanwhile: a
 * program only sees "answered 500", the log says why.
 */
async function inProject(dir: string, command: string) {
  const logged = server.logs.length;
  try {
    return await runCommand(command, dir, env, RUN_TIMEOUT_MS);
  } catch (error) {
    const errors = server.logs.slice(logged).filter((line) => /"level":(50|60)/.test(line));
    if (errors.length > 0) (error as Error).message += `\nServer errors:\n${errors.join('')}`;
    throw error;
  }
}

async function envelope(envelopeId: string) {
  const response = await fetch(
    `${server.base}/sandbox/restapi/v2.1/accounts/${account}/envelopes/${envelopeId}?include=recipients`,
    { headers: admin },
  );
  expect(response.status).toBe(200);
  return response.json() as Promise<{
    envelopeId: string;
    status: string;
    emailSubject: string;
    recipients: { signers: { name: string; email: string; clientUserId: string }[] };
  }>;
}

/** What a run printed: the envelope it sent (as the platform keeps it) and its signing URL. */
async function sent(stdout: string) {
  const envelopeId = /^Envelope sent\. Envelope ID: (\S+)$/m.exec(stdout)?.[1];
  const url = /^Sign it in your browser \(the link works once, within 5 minutes\): (\S+)$/m.exec(
    stdout,
  )?.[1];
  expect({ envelopeId, url }).toEqual({
    envelopeId: expect.any(String),
    url: expect.stringMatching(`^${server.base}/sandbox/signing/`),
  });
  const stored = await envelope(envelopeId!);
  expect(stored).toMatchObject({
    status: 'sent',
    emailSubject: 'Please sign this quickstart document',
  });
  return { envelopeId: envelopeId!, url: url!, stored };
}

function rewriteConfig(dir: string, changes: Record<string, string>) {
  const file = path.join(dir, 'config.json');
  const config = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
  writeFileSync(file, `${JSON.stringify({ ...config, ...changes }, null, 2)}\n`);
}

describe('every quickstart project runs unchanged against the embedded platform', () => {
  it.concurrent.each(PROJECTS)(
    '%s: the README command sends the envelope, Chromium signs it, the printed command downloads the completed PDF',
    (repositoryName, command) =>
      inTurn(async () => {
        const dir = await downloadProject(repositoryName);
        expect(readmeCommand(dir)).toBe(command);
        const { stdout } = await inProject(dir, command);
        const { envelopeId, url, stored } = await sent(stdout);
        expect(stored.recipients.signers[0]).toMatchObject({
          email: ADMIN.email,
          name: ADMIN.name,
          clientUserId: '1000',
        });
        const download = printedDownloadCommand(stdout, envelopeId);

        // Before signing there is nothing completed to download: the program says so.
        await expect(inProject(dir, download)).rejects.toMatchObject({
          code: 1,
          stderr: expect.stringContaining(
            `Envelope ${envelopeId} is sent, not completed yet: sign it first.`,
          ),
        });

        await signInBrowser(browser, url, returnUrl());
        expect((await envelope(envelopeId)).status).toBe('completed');

        const saved = await inProject(dir, download);
        const file = `completed-${envelopeId}.pdf`;
        expect(saved.stdout).toBe(
          `Envelope ${envelopeId} is completed. Saved the completed PDF to ${file}\n`,
        );
        const pages = await readPageText(new Uint8Array(readFileSync(path.join(dir, file))));
        const runs = pages.flatMap((page) => page.runs);
        const signedBy = runs.find((run) => run.str === `Signed by ${ADMIN.name} · ${envelopeId}`);
        // The signature sits 20 points right of the hidden anchor (document.pdf draws it at x 72).
        const anchor = runs.find((run) => run.str === '/sn1/');
        expect(signedBy?.x).toBeCloseTo(anchor!.x + 20, 0);
      }),
    TEST_TIMEOUT_MS,
  );

  it.concurrent.each(PROJECTS)(
    '%s reads a PKCS#1 key and a signer name that needs JSON escapes',
    (repositoryName, command) =>
      inTurn(async () => {
        const dir = await downloadProject(repositoryName);
        const pkcs1 = createPrivateKey(key.privateKey)
          .export({ type: 'pkcs1', format: 'pem' })
          .toString();
        expect(pkcs1).toContain('-----BEGIN RSA PRIVATE KEY-----');
        writeFileSync(path.join(dir, 'private.key'), pkcs1);
        const signerName = 'Zoë "Q" O\'Neil \\ ✓ 😀\tJr. $(id) `id`';
        rewriteConfig(dir, { signerName });
        const { stored } = await sent((await inProject(dir, command)).stdout);
        expect(stored.recipients.signers[0].name).toBe(signerName);
      }),
    TEST_TIMEOUT_MS,
  );

  it.concurrent.each(PROJECTS)(
    '%s exits 1 naming the status and the platform’s error_description',
    (repositoryName, command) =>
      inTurn(async () => {
        const dir = await downloadProject(repositoryName);
        rewriteConfig(dir, { userId: '00000000-0000-4000-8000-000000000000' });
        await expect(inProject(dir, command)).rejects.toMatchObject({
          code: 1,
          stdout: '',
          // The platform's description for a user outside the key's account.
          stderr: expect.stringContaining(
            `${server.base}/sandbox/oauth/token answered 400: user_not_found`,
          ),
        });
      }),
    TEST_TIMEOUT_MS,
  );
});
