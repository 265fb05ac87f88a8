import { test, expect, type Page } from './fixtures';

// The API Explorer on method pages (issue #4), signed in through the sandbox's real login page.
const ADMIN = { name: 'Alex Admin', email: 'admin@example.test', password: 'sandbox-admin-1' };
const REFERENCE = '/docs/esign-rest-api/reference/envelopes/envelopes';
const GUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

const header = (page: Page) => page.locator('header');
const explorer = (page: Page) => page.getByRole('region', { name: 'API Explorer' });
const response = (page: Page) => page.getByRole('region', { name: 'Response' });

async function logIn(page: Page, startPath: string) {
  await page.goto(startPath);
  await header(page).getByRole('link', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/sandbox\/oauth\/auth\?/);
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(header(page).getByRole('button', { name: ADMIN.name })).toBeVisible();
}

test('anonymous visitors see the login banner and cannot send', async ({ page }) => {
  await page.goto(`${REFERENCE}/create/?explorer=true`);
  const panel = explorer(page);
  await expect(panel.getByText('To use API explorer, log in and then get started.')).toBeVisible();
  await expect(panel.getByRole('link', { name: 'Log in' })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Send' })).toBeDisabled();
  await expect(panel.getByText('Log in to send requests.')).toBeVisible();
});

test('without the flag the method page has no explorer', async ({ page }) => {
  await page.goto(`${REFERENCE}/create/`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(explorer(page)).toHaveCount(0);
});

test('signed in: create an envelope with the form, see the JSON, fetch it back', async ({
  page,
}) => {
  await logIn(page, `${REFERENCE}/create/?explorer=true`);
  const panel = explorer(page);
  await expect(panel).toBeVisible();
  await expect(panel.getByText(/To use API explorer/)).toHaveCount(0);
  const accountId = panel.getByLabel('accountId', { exact: true });
  await expect(accountId).toHaveValue(GUID);

  // Validation: the spec's character rule blocks Send and says why.
  await panel.getByLabel('merge_roles_on_draft', { exact: true }).fill('a b');
  await expect(
    panel.getByText(/Please use letters, numbers, and valid special characters/).first(),
  ).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Send' })).toBeDisabled();
  await panel.getByLabel('merge_roles_on_draft', { exact: true }).fill('');

  await panel.getByLabel('emailSubject', { exact: true }).fill('Explorer e2e');
  await panel.locator('#explorer-body-status').selectOption('created');
  await panel.getByRole('button', { name: 'recipients' }).click();
  await panel.getByRole('button', { name: 'Add signers item' }).click();
  await panel.locator('#explorer-body-recipients-signers-0-email').fill('ann@example.test');
  await panel.locator('#explorer-body-recipients-signers-0-name').fill('Ann Signer');
  await panel.locator('#explorer-body-recipients-signers-0-recipientId').fill('1');

  await panel.getByRole('button', { name: 'Send' }).click();
  await expect(response(page).getByTestId('explorer-status')).toHaveText('201 Created');
  await expect(response(page).getByText(/\d+ ms/)).toBeVisible();
  const body = await response(page).getByTestId('explorer-response-body').textContent();
  const created = JSON.parse(body ?? '{}') as { envelopeId?: string };
  expect(created.envelopeId).toMatch(GUID);

  // The JSON editor holds the same body the form built.
  await panel.getByRole('radio', { name: 'JSON' }).check();
  const json = await panel.getByLabel('Request body (JSON)').inputValue();
  expect(JSON.parse(json)).toEqual({
    emailSubject: 'Explorer e2e',
    status: 'created',
    recipients: { signers: [{ email: 'ann@example.test', name: 'Ann Signer', recipientId: '1' }] },
  });

  // The response banner collapses.
  await response(page).getByRole('button', { name: '201 Created' }).click();
  await expect(response(page).getByTestId('explorer-response-body')).toHaveCount(0);

  // Fetch the envelope back on the "get" page.
  await page.goto(`${REFERENCE}/get/?explorer=true`);
  const getPanel = explorer(page);
  await expect(getPanel.getByLabel('accountId', { exact: true })).toHaveValue(GUID);
  await getPanel.getByLabel('envelopeId', { exact: true }).fill(created.envelopeId ?? '');
  await getPanel.getByRole('button', { name: 'Send' }).click();
  await expect(response(page).getByTestId('explorer-status')).toHaveText('200 OK');
  const fetched = JSON.parse(
    (await response(page).getByTestId('explorer-response-body').textContent()) ?? '{}',
  ) as { envelopeId?: string; emailSubject?: string };
  expect(fetched.envelopeId).toBe(created.envelopeId);

  // Clear keeps only accountId.
  await getPanel.getByRole('button', { name: 'Clear' }).click();
  await expect(getPanel.getByLabel('envelopeId', { exact: true })).toHaveValue('');
  await expect(getPanel.getByLabel('accountId', { exact: true })).toHaveValue(GUID);
});

test('the /tools/api-explorer/ chooser opens a method page in explorer mode', async ({ page }) => {
  await page.goto('/tools/api-explorer/');
  await page.getByLabel('Category', { exact: true }).selectOption({ label: 'Envelopes' });
  await page.getByLabel('Resource', { exact: true }).selectOption({ label: 'Envelopes' });
  await page.getByLabel('Method', { exact: true }).selectOption({ label: 'get (GET)' });
  await page.getByRole('link', { name: 'Open in API Explorer' }).click();
  await expect(page).toHaveURL(/\/reference\/envelopes\/envelopes\/get\/\?explorer=true$/);
  await expect(explorer(page)).toBeVisible();
  await expect(explorer(page).getByLabel('envelopeId', { exact: true })).toBeVisible();
});

test('an explorer link on the home path opens the method page in explorer mode', async ({
  page,
}) => {
  await page.goto('/?explorer=esign/Envelopes/Envelopes/get');
  await expect(page).toHaveURL(
    /\/docs\/esign-rest-api\/reference\/envelopes\/envelopes\/get\/\?explorer=true$/,
  );
  await expect(explorer(page)).toBeVisible();
  await page.goto('/#explorer=unknown-api');
  await expect(page).toHaveURL(/\/docs\/esign-rest-api\/reference\/$/);
});

test('signed in: the request as Python code and a share link that restores it', async ({
  page,
  context,
}) => {
  await logIn(page, `${REFERENCE}/create/?explorer=true`);
  const panel = explorer(page);
  const accountId = await panel.getByLabel('accountId', { exact: true }).inputValue();
  expect(accountId).toMatch(GUID);
  await panel.getByLabel('merge_roles_on_draft', { exact: true }).fill('true');
  await panel.getByLabel('emailSubject', { exact: true }).fill('Shared from e2e');

  // The code section loads httpsnippet on demand and writes the request in Python.
  await panel.getByText('Request as code').click();
  await expect(panel.getByTestId('explorer-curl')).toContainText('{ACCESS_TOKEN}');
  await panel.getByRole('tab', { name: 'Python' }).click();
  const python = panel.getByTestId('explorer-code');
  await expect(python).toContainText('import requests');
  await expect(python).toContainText(`/v2.1/accounts/${accountId}/envelopes`);
  await expect(python).toContainText('merge_roles_on_draft=true');
  await expect(python).toContainText('"Authorization": "Bearer {ACCESS_TOKEN}"');
  await expect(python).toContainText('Shared from e2e');
  expect(await python.textContent()).not.toMatch(/Bearer (?!\{ACCESS_TOKEN\})/);

  // The share link carries the request, not the token.
  await panel.getByRole('button', { name: 'Copy link' }).click();
  const link = await panel.getByLabel('Shareable link').inputValue();
  expect(link).toMatch(/\/reference\/envelopes\/envelopes\/create\/\?explorer=true&request=/);
  const shared = Buffer.from(new URL(link).searchParams.get('request') ?? '', 'base64url');
  expect(shared.toString('utf8')).toContain('Shared from e2e');
  expect(shared.toString('utf8')).not.toMatch(/bearer|authorization|token/i);

  // A new tab (same signed-in browser) opens the link with the same values in the fields.
  const other = await context.newPage();
  await other.goto(link);
  await other.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  const restored = explorer(other);
  await expect(restored.getByLabel('emailSubject', { exact: true })).toHaveValue('Shared from e2e');
  await expect(restored.getByLabel('merge_roles_on_draft', { exact: true })).toHaveValue('true');
  await expect(restored.getByLabel('accountId', { exact: true })).toHaveValue(accountId);
  await expect(restored.getByRole('button', { name: 'Send' })).toBeEnabled();
});
