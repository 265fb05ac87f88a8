import { readFile } from 'node:fs/promises';
import { ADMIN, expect, logIn, test, type Page } from './fixtures';
import { esignApi, sandboxToken } from './sandboxApi';

// Issue 36, "a quickstart that walks you through": after the quickstart's signer comes back, the
// page shows the envelope's id, its status and a link that downloads the completed PDF, read
// with the reader's token (no token in any URL). The envelope is sent here as a quickstart
// project sends it: one document, an embedded signer, a Sign Here tab at an anchor.

const QUICKSTART = '/docs/esign-rest-api/quickstart/';
const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const SIGNER = { name: 'Quinn Starter', email: 'quinn@example.test', clientUserId: '1000' };

/** Sends the envelope, opens its signing URL (returning to `returnUrl`) and signs it. */
async function sendAndSign(page: Page, baseURL: string, returnUrl: (id: string) => string) {
  const api = esignApi(page.request, await sandboxToken(page.request, baseURL, ADMIN));
  const envelopeId = await api.createEnvelope({
    emailSubject: 'Please sign this document',
    status: 'sent',
    documents: [
      {
        documentId: '1',
        name: 'Agreement.txt',
        documentBase64: Buffer.from('Quickstart agreement\n\nSignature: /sn1/\n').toString(
          'base64',
        ),
      },
    ],
    recipients: {
      signers: [
        {
          recipientId: '1',
          ...SIGNER,
          tabs: { signHereTabs: [{ anchorString: '/sn1/', anchorUnits: 'pixels' }] },
        },
      ],
    },
  });
  const url = await api.recipientView(envelopeId, {
    returnUrl: returnUrl(envelopeId),
    email: SIGNER.email,
    userName: SIGNER.name,
    clientUserId: SIGNER.clientUserId,
  });
  await page.goto(url);
  await page.getByRole('button', { name: 'Sign here (required)' }).click();
  await page.getByRole('button', { name: 'Adopt and sign' }).click();
  await page.getByRole('button', { name: 'Finish', exact: true }).click();
  await page.waitForURL(/\/docs\/esign-rest-api\/quickstart\/\?.*event=signing_complete/);
  return envelopeId;
}

const panel = (page: Page) => page.getByRole('region', { name: 'Your signed envelope' });

test('after signing: the envelope id, completed, and its PDF downloads', async ({
  page,
  baseURL,
}) => {
  await logIn(page, ADMIN, QUICKSTART);
  const envelopeId = await sendAndSign(
    page,
    baseURL!,
    (id) => `${baseURL}${QUICKSTART}?envelopeId=${id}`,
  );
  await expect(page.getByRole('status').filter({ hasText: 'Signed.' })).toBeVisible();
  await expect(panel(page).getByTestId('signed-envelope-id')).toHaveText(envelopeId);
  await expect(panel(page).getByTestId('signed-envelope-status')).toHaveText(/^completed/);
  await expect(panel(page).getByRole('button', { name: 'Copy envelope ID' })).toBeVisible();

  const link = panel(page).getByRole('link', { name: 'Download the completed PDF' });
  await expect(link).toHaveAttribute('href', /^blob:/);
  const downloadEvent = page.waitForEvent('download');
  await link.click();
  const download = await downloadEvent;
  expect(download.suggestedFilename()).toBe(`completed-${envelopeId}.pdf`);
  const bytes = await readFile((await download.path())!);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  // No token went into an address: not the page's, not the link's.
  expect(page.url()).not.toMatch(/token|bearer/i);
  expect(await link.getAttribute('href')).not.toMatch(/token|bearer/i);
});

test('after signing, with only the event in the return URL: the latest completed envelope', async ({
  page,
  baseURL,
}) => {
  await logIn(page, ADMIN, QUICKSTART);
  // The platform's return URL carries only ?event=: the page asks for the envelope the account
  // completed last (this one, unless another test completed one in between).
  await sendAndSign(page, baseURL!, () => `${baseURL}${QUICKSTART}`);
  await expect(panel(page).getByTestId('signed-envelope-id')).toHaveText(GUID);
  await expect(panel(page).getByTestId('signed-envelope-status')).toHaveText(/^completed/);
  await expect(
    panel(page).getByRole('link', { name: 'Download the completed PDF' }),
  ).toHaveAttribute('download', /^completed-[0-9a-f-]{36}\.pdf$/);
});
