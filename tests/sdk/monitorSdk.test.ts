/** @jest-environment node */
import fs from 'node:fs';
import { Agent } from 'undici';
import { ADMIN } from '../../test-support/testServer';
import { startSdkPlatform, type SdkPlatform } from './platform';

// The official Monitor SDK (docusign-monitor from npm), run unchanged against the embedded
// platform behind TLS as the platform's Monitor code example runs it: JWT grant and user info
// over https, base_uri + "/monitorapi", getStream read with the cursor until the endCursor stays.
// It must read the account's real events: the sign-in and key the test made, the envelope it
// sent through the platform, and the script's own JWT grant.

let platform: SdkPlatform;
beforeAll(async () => {
  platform = await startSdkPlatform();
}, 90_000);
afterAll(() => platform?.stop());

interface StreamEvent {
  eventName: string;
  accountId: string;
  userId?: string;
  timestamp: string;
  data: Record<string, string>;
}

it("reads the account's events with the official SDK, page by page", async () => {
  const dispatcher = new Agent({ connect: { ca: fs.readFileSync(platform.certificate) } });
  const sent = await fetch(
    `${platform.origin}/sandbox/restapi/v2.1/accounts/${ADMIN.accountId}/envelopes`,
    {
      method: 'POST',
      headers: {
        authorization: `Bearer ${platform.accessToken}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({
        emailSubject: 'Please sign the NDA',
        status: 'sent',
        documents: [
          {
            documentId: '1',
            name: 'NDA.txt',
            documentBase64: Buffer.from('We keep it to ourselves.').toString('base64'),
          },
        ],
        recipients: {
          signers: [{ name: 'Riley Remote', email: 'riley@example.test', recipientId: '1' }],
        },
      }),
      dispatcher,
    } as RequestInit,
  );
  expect(sent.status).toBe(201);
  const { envelopeId } = (await sent.json()) as { envelopeId: string };

  // Two events a page: the example's cursor loop has to follow endCursor across pages.
  const read = await platform.script('monitorStream.cjs', ['2']);
  const events = read.events as StreamEvent[];
  expect(read.pages).toBeGreaterThanOrEqual(3);
  expect(events.map((event) => event.eventName)).toEqual([
    'Login',
    'TokenGranted',
    'IntegrationKeyCreated',
    'EnvelopeSent',
    'TokenGranted',
  ]);
  expect(events.every((event) => event.accountId === ADMIN.accountId)).toBe(true);
  expect(events[3]).toMatchObject({
    userId: ADMIN.userId,
    data: { envelopeId, status: 'sent' },
  });
  expect(events[2].data.integratorKey).toBe(platform.integrationKey);
  expect(events[4].data).toEqual({
    integratorKey: platform.integrationKey,
    grantType: 'jwt_bearer',
  });
  const times = events.map((event) => Date.parse(event.timestamp));
  expect(times).toEqual([...times].sort((a, b) => a - b));

  // With the example's own limit the same events come in one page.
  const whole = await platform.script('monitorStream.cjs', []);
  expect(whole.pages).toBe(1);
  expect((whole.events as StreamEvent[]).slice(0, 5)).toEqual(events);
}, 120_000);
