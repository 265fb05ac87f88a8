import { execFile } from 'node:child_process';
import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import yauzl from 'yauzl';
import { ADMIN, MEMBER, expect, generateToken, logIn, test } from './fixtures';

/** The toast of a reused key (quickstartSaga's KEY_REUSED_TEXT for the Python key). */
const KEY_REUSED_TEXT = 'Using your integration key “Quickstart Python”.';

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
  // Signed in to the portal: no second password form (generateToken checks that).
  const tokenText = await generateToken(page);
  expect(tokenText.length).toBeGreaterThan(10);
  await expect(page.getByText(/Expires in \d+ minutes/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Copy', exact: true })).toBeVisible();
  // The token stays in memory: neither storage holds it.
  const stored = await page.evaluate(() =>
    JSON.stringify({ ...window.localStorage, ...window.sessionStorage }),
  );
  expect(stored).not.toContain(tokenText);

  // A second run finds the same key, replaces its secret and gives a new token.
  expect(await generateToken(page)).not.toBe(tokenText);
});

test('the admin downloads the Node.js quickstart; it sends an envelope, signed in the browser', async ({
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
    // One top folder, named as the zip is.
    const folder = download.suggestedFilename().replace(/\.zip$/, '');
    expect([...entries.keys()]).toEqual(
      expect.arrayContaining([`${folder}/index.js`, `${folder}/config.json`]),
    );
    expect([...entries.keys()].every((name) => name.startsWith(`${folder}/`))).toBe(true);
    const unpacked = path.join(dir, 'unpacked');
    for (const [name, content] of entries) {
      if (name.endsWith('/')) continue;
      const target = path.join(unpacked, name);
      expect(target.startsWith(unpacked + path.sep)).toBe(true);
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, content);
    }
    const project = path.join(unpacked, folder);
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

    // It printed its embedded signer's signing URL (valid five minutes): sign in the browser,
    // and the ceremony returns to this page.
    const signingUrl = /Sign it in your browser[^:]*: (\S+)/.exec(stdout)?.[1];
    expect(signingUrl).toBeTruthy();
    await page.goto(signingUrl!);
    await page.getByRole('button', { name: 'Sign here (required)' }).click();
    await page.getByRole('button', { name: 'Adopt and sign' }).click();
    await page.getByRole('button', { name: 'Finish', exact: true }).click();
    await page.waitForURL('**/docs/esign-rest-api/quickstart/?event=signing_complete');
    await expect(page.getByRole('status').filter({ hasText: 'Signed.' })).toBeVisible();

    // The sandbox holds the envelope: read it back with a token from the token generator.
    await page.goto('/token-generator/');
    const accessToken = await generateToken(page);
    const envelope = await request.get(
      `${config.basePath}/v2.1/accounts/${config.accountId}/envelopes/${envelopeId}`,
      { headers: { Authorization: `Bearer ${accessToken}` } },
    );
    expect(envelope.status()).toBe(200);
    expect(await envelope.json()).toMatchObject({ envelopeId, status: 'completed' });
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
  const dir = await mkdtemp(path.join(os.tmpdir(), 'quickstart-reuse-'));
  /** Downloads the Python project: the key shown and the private key the zip holds. */
  const downloadOnce = async (n: number) => {
    await page.getByLabel('Language').selectOption({ label: 'Python' });
    const downloadEvent = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download project' }).click();
    const download = await downloadEvent;
    const zipPath = path.join(dir, `${n}.zip`);
    await download.saveAs(zipPath);
    const entries = await unzip(zipPath);
    const privateKey = [...entries].find(([name]) => name.endsWith('private.key'))?.[1];
    await expect(keyShown).toBeVisible();
    return {
      key: (await keyShown.textContent())!.replace('Integration key: ', ''),
      privateKey: privateKey?.toString('utf8'),
    };
  };
  try {
    const first = await downloadOnce(1);
    expect(first.privateKey).toContain('PRIVATE KEY');
    const second = await downloadOnce(2);
    expect(second.key).toBe(first.key);
    // The same visit keeps the pair it made for the key.
    expect(second.privateKey).toBe(first.privateKey);
    await expect(page.getByText(KEY_REUSED_TEXT).first()).toBeVisible();

    // A later visit: the same key, with a new RSA pair of its own (the platform shows a private
    // key once, so the first project keeps its pair and this one gets another).
    await page.reload();
    const later = await downloadOnce(3);
    expect(later.key).toBe(first.key);
    expect(later.privateKey).toContain('PRIVATE KEY');
    expect(later.privateKey).not.toBe(first.privateKey);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
