import { captureApiToken } from './apiToken';
import { ADMIN, MEMBER, expect, logIn, test, type Page } from './fixtures';

// Manage integration keys (docs/behaviour.md §6): list, then delete a secret, an RSA key pair and
// a key, each confirmed first; checked through the real API afterwards.

const PAGE = '/tools/integration-keys/';
const card = (page: Page, name: string) => page.getByRole('article', { name });
const dialog = (page: Page) => page.getByRole('dialog');

test('an administrator deletes a secret, an RSA key pair and a whole key, each after confirming', async ({
  page,
}) => {
  const token = captureApiToken(page);
  await logIn(page, ADMIN, PAGE);
  const authorization = await token;
  const name = `E2E keys ${Date.now()}`;
  const created = await page.request.post('/api/applications', {
    headers: { authorization },
    data: { name, redirect_uris: [], shouldCreateSecretKey: true, shouldCreateRSAKey: true },
  });
  expect(created.status()).toBe(201);
  const application = (await created.json()) as {
    client_id: string;
    secrets: { id: string; secret: string }[];
  };
  await page.request.post('/api/secrets', {
    headers: { authorization },
    data: { integrationKeyId: application.client_id },
  });
  await page.reload();

  const key = card(page, name);
  await expect(key).toContainText(application.client_id);
  const masked = key.getByLabel('Masked secret');
  await expect(masked).toHaveCount(2);
  await expect(masked.first()).toHaveText(/^\*{12}.{4}$/);

  // Cancel deletes nothing.
  await key
    .getByRole('button', { name: /^Delete secret/ })
    .first()
    .click();
  await dialog(page).getByRole('button', { name: 'Close' }).click();
  await expect(masked).toHaveCount(2);

  await key
    .getByRole('button', { name: /^Delete secret/ })
    .first()
    .click();
  await expect(dialog(page)).toContainText('Delete this secret?');
  await dialog(page).getByRole('button', { name: 'Delete' }).click();
  await expect(masked).toHaveCount(1);
  await key.getByRole('button', { name: /^Delete RSA key/ }).click();
  await dialog(page).getByRole('button', { name: 'Delete' }).click();
  // Exact: the empty Redirect URIs list also starts with "None.", and would pass at once.
  await expect(key.getByText('None.', { exact: true })).toBeVisible();

  const listed = async () =>
    (
      (await (
        await page.request.get('/api/applications', { headers: { authorization } })
      ).json()) as {
        applications: { client_id: string; secrets: unknown[]; keys: unknown[] }[];
      }
    ).applications.find((entry) => entry.client_id === application.client_id);
  expect(await listed()).toMatchObject({ secrets: [expect.anything()], keys: [] });

  await key.getByRole('button', { name: 'Delete integration key' }).click();
  await expect(dialog(page)).toContainText(`"${name}" and its secrets and RSA keys are deleted`);
  await dialog(page).getByRole('button', { name: 'Delete' }).click();
  await expect(card(page, name)).toHaveCount(0);
  await expect(page.getByText('Integration key deleted.')).toBeVisible();
  expect(await listed()).toBeUndefined();
});

test('the user menu leads there; a member is told why they cannot manage keys', async ({
  page,
}) => {
  await logIn(page, MEMBER, '/');
  await page.getByRole('button', { name: MEMBER.name }).click();
  await page.getByRole('link', { name: 'Integration keys' }).click();
  await expect(page).toHaveURL(/\/tools\/integration-keys\/$/);
  // The platform shows and changes an account's keys for its administrators only.
  const note = page.getByRole('note');
  await expect(note).toContainText('for its administrators only');
  await expect(note).toContainText('Ask an administrator of the account for a key');
  await expect(note.getByRole('link', { name: 'Sign in as a different user' })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(0);
});
