import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { ADMIN, expect, logIn, generateToken, test } from './fixtures';

// A signed-in reader copies the curl sample of "create envelope" and runs it as copied, with a
// token from the token generator, against this server's sandbox; and a reader of the legacy
// eSignature version opens what changed since it from the version switcher.

const createPath = '/docs/esign-rest-api/reference/envelopes/envelopes/create/';
const run = promisify(execFile);

test('the copied curl sample of create envelope runs as is against the sandbox: 201', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await logIn(page, ADMIN, '/token-generator/');
  const token = await generateToken(page);
  expect(token.length).toBeGreaterThan(10);

  await page.goto(createPath);
  const sample = page.getByTestId('curl-sample');
  // The configured platform (here the sandbox of this server) and the reader's own account.
  await expect(page.getByTestId('environment-url')).toHaveText(`${baseURL}/sandbox/restapi`);
  await expect(sample).toContainText(`--url '${baseURL}/sandbox/restapi/v2.1/accounts/`);
  await expect(sample).not.toContainText('{accountId}');
  await expect(sample).toContainText('Bearer {ACCESS_TOKEN}');

  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.locator('.ref-sample').getByRole('button', { name: 'Copy' }).click();
  await expect(page.locator('.ref-sample').getByRole('button', { name: 'Copied' })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(await sample.textContent());

  const dir = await mkdtemp(path.join(os.tmpdir(), 'curl-sample-'));
  try {
    const out = path.join(dir, 'answer.json');
    const command = `${copied.replace('{ACCESS_TOKEN}', token)} --silent --output '${out}' --write-out '%{http_code}'`;
    const { stdout } = await run('bash', ['-c', command], { timeout: 30_000 });
    expect(stdout).toBe('201');
    const answer = JSON.parse(await readFile(out, 'utf8')) as { envelopeId?: string };
    expect(answer.envelopeId).toMatch(/^[0-9a-f-]{36}$/);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});

test('"Show my token" puts the signed-in reader\'s token in the sample, and only then', async ({
  page,
}) => {
  await logIn(page, ADMIN, createPath);
  const sample = page.getByTestId('curl-sample');
  await expect(sample).toContainText('Bearer {ACCESS_TOKEN}');
  await page.getByRole('checkbox', { name: 'Show my token in samples' }).check();
  await expect(sample).not.toContainText('{ACCESS_TOKEN}');
  await expect(sample).toContainText(/Bearer [A-Za-z0-9._~+/-]{10,}/);
});

test('the version switcher of v2 links to what changed in v2.1, which lists operations and fields', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/docs/esign-rest-api/v2/reference/');
  const switcher = page.getByRole('navigation', { name: 'API version' });
  await switcher.getByRole('link', { name: 'What changed since v2' }).click();
  await expect(page).toHaveURL('/docs/esign-rest-api/reference/changes/v2/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('What changed from v2 to v2.1');
  await expect(
    page.getByRole('heading', { level: 2, name: /^Operations added \(\d+\)$/ }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /^Operations removed/ })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /^Operations changed/ })).toBeVisible();
  expect(errors).toEqual([]);
});

test('the changes page answers 200 on its own', async ({ request }) => {
  const response = await request.get('/docs/esign-rest-api/reference/changes/v2/');
  expect(response.status()).toBe(200);
  expect(await response.text()).toContain('What changed from v2 to v2.1');
});
