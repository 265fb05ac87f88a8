import AxeBuilder from '@axe-core/playwright';
import { readPageText } from '@developer-center/sandbox/documents/pdfText';
import { ADMIN, expect, logIn, test, type Page } from './fixtures';
import { contractEnvelope, esignApi, sandboxToken } from './sandboxApi';

// Signing in Chromium: an envelope made through the sandbox's API, its recipient view opened,
// the ceremony driven as a signer would (mouse, keyboard, a phone), and the app's return URL
// reached with the outcome. The sandbox inbox brings a remote signer to the same ceremony.

const RETURN_PATH = '/docs/esign-rest-api/quickstart/';
const EMBEDDED = { name: 'Pat Signer', email: 'pat@example.test', clientUserId: 'pat-1000' };

async function openCeremony(page: Page, baseURL: string) {
  const api = esignApi(page.request, await sandboxToken(page.request, baseURL, ADMIN));
  const envelopeId = await api.createEnvelope(
    contractEnvelope({ clientUserId: EMBEDDED.clientUserId }),
  );
  const url = await api.recipientView(envelopeId, {
    returnUrl: `${baseURL}${RETURN_PATH}`,
    email: EMBEDDED.email,
    userName: EMBEDDED.name,
    clientUserId: EMBEDDED.clientUserId,
  });
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Please sign the sandbox contract',
  );
  // pdf.js has drawn the page: its canvas holds pixels.
  await expect(page.getByRole('status').first()).toHaveText('4 required fields left to complete.');
  await expect
    .poll(() =>
      page
        .locator('.page canvas')
        .first()
        .evaluate((canvas: HTMLCanvasElement) => canvas.width),
    )
    .toBeGreaterThan(0);
  return { api, envelopeId, url };
}

