/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { signEverything } from '@developer-center/sandbox/test-support/signingCeremony';
import { PROJECT_ROOT } from '../projectRoot';
import {
  ADMIN,
  MEMBER,
  bearer,
  signIn,
  startServer,
  type RunningServer,
} from '../../test-support/testServer';

// The quickstart page's panel after a signing reads the envelope and its completed PDF through
// these routes, with the reader's token, from the embedded platform over real HTTP.

let server: RunningServer;
let admin: Record<string, string>;
let envelopeId: string;

const DOCUMENT = readFileSync(
  path.join(PROJECT_ROOT, 'content', 'quickstart', 'shared', 'document.pdf'),
).toString('base64');

beforeAll(async () => {
  server = await startServer();
  admin = bearer(await signIn(server.base, ADMIN));
  // An envelope sent as a quickstart project sends it, straight through the platform's API.
  const sent = await fetch(
    `${server.base}/sandbox/restapi/v2.1/accounts/${ADMIN.accountId}/envelopes`,
    {
      method: 'POST',
      headers: { ...admin, 'content-type': 'application/json' },
      body: JSON.stringify({
        emailSubject: 'Please sign the route test',
        status: 'sent',
        documents: [
          { documentBase64: DOCUMENT, name: 'Agreement', fileExtension: 'pdf', documentId: '1' },
        ],
        recipients: {
          signers: [
            {
              email: 'signer@example.test',
              name: 'Sam Signer',
              recipientId: '1',
              clientUserId: '1000',
              tabs: { signHereTabs: [{ anchorString: '/sn1/' }] },
            },
          ],
        },
      }),
    },
  );
  expect(sent.status).toBe(201);
  envelopeId = ((await sent.json()) as { envelopeId: string }).envelopeId;
});
afterAll(() => server.close());

describe('GET /api/envelopes/{envelopeId}', () => {
  it('answers the envelope’s id and status, read with the reader’s token', async () => {
    const response = await fetch(`${server.base}/api/envelopes/${envelopeId}`, { headers: admin });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toMatchObject({
      envelopeId,
      status: 'sent',
      emailSubject: 'Please sign the route test',
      sentDateTime: expect.any(String),
    });
  });

  it('passes the platform’s 404 through for an envelope it does not know', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    const response = await fetch(`${server.base}/api/envelopes/${unknown}`, { headers: admin });
    expect(response.status).toBe(404);
  });

  it('answers 400 naming envelopeId for one that is not a GUID, and 401 without a token', async () => {
    const bad = await fetch(`${server.base}/api/envelopes/..%2F..%2Fusers`, { headers: admin });
    expect(bad.status).toBe(400);
    expect((await bad.json()).field).toBe('envelopeId');
    expect((await fetch(`${server.base}/api/envelopes/${envelopeId}`)).status).toBe(401);
  });

  it('answers 403 for an account the reader is not in', async () => {
    const member = bearer(await signIn(server.base, MEMBER));
    const response = await fetch(
      `${server.base}/api/envelopes/${envelopeId}?accountId=00000000-0000-4000-8000-000000000000`,
      { headers: member },
    );
    expect(response.status).toBe(403);
  });
});

describe('GET /api/envelopes/{envelopeId}/documents/combined', () => {
  it('answers the documents as one PDF, as an attachment named after the envelope', async () => {
    const response = await fetch(`${server.base}/api/envelopes/${envelopeId}/documents/combined`, {
      headers: admin,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="completed-${envelopeId}.pdf"`,
    );
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.length).toBeGreaterThan(1000);
  });

  it('needs the reader’s token: no token in a URL opens it', async () => {
    const response = await fetch(
      `${server.base}/api/envelopes/${envelopeId}/documents/combined?access_token=x`,
    );
    expect(response.status).toBe(401);
  });
});

describe('GET /api/envelopes/latest', () => {
  it('answers 404 while no envelope of the account was completed in the last hour', async () => {
    const response = await fetch(`${server.base}/api/envelopes/latest`, { headers: admin });
    expect(response.status).toBe(404);
    expect((await fetch(`${server.base}/api/envelopes/latest`)).status).toBe(401);
  });

  it('answers the envelope the signer has just completed, and its signed PDF', async () => {
    const view = await fetch(
      `${server.base}/sandbox/restapi/v2.1/accounts/${ADMIN.accountId}/envelopes/${envelopeId}/views/recipient`,
      {
        method: 'POST',
        headers: { ...admin, 'content-type': 'application/json' },
        body: JSON.stringify({
          returnUrl: `${server.base}/docs/esign-rest-api/quickstart/`,
          authenticationMethod: 'none',
          email: 'signer@example.test',
          userName: 'Sam Signer',
          clientUserId: '1000',
        }),
      },
    );
    expect(view.status).toBe(201);
    const signed = await signEverything(((await view.json()) as { url: string }).url, 'Sam Signer');
    expect(signed.status).toBe(200);

    const latest = await fetch(`${server.base}/api/envelopes/latest`, { headers: admin });
    expect(latest.status).toBe(200);
    expect(latest.headers.get('cache-control')).toBe('no-store');
    expect(await latest.json()).toMatchObject({
      envelopeId,
      status: 'completed',
      completedDateTime: expect.any(String),
    });
    const pdf = await fetch(`${server.base}/api/envelopes/${envelopeId}/documents/combined`, {
      headers: admin,
    });
    expect(pdf.status).toBe(200);
    // The signed copy: larger than the document sent, with the signature stamped in.
    expect(Buffer.from(await pdf.arrayBuffer()).length).toBeGreaterThan(
      Buffer.from(DOCUMENT, 'base64').length,
    );
  });
});
