import { execFile } from 'node:child_process';
import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import yauzl from 'yauzl';
import { ADMIN, MEMBER, expect, logIn, signInOnPlatformPage, test } from './fixtures';

/** Every entry of a zip file, by name. */
async function unzip(file: string): Promise<Map<string, Buffer>> {
  const zip = await promisify<string, yauzl.Options, yauzl.ZipFile>(yauzl.open)(file, {
    lazyEntries: true,
  });
  const entries = new Map<string, Buffer>();
  await new Promise<void>((resolve, reject) => {
    zip.on('entry', (entry: yauzl.Entry) => {
      zip.openReadStream(entry, (error, stream) => {
        if (error || !stream) return reject(error ?? new Error('no stream'));
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          entries.set(entry.fileName, Buffer.concat(chunks));
          zip.readEntry();
        });
        stream.on('error', reject);
      });
    });
    zip.on('end', resolve);
    zip.on('error', reject);
    zip.readEntry();
  });
  return entries;
}

test('signed out, the token generator asks to log in', async ({ page }) => {
  await page.goto('/token-generator/');
  await expect(page.locator('main').getByRole('link', { name: 'Log in' })).toBeVisible();
});

test('a member without admin rights sees the Check Permissions modal', async ({ page }) => {
  await logIn(page, MEMBER, '/token-generator/');
  const dialog = page.getByRole('dialog', { name: 'Check Permissions' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('lack the account permissions');
  await page.goto('/docs/esign-rest-api/quickstart/');
  await expect(page.getByRole('dialog', { name: 'Check Permissions' })).toBeVisible();
});

test('the admin generates an access token and sees it with its expiry', async ({ page }) => {
  await logIn(page, ADMIN, '/token-generator/');
  await page.getByRole('button', { name: 'Generate token' }).click();
  await signInOnPlatformPage(page, ADMIN);
  await expect(page).toHaveURL(/\/token-generator\/$/); // code and state taken off the address
  const token = page.getByTestId('access-token');
  await expect(token).toBeVisible();
  expect((await token.textContent())?.length ?? 0).toBeGreaterThan(10);
  await expect(page.getByText(/Expires in \d+ minutes/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Copy', exact: true })).toBeVisible();
  // The token stays in memory: neither storage holds it.
  const tokenText = (await token.textContent()) ?? '';
  const stored = await page.evaluate(() =>
    JSON.stringify({ ...window.localStorage, ...window.sessionStorage }),
  );
  expect(stored).not.toContain(tokenText);

  // A second run finds the same key, replaces its secret and gives a new token.
  await page.getByRole('button', { name: 'Generate token' }).click();
  await signInOnPlatformPage(page, ADMIN);
  await expect(page.getByTestId('access-token')).toBeVisible();
  expect(await page.getByTestId('access-token').textContent()).not.toBe(tokenText);
});

test('the admin downloads the Node.js quickstart, and it sends an envelope', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await logIn(page, ADMIN, '/docs/esign-rest-api/quickstart/');
  await page.getByLabel('Language').selectOption({ label: 'Node.js' });
  const downloadEvent = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download project' }).click();
  const download = await downloadEvent;
  expect(download.suggestedFilename()).toMatch(/-node\.zip$/);
  await expect(page.getByText(/Integration key: [0-9a-f-]{36}/)).toBeVisible();
  await expect(page.getByText('Your project is downloaded.')).toBeVisible();

  const dir = await mkdtemp(path.join(os.tmpdir(), 'quickstart-e2e-'));
  try {
    const zipPath = path.join(dir, download.suggestedFilename());
    await download.saveAs(zipPath);
    const entries = await unzip(zipPath);
    expect([...entries.keys()]).toEqual(expect.arrayContaining(['index.js', 'config.json']));
    const project = path.join(dir, 'project');
    for (const [name, content] of entries) {
      if (name.endsWith('/')) continue;
      const target = path.join(project, name);
      expect(target.startsWith(project + path.sep)).toBe(true);
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, content);
    }
    const config = JSON.parse(await readFile(path.join(project, 'config.json'), 'utf8')) as {
      basePath: string;
      accountId: string;
    };
    expect(config.basePath).toContain('127.0.0.1');
    const { stdout } = await promisify(execFile)('node', ['index.js'], {
      cwd: project,
      timeout: 30_000,
    });
    const envelopeId = /Envelope ID: ([0-9a-f-]{36})/.exec(stdout)?.[1];
    expect(envelopeId).toBeTruthy();

    // The sandbox holds the envelope: read it back with a token from the token generator.
    await page.goto('/token-generator/');
    await page.getByRole('button', { name: 'Generate token' }).click();
    await signInOnPlatformPage(page, ADMIN);
    const accessToken = (await page.getByTestId('access-token').textContent()) ?? '';
    const envelope = await request.get(
      `${config.basePath}/v2.1/accounts/${config.accountId}/envelopes/${envelopeId}`,
      { headers: { Authorization: `Bearer ${accessToken}` } },
    );
    expect(envelope.status()).toBe(200);
    expect(((await envelope.json()) as { envelopeId: string }).envelopeId).toBe(envelopeId);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});

test('one key per user and language: later downloads reuse it, in this visit and the next', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await logIn(page, ADMIN, '/docs/esign-rest-api/quickstart/');
  const keyShown = page.getByText(/^Integration key: [0-9a-f-]{36}$/);
  const downloadOnce = async () => {
    await page.getByLabel('Language').selectOption({ label: 'Python' });
    const downloadEvent = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download project' }).click();
    await downloadEvent;
    await expect(keyShown).toBeVisible();
    return (await keyShown.textContent())!.replace('Integration key: ', '');
  };
  const first = await downloadOnce();
  expect(await downloadOnce()).toBe(first);
  await expect(page.getByText('Using your integration key “Quickstart Python”.')).toBeVisible();

  // A later visit: the same key again, whose private key only the first project holds.
  await page.reload();
  expect(await downloadOnce()).toBe(first);
  await expect(page.getByText(/copy private\.key from that project/)).toBeVisible();
});
