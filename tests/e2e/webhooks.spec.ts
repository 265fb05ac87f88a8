import AxeBuilder from '@axe-core/playwright';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { isHashValid } from '@developer-center/sandbox/webhooks/__fixtures__/documentedHmac.cjs';
import { ADMIN, expect, logIn, test } from './fixtures';

// Connect webhooks end to end, as a developer tries them on this site: a listener of their own on
// loopback, a configuration and an envelope made with the eSignature API (a token from the
// reference's "Show my token"), then the Webhook deliveries page: the delivery, Resend, a test
// event, and an HMAC key whose signature the platform's documented code verifies.

const CREATE_CONFIGURATION = '/docs/esign-rest-api/reference/connect/connect/create/';
const ACCOUNT = '6b1e3f2a-4c5d-4e8f-9a0b-1c2d3e4f5a6b';

interface Received {
  body: string;
  signature: string | undefined;
}

async function startListener() {
  const received: Received[] = [];
  const server = http.createServer((request, response) => {
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
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/connect`,
    received,
    events: () => received.map((request) => JSON.parse(request.body).event as string),
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

test('a delivery to my loopback listener shows on the Webhook deliveries page, resent and tested', async ({
  page,
  request,
  baseURL,
}) => {
  const listener = await startListener();
  try {
    // A token, as a reader of the reference gets one; the Connect method page links to the tool.
    await logIn(page, ADMIN, CREATE_CONFIGURATION);
    await expect(page.getByRole('link', { name: /Webhook deliveries page/ })).toHaveAttribute(
      'href',
      '/tools/webhook-deliveries/',
    );
    await page.getByRole('checkbox', { name: 'Show my token in samples' }).check();
    const sample = (await page.getByTestId('curl-sample').textContent()) ?? '';
    const token = /Bearer ([A-Za-z0-9._~+/-]{10,})/.exec(sample)?.[1];
    expect(token).toBeTruthy();
    const headers = { Authorization: `Bearer ${token}` };

    // No configuration yet: the page says how to add one. Then an HMAC key, shown once.
    await page.getByRole('button', { name: ADMIN.name }).click();
    await page
      .locator('header')
      .getByRole('link', { name: 'Webhook deliveries', exact: true })
      .click();
    await expect(page).toHaveURL(/\/tools\/webhook-deliveries\/$/);
    await expect(page.getByText(/your account has no Connect configuration/)).toBeVisible();
    await page.getByRole('button', { name: 'Create an HMAC key' }).click();
    const secret = (await page.getByTestId('hmac-secret').textContent()) ?? '';
    expect(secret).toMatch(/^[A-Za-z0-9+/]{43}=$/);
    await expect(page.getByText(`************${secret.slice(-4)}`)).toBeVisible();

    const restapi = `${baseURL}/sandbox/restapi/v2.1/accounts/${ACCOUNT}`;
    const configured = await request.post(`${restapi}/connect`, {
      headers,
      data: {
        name: 'My loopback listener',
        urlToPublishTo: listener.url,
        events: ['envelope-sent'],
        includeHMAC: 'true',
        eventData: { version: 'restv2.1', format: 'json', includeData: ['recipients'] },
      },
    });
    expect(configured.status()).toBe(201);
    const sent = await request.post(`${restapi}/envelopes`, {
      headers,
      data: {
        emailSubject: 'Webhook e2e',
        status: 'sent',
        documents: [
          {
            documentId: '1',
            name: 'terms.txt',
            documentBase64: Buffer.from('Terms').toString('base64'),
          },
        ],
        recipients: {
          signers: [{ recipientId: '1', name: 'Sam Signer', email: 'sam@example.test' }],
        },
      },
    });
    expect(sent.status()).toBe(201);
    const { envelopeId } = (await sent.json()) as { envelopeId: string };

    // The listener got the signed message; the page shows the delivery.
    await expect.poll(() => listener.events()).toEqual(['envelope-sent']);
    const [first] = listener.received;
    expect(isHashValid({ secret, payload: first.body, verify: first.signature ?? '' })).toBe(true);
    expect(JSON.parse(first.body)).toMatchObject({ data: { envelopeId } });

    await page.getByRole('button', { name: 'Refresh' }).click();
    const delivery = page.getByRole('listitem').filter({ hasText: 'envelope-sent' });
    await expect(delivery).toHaveCount(1);
    await expect(delivery.getByText('Delivered')).toBeVisible();
    await expect(delivery.getByLabel('Last status code')).toHaveText('200');
    await expect(delivery.getByText('1 attempt')).toBeVisible();
    await expect(delivery.getByText(listener.url)).toBeVisible();
    await delivery.getByText('Payload and attempts').click();
    await expect(delivery.locator('pre').first()).toContainText(envelopeId);

    // Resend: a second attempt now, with retryCount 1.
    await delivery.getByRole('button', { name: /^Resend envelope-sent/ }).click();
    await expect.poll(() => listener.received.length).toBe(2);
    expect(JSON.parse(listener.received[1].body).retryCount).toBe(1);
    await expect(delivery.getByText('2 attempts')).toBeVisible({ timeout: 10_000 });

    // The signed-in page with a delivery open meets WCAG 2.1 AA, in both themes.
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      const { violations } = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21aa'])
        .include('main')
        .analyze();
      const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(serious.map((violation) => `${colorScheme}: ${violation.id}`)).toEqual([]);
    }

    // A test event to the configuration.
    await page.reload();
    await page.getByRole('button', { name: 'Send a test event' }).click();
    await expect.poll(() => listener.received.length).toBe(3);
    const test = page.getByRole('listitem').filter({ hasText: 'Test' });
    await expect(test.getByText('Delivered')).toBeVisible({ timeout: 10_000 });
  } finally {
    await listener.close();
  }
});
