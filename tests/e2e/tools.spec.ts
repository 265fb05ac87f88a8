import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';

test.describe('OpenAPI files', () => {
  test('opens on api_ESignature v2.1 (the defaults), summarises and downloads it', async ({
    page,
  }) => {
    await page.goto('/tools/openapi-files/');
    const repo = page.getByLabel('Repository');
    const ref = page.getByLabel('Ref');
    await expect(repo).toHaveValue('api_ESignature');
    await expect(ref).toHaveValue('v2.1');
    const preview = page.getByRole('region', { name: 'Summary' });
    await expect(preview).toContainText('Swagger 2.0', { timeout: 30_000 });
    await expect(preview).toContainText(/Operations\s*\d{2,}/);
    await expect(preview).toContainText(/Size\s*[\d.]+ (KB|MB)/);
    // A summary: the page stays short, without the file's text.
    await expect(preview).not.toContainText('"swagger"');
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThan(2500);

    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: /Download api_ESignature v2\.1/ }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('api_ESignature-v2.1.json');
    const file = JSON.parse(readFileSync((await download.path())!, 'utf8')) as {
      swagger?: string;
    };
    expect(file.swagger).toBe('2.0');

    // Another repository clears the chosen ref and the preview.
    await repo.selectOption('api_Click');
    await expect(ref).toHaveValue('');
    await expect(preview).toHaveCount(0);
  });
});

test.describe('Postman', () => {
  test('shows the environment form and a collection link per API', async ({ page }) => {
    await page.goto('/tools/postman/');
    await expect(page.getByLabel('Integration key')).toBeVisible();
    await expect(page.getByLabel('Secret key')).toBeVisible();
    await expect(page.getByLabel('Environment').locator('option')).toHaveCount(10);
    const links = page.locator('.postman-collections a');
    expect(await links.count()).toBeGreaterThanOrEqual(5);
    await expect(page.locator('a[href="/api/postman/collections/esignature-v2.1"]')).toBeVisible();
  });

  test('the form downloads an environment file', async ({ page }) => {
    await page.goto('/tools/postman/');
    await page.getByLabel('Integration key').fill('3f8a1c2e-5b6d-4e7f-8a9b-0c1d2e3f4a5b');
    await page.getByLabel('Secret key').fill('e2e-secret-value');
    await page.getByLabel('Environment').selectOption('demo');
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download environment' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('developer-center-demo.postman_environment.json');
    const environment = JSON.parse(readFileSync((await download.path())!, 'utf8')) as {
      values: { key: string; value: string }[];
      _postman_variable_scope: string;
    };
    expect(environment._postman_variable_scope).toBe('environment');
    const baseUrl = environment.values.find((value) => value.key === 'baseUrl')?.value;
    expect(baseUrl).toBe(`${new URL(page.url()).origin}/sandbox`);
  });

  test('a collection link downloads a v2.1 collection', async ({ page }) => {
    await page.goto('/tools/postman/');
    const downloading = page.waitForEvent('download');
    await page.locator('a[href="/api/postman/collections/click-v1"]').click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('click-v1.postman_collection.json');
    const collection = JSON.parse(readFileSync((await download.path())!, 'utf8')) as {
      info: { schema: string };
    };
    expect(collection.info.schema).toContain('v2.1.0');
  });
});
