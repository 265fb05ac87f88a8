import { ADMIN, expect, logIn, test } from './fixtures';

// A signed-in reader's method pages hydrate without React throwing their server HTML away
// (issue 36: React error #421 on 9 of a dozen page views). The reader's state (the persisted
// user, the account loaded after start) must reach the parts hydrated later only once they have
// hydrated.

const REFERENCE = '/docs/esign-rest-api/reference';
const METHOD_PAGES = [
  'envelopes/envelopes/create',
  'envelopes/envelopes/get',
  'envelopes/envelopes/update',
  'envelopes/envelopes/liststatuschanges',
  'envelopes/envelopedocuments/get',
  'envelopes/enveloperecipients/list',
  'envelopes/envelopeviews/createrecipient',
  'templates/templates/create',
  'templates/templates/get',
  'accounts/accounts/get',
  'connect/connect/create',
  'users/users/list',
].map((method) => `${REFERENCE}/${method}/`);

const HYDRATION_TROUBLE =
  /Minified React error #(418|421|422|423|425)|hydrat|did not match|server-rendered HTML/i;

test('signed in, a dozen method pages hydrate without a hydration error', async ({ page }) => {
  test.setTimeout(180_000);
  const errors: string[] = [];
  let current = '';
  page.on('console', (message) => {
    if (message.type() === 'error' || HYDRATION_TROUBLE.test(message.text()))
      errors.push(`${current}: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`${current}: ${error.message}`));

  await logIn(page, ADMIN, METHOD_PAGES[0]);
  for (const path of METHOD_PAGES) {
    current = path;
    // A direct load, as a reader arriving from a search engine: the page hydrates anew.
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.locator('header').getByRole('button', { name: ADMIN.name })).toBeVisible();
    // The parts hydrated later (samples, schemas) have had their turn.
    await page.waitForLoadState('networkidle');
  }
  expect(errors.filter((error) => HYDRATION_TROUBLE.test(error))).toEqual([]);
  expect(errors).toEqual([]);
});