async function seriousViolations(page: Page) {
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa'])
    .analyze();
  return result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id} (${violation.nodes[0]?.target.join(' ')})`);
}

test('an embedded signer adopts a signature, completes the fields and finishes', async ({
  page,
  baseURL,
}) => {
  const { api, envelopeId, url } = await openCeremony(page, baseURL!);
  // The one-time token is gone from the address after the first load.
  expect(page.url()).not.toContain(url.split('/').pop()!);
  const finish = page.getByRole('button', { name: 'Finish', exact: true });
  await expect(finish).toBeDisabled();

  await page.getByRole('button', { name: 'Sign here (required)' }).click();
  const adopt = page.getByRole('dialog', { name: 'Adopt your signature' });
  await expect(adopt.getByLabel('Full name')).toHaveValue('Pat Signer');
  await expect(adopt.getByLabel('Full name')).toBeFocused();
  await adopt.getByRole('button', { name: 'Adopt and sign' }).click();
  await expect(adopt).toBeHidden();
  await expect(page.getByRole('button', { name: 'Sign here (required)' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.getByRole('button', { name: 'Initial here (required)' }).click();
  await page.getByRole('textbox', { name: 'Company name (required)' }).fill('Acme Corp');
  await page.getByRole('checkbox', { name: 'I agree (required)' }).check();
  await expect(page.getByRole('status').first()).toHaveText(
    'Every required field is complete. Select Finish to sign.',
  );

  await finish.click();
  await page.waitForURL(`**${RETURN_PATH}?event=signing_complete`);
  await expect(page.getByRole('status').filter({ hasText: 'Signed.' })).toBeVisible();

  const envelope = await api.envelope(envelopeId);
  expect(envelope.status).toBe('completed');
  expect(envelope.recipients.signers[0].tabs.textTabs[0].value).toBe('Acme Corp');
  // pdf.js reads the stamped values back from the signed document.
  const pages = await readPageText(new Uint8Array(await api.document(envelopeId, '1')));
  const text = pages.flatMap((page) => page.runs.map((run) => run.str)).join(' ');
  expect(text).toContain('Acme Corp');
  expect(text).toContain(`Signed by Pat Signer · ${envelopeId}`);
});

test('the ceremony works from the keyboard alone', async ({ page, baseURL }) => {
  const { api, envelopeId } = await openCeremony(page, baseURL!);
  const next = page.getByRole('button', { name: 'Next field' });
  await next.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Sign here (required)' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Full name')).toBeFocused();
  await page.keyboard.press('Enter'); // submits the dialog: adopt and sign
  await expect(page.getByRole('button', { name: 'Sign here (required)' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Initial here (required)' })).toBeFocused();
  await page.keyboard.press('Space');
  // The date signed is filled in by the platform: not a stop on the way.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('textbox', { name: 'Company name (required)' })).toBeFocused();
  await page.keyboard.type('Keyboard Ltd');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('checkbox', { name: 'I agree (required)' })).toBeFocused();
  await page.keyboard.press('Space');
  await expect(page.getByRole('status').first()).toHaveText(
    'Every required field is complete. Select Finish to sign.',
  );
  await page.getByRole('button', { name: 'Finish', exact: true }).focus();
  await page.keyboard.press('Enter');
  await page.waitForURL(/event=signing_complete/);
  expect((await api.envelope(envelopeId)).status).toBe('completed');
});

test('a signer on a phone draws a signature', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const { api, envelopeId } = await openCeremony(page, baseURL!);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBe(0);
  await page.getByRole('button', { name: 'Sign here (required)' }).click();
  await page.getByLabel('Draw it').check();
  const pad = page.getByRole('img', { name: /Drawing area/ });
  const box = (await pad.boundingBox())!;
  await page.mouse.move(box.x + 20, box.y + box.height / 2);
  await page.mouse.down();
  for (let step = 1; step <= 10; step += 1) {
    await page.mouse.move(box.x + 20 + step * 20, box.y + box.height / 2 + (step % 2 ? -15 : 15));
  }
  await page.mouse.up();
  await page.getByRole('button', { name: 'Adopt and sign' }).click();
  await expect(page.locator('.field--sign img')).toBeVisible();
  await page.getByRole('button', { name: 'Initial here (required)' }).click();
  await page.getByRole('textbox', { name: 'Company name (required)' }).fill('Phone Co');
  await page.getByRole('checkbox', { name: 'I agree (required)' }).check();
  await page.getByRole('button', { name: 'Finish', exact: true }).click();
  await page.waitForURL(/event=signing_complete/);
  const pdf = (await api.document(envelopeId, '1')).toString('latin1');
  expect(pdf).toContain('/Subtype /Image');
});

test('a signer declines with a reason, and the app is told', async ({ page, baseURL }) => {
  const { api, envelopeId } = await openCeremony(page, baseURL!);
  await page.getByRole('button', { name: 'Decline' }).click();
  const dialog = page.getByRole('dialog', { name: 'Decline to sign' });
  await dialog.getByRole('button', { name: 'Decline' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Say why you decline.');
  await dialog.getByLabel('Reason').fill('Wrong amount');
  await dialog.getByRole('button', { name: 'Decline' }).click();
  await page.waitForURL(/event=decline/);
  const envelope = await api.envelope(envelopeId);
  expect(envelope.status).toBe('declined');
  expect(envelope.recipients.signers[0].declinedReason).toBe('Wrong amount');
});

test('axe: the ceremony, its dialog and a phone view have no serious violations', async ({
  page,
  baseURL,
}) => {
  await openCeremony(page, baseURL!);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Sign here (required)' }).click();
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await seriousViolations(page)).toEqual([]);
});

test('a remote signer signs from the link in the sandbox inbox', async ({ page, baseURL }) => {
  const api = esignApi(page.request, await sandboxToken(page.request, baseURL!, ADMIN));
  const subject = `Remote contract ${Date.now()}`;
  const envelopeId = await api.createEnvelope({
    ...contractEnvelope({ name: 'Rae Remote', email: 'rae@example.test' }),
    emailSubject: subject,
  });
  await logIn(page, ADMIN, '/tools/sandbox-inbox/');
  const mail = page.getByRole('article', { name: subject });
  await expect(mail).toContainText('To Rae Remote <rae@example.test>');
  await expect(mail).toContainText('Sign by Friday, please.');
  expect(await seriousViolations(page)).toEqual([]);
  await mail.getByRole('link', { name: 'Review and sign' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(subject);
  await page.getByRole('button', { name: 'Sign here (required)' }).click();
  await page.getByRole('button', { name: 'Adopt and sign' }).click();
  await page.getByRole('button', { name: 'Initial here (required)' }).click();
  await page.getByRole('textbox', { name: 'Company name (required)' }).fill('Remote Ltd');
  await page.getByRole('checkbox', { name: 'I agree (required)' }).check();
  await page.getByRole('button', { name: 'Finish', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'You are done' })).toBeVisible();
  expect((await api.envelope(envelopeId)).status).toBe('completed');

  await page.goto('/tools/sandbox-inbox/');
  await expect(page.getByRole('article', { name: subject })).toContainText('No longer waiting');
});
