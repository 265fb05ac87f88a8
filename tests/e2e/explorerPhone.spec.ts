import type { Locator } from '@playwright/test';
import { ADMIN, expect, logIn, test, type Page } from './fixtures';
import { contractEnvelope, esignApi, sandboxToken } from './sandboxApi';

// Issue 36, "a phone can read and try": at 390 × 844 a reader finds "Try it" near the top,
// types a whole request into full-width fields, attaches a document from the file picker,
// sends it and follows the new envelope to its get method; the signing ceremony fits the
// document to the screen and zooms. No page scrolls sideways.

const PHONE = { width: 390, height: 844 };
const CREATE = '/docs/esign-rest-api/reference/envelopes/envelopes/create/';
const SUBJECT = 'Quarterly services agreement for Northwind Traders, please sign by Friday';
const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const explorer = (page: Page) => page.getByRole('region', { name: 'API Explorer' });
const response = (page: Page) => page.getByRole('region', { name: 'Response', exact: true });

/** How far the page scrolls sideways (0 when it fits its width). */
const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** Whether a field's control takes the whole width of its field (its name above it). */
const fillsItsField = (control: Locator) =>
  control.evaluate((input: HTMLElement) => {
    const field = input.closest('.explorer-field')!;
    return input.getBoundingClientRect().width >= field.getBoundingClientRect().width - 1;
  });

test.use({ viewport: PHONE });

test('parameters are cards and "Try it" is near the top, before the schema', async ({ page }) => {
  await page.goto('/docs/esign-rest-api/reference/envelopes/envelopes/liststatuschanges/');
  // Each parameter a card: its description below its name, whole, within the screen.
  const row = page.locator('.ref-params tr', {
    has: page.locator('code', { hasText: 'from_date' }),
  });
  const [card, description] = [
    (await row.boundingBox())!,
    (await row.locator('td').last().boundingBox())!,
  ];
  expect(card.x + card.width).toBeLessThanOrEqual(PHONE.width);
  expect(description.y).toBeGreaterThan(card.y + 10);
  expect(description.width).toBeGreaterThan(card.width - 40);
  expect(await sideways(page)).toBe(0);

  await page.goto(CREATE);
  const tryIt = page.getByRole('link', { name: 'Try it' }).first();
  await expect(tryIt).toBeVisible();
  const box = (await tryIt.boundingBox())!;
  expect(box.y).toBeLessThan(PHONE.height * 1.5);
  await tryIt.click();
  await expect(page).toHaveURL(`${CREATE}?explorer=true`);
  await expect(explorer(page)).toBeVisible();
});

test('a phone types a whole request, attaches a document and sends it: 201', async ({ page }) => {
  // Signed in on a wide screen (the header's Log in sits in the phone's closed menu), then the
  // whole request is made on the phone.
  await page.setViewportSize({ width: 1280, height: 900 });
  await logIn(page, ADMIN, `${CREATE}?explorer=true`);
  await page.setViewportSize(PHONE);
  const panel = explorer(page);
  await expect(panel.getByLabel('accountId', { exact: true })).toHaveValue(GUID);

  // The subject, typed whole: the field is as wide as the panel and shows all of it.
  const subject = panel.getByLabel('emailSubject', { exact: true });
  await subject.fill('');
  await subject.pressSequentially(SUBJECT);
  await expect(subject).toHaveValue(SUBJECT);
  expect(await fillsItsField(subject)).toBe(true);
  expect((await subject.boundingBox())!.width).toBeGreaterThanOrEqual(PHONE.width * 0.75);

  // A recipient: the example's signer, made ours.
  const email = panel.locator('#explorer-body-recipients-signers-0-email');
  await email.fill('');
  await email.pressSequentially('robin.kim@example.test');
  const name = panel.locator('#explorer-body-recipients-signers-0-name');
  await name.fill('Robin Kim');
  // Four levels down (recipients, signers, the item), still most of the screen.
  expect(await fillsItsField(email)).toBe(true);
  expect((await email.boundingBox())!.width).toBeGreaterThanOrEqual(PHONE.width * 0.7);

  // The document from the file picker: read and encoded in the browser.
  const text = 'Services agreement\n\nSignature: /sn1/\n';
  await panel.getByLabel('File for documentBase64').setInputFiles({
    name: 'Services agreement.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from(text),
  });
  await expect(
    panel.getByText(/Services agreement\.txt \(\d+ bytes\) is in documentBase64/),
  ).toBeVisible();
  await expect(panel.locator('#explorer-body-documents-0-documentBase64')).toHaveValue(
    Buffer.from(text).toString('base64'),
  );
  await expect(panel.locator('#explorer-body-documents-0-fileExtension')).toHaveValue('txt');
  expect(await sideways(page)).toBe(0);

  // The code follows what was typed.
  await panel.getByText('Request as code').click();
  await expect(panel.getByTestId('explorer-curl')).toContainText(SUBJECT);

  await panel.getByRole('button', { name: 'Send' }).click();
  await expect(response(page).getByTestId('explorer-status')).toHaveText('201 Created');
  const created = response(page).getByRole('region', { name: 'Created' });
  const envelopeId = (await created.getByTestId('created-envelopeId').textContent()) ?? '';
  expect(envelopeId).toMatch(GUID);
  // The whole id is on screen, and the answer wraps instead of scrolling the page.
  const idBox = (await created.getByTestId('created-envelopeId').boundingBox())!;
  expect(idBox.x + idBox.width).toBeLessThanOrEqual(PHONE.width);
  expect(await sideways(page)).toBe(0);

  // The new envelope opens in Envelopes: get, its id filled in.
  await created.getByRole('link', { name: 'Open Envelopes: get with this envelopeId' }).click();
  await expect(page).toHaveURL(/\/reference\/envelopes\/envelopes\/get\/\?explorer=true&request=/);
  const getPanel = explorer(page);
  await expect(getPanel.getByLabel('envelopeId', { exact: true })).toHaveValue(envelopeId);
  await expect(getPanel.getByLabel('accountId', { exact: true })).toHaveValue(GUID);
  await getPanel.getByRole('button', { name: 'Send' }).click();
  await expect(response(page).getByTestId('explorer-status')).toHaveText('200 OK');
  const fetched = JSON.parse(
    (await response(page).getByTestId('explorer-response-body').textContent()) ?? '{}',
  ) as { emailSubject?: string };
  expect(fetched.emailSubject).toBe(SUBJECT);
  expect(await sideways(page)).toBe(0);
});

