import { expect, test } from './fixtures';

// A reader picks their language once: the method pages they read next, and the explorer's
// "Request as code", open on it. The server's HTML of a method page has the samples too (curl,
// with every language's tab), for crawlers and readers without script.

const REFERENCE = '/docs/esign-rest-api/reference/envelopes/envelopes';
const LANGUAGES = ['cURL', 'Node.js', 'Python', 'Java', 'C#', 'PHP', 'Ruby', 'Go'];

test('Python chosen on one method page stays chosen on the next and in Request as code', async ({
  page,
}) => {
  await page.goto(`${REFERENCE}/create/`);
  const languages = page.getByRole('tablist', { name: 'Sample language' });
  await expect(languages.getByRole('tab')).toHaveText(LANGUAGES);
  await expect(page.getByTestId('curl-sample')).toContainText('curl --request POST');

  await languages.getByRole('tab', { name: 'Python' }).click();
  await expect(languages.getByRole('tab', { name: 'Python' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByTestId('language-sample')).toContainText('envelopes_api.create_envelope(');
  await expect(page.getByTestId('sample-install')).toHaveText('pip install docusign-esign');

  // Another method page, loaded afresh: the choice was kept.
  await page.goto(`${REFERENCE}/get/`);
  await expect(languages.getByRole('tab', { name: 'Python' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByTestId('language-sample')).toContainText('envelopes_api.get_envelope(');

  // The explorer's code section opens on the same language.
  await page.goto(`${REFERENCE}/create/?explorer=true`);
  const explorer = page.getByRole('region', { name: 'API Explorer' });
  await explorer.getByText('Request as code').click();
  const code = explorer.getByRole('tablist', { name: 'Language' });
  await expect(code.getByRole('tab', { name: 'Python' })).toHaveAttribute('aria-selected', 'true');
  await expect(explorer.getByTestId('explorer-code')).toContainText('import requests');

  // And a language chosen there is the method page's too.
  await code.getByRole('tab', { name: 'Ruby' }).click();
  await expect(languages.getByRole('tab', { name: 'Ruby' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
});

test("the method page's own HTML carries the curl sample and every language's tab", async ({
  page,
}) => {
  const response = await page.request.get(`${REFERENCE}/create/`);
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain('data-testid="curl-sample"');
  expect(html).toContain('curl --request POST');
  expect(html).toMatch(/role="tablist"[^>]*aria-label="Sample language"/);
  for (const name of LANGUAGES) expect(html).toContain(`>${name}</button>`);
});
