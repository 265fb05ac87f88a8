import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { readPageText } from '@developer-center/sandbox/documents/pdfText';
import { isHashValid } from '@developer-center/sandbox/webhooks/__fixtures__/documentedHmac.cjs';
import { ADMIN } from '../../test-support/testServer';
import { startSdkPlatform, type SdkPlatform } from '../sdk/platform';
import { expect, test } from './fixtures';

// The whole embedded-signing journey of an integration written with the platform's official
// Node.js SDK (docusign-esign from npm, tests/sdk/esignEmbeddedSigning.cjs), unchanged, against
// the embedded platform behind TLS: JWT grant, user info, an envelope with a PDF, a clientUserId
// signer and its own Connect webhook; the recipient view signed in Chromium; the webhook received
// on a loopback listener and its HMAC checked with the platform's documented code; then the
// status changes and the completed PDF read back through the SDK.

test.use({ ignoreHTTPSErrors: true });

interface Received {
  body: string;
  signature: string | undefined;
}

/** The integration's own server on loopback: its return page and its Connect listener. */
async function startIntegrationServer() {
  const received: Received[] = [];
  const server = http.createServer((request, response) => {
    if (request.url?.startsWith('/return')) {
      response.setHeader('content-type', 'text/html; charset=utf-8');
      response.end('<!doctype html><title>Back in the app</title><h1>Back in the app</h1>');
      return;
    }
    // The listener takes Connect's POSTs; anything else (the browser's favicon) is not one.
    if (request.method !== 'POST' || request.url !== '/connect') {
      response.statusCode = 404;
      response.end();
      return;
    }
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        body: Buffer.concat(chunks).toString('utf8'),
        signature: request.headers['x-docusign-signature-1'] as string | undefined,
      });
      response.end('received');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    returnUrl: `${base}/return`,
    webhookUrl: `${base}/connect`,
    received,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

let platform: SdkPlatform;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  platform = await startSdkPlatform();
});
test.afterAll(async () => {
  await platform?.stop();
});

test('an integration built with the official eSignature SDK sends, its signer signs in the browser, its webhook verifies', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const integration = await startIntegrationServer();
  try {
    // The account's HMAC key, as an administrator adds one; its secret is shown this once.
    const created = await request.post(
      `${platform.origin}/sandbox/management/v1/accounts/${ADMIN.accountId}/connect/hmac-keys`,
      { headers: { Authorization: `Bearer ${platform.accessToken}` } },
    );
    expect(created.status()).toBe(201);
    const { secret } = (await created.json()) as { secret: string };

    const sent = await platform.script('esignEmbeddedSigning.cjs', ['send'], {
      signerEmail: 'sam@example.test',
      signerName: 'Sam Signer',
      returnUrl: integration.returnUrl,
      webhookUrl: integration.webhookUrl,
    });
    const envelopeId = sent.envelopeId as string;
    expect(sent.signers).toEqual([
      { name: 'Sam Signer', email: 'sam@example.test', status: 'sent' },
    ]);
    expect(sent.documents).toEqual(
      expect.arrayContaining([{ documentId: '1', name: 'Lorem Ipsum' }]),
    );
    const signingUrl = sent.signingUrl as string;
    expect(signingUrl.startsWith(`${platform.origin}/sandbox/`)).toBe(true);

    // The signer follows the URL the SDK answered, in the browser, and signs.
    await page.goto(signingUrl);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Please sign this document set',
    );
    await page.getByRole('button', { name: 'Sign here (required)' }).click();
    const adopt = page.getByRole('dialog', { name: 'Adopt your signature' });
    await expect(adopt.getByLabel('Full name')).toHaveValue('Sam Signer');
    await adopt.getByRole('button', { name: 'Adopt and sign' }).click();
    await page.getByRole('button', { name: 'Finish', exact: true }).click();
    await page.waitForURL(`${integration.returnUrl}?state=123&event=signing_complete`);
    await expect(page.getByRole('heading', { name: 'Back in the app' })).toBeVisible();

    // Connect tells the integration's listener, signed with the account's key.
    await expect
      .poll(
        () =>
          integration.received.filter(
            (message) => JSON.parse(message.body).event === 'envelope-completed',
          ).length,
        { timeout: 30_000 },
      )
      .toBe(1);
    for (const message of integration.received) {
      expect(message.signature).toBeTruthy();
      expect(isHashValid({ secret, payload: message.body, verify: message.signature! })).toBe(true);
    }
    const completed = JSON.parse(
      integration.received.find(
        (message) => JSON.parse(message.body).event === 'envelope-completed',
      )!.body,
    );
    expect(completed.data.envelopeId).toBe(envelopeId);
    expect(completed.data.envelopeSummary.status).toBe('completed');

    // The integration reads the outcome back through the SDK: the status change and the PDF.
    const after = await platform.script('esignEmbeddedSigning.cjs', ['after', envelopeId]);
    expect(after.status).toBe('completed');
    expect(after.changes).toEqual(expect.arrayContaining([{ envelopeId, status: 'completed' }]));
    const pdf = fs.readFileSync(after.file as string);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = (await readPageText(new Uint8Array(pdf)))
      .flatMap((pdfPage) => pdfPage.runs.map((run) => run.str))
      .join(' ');
    expect(text).toContain('Lorem ipsum dolor sit amet.');
    expect(text).toContain(`Signed by Sam Signer · ${envelopeId}`);
  } finally {
    await integration.close();
  }
});