test('the signing ceremony fits the page to the phone, and zooms', async ({ page, baseURL }) => {
  const api = esignApi(page.request, await sandboxToken(page.request, baseURL!, ADMIN));
  const signer = { clientUserId: 'phone-1', name: 'Pat Signer', email: 'pat@example.test' };
  const envelopeId = await api.createEnvelope(
    contractEnvelope({ clientUserId: signer.clientUserId }),
  );
  const url = await api.recipientView(envelopeId, {
    returnUrl: `${baseURL}/docs/esign-rest-api/quickstart/`,
    email: signer.email,
    userName: signer.name,
    clientUserId: signer.clientUserId,
  });
  await page.goto(url);
  const canvas = page.locator('.page canvas').first();
  // Drawn by pdf.js (its pixels sized to the shown width).
  await expect
    .poll(() => canvas.evaluate((node: HTMLCanvasElement) => node.width))
    .toBeGreaterThan(0);
  const fitted = (await canvas.boundingBox())!;
  expect(fitted.x).toBeGreaterThanOrEqual(0);
  expect(fitted.x + fitted.width).toBeLessThanOrEqual(PHONE.width);
  // The screen's width, less its small margins.
  expect(fitted.width).toBeGreaterThan(PHONE.width - 40);
  await expect(page.locator('#zoom-level')).toHaveText(/^\d+%$/);
  const fittedLevel = Number((await page.locator('#zoom-level').textContent())?.replace('%', ''));

  await page.getByRole('button', { name: 'Zoom in' }).click();
  await page.getByRole('button', { name: 'Zoom in' }).click();
  await expect
    .poll(async () => (await canvas.boundingBox())!.width)
    .toBeGreaterThan(fitted.width * 1.4);
  const level = Number((await page.locator('#zoom-level').textContent())?.replace('%', ''));
  expect(level).toBeGreaterThan(fittedLevel * 1.4);
  // Drawn again at the new size, sharp; the documents pan in their own box, not the page.
  await expect
    .poll(() => canvas.evaluate((node: HTMLCanvasElement) => node.width / node.clientWidth))
    .toBeGreaterThanOrEqual(0.99);
  expect(await sideways(page)).toBe(0);
  expect(
    await page.locator('#documents').evaluate((box) => box.scrollWidth > box.clientWidth),
  ).toBe(true);
  // The fields stay on their places of the page: the signature field is inside the page.
  const sign = (await page.getByRole('button', { name: 'Sign here (required)' }).boundingBox())!;
  const pageBox = (await page.locator('.page').first().boundingBox())!;
  expect(sign.x).toBeGreaterThanOrEqual(pageBox.x);

  await page.getByRole('button', { name: 'Fit width' }).click();
  await expect.poll(async () => (await canvas.boundingBox())!.width).toBeCloseTo(fitted.width, 0);
  await expect(page.getByRole('button', { name: 'Fit width' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  expect(await sideways(page)).toBe(0);
});
