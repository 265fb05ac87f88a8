import { expect, test, type Page } from './fixtures';

// The build's feature flags and the see-next-step experiment (docs/behaviour.md §9). The e2e
// build is a production build: oas and the experiment on, the other three off (each flag's other
// side is covered by the components' unit tests).

const GUIDE = '/docs/esign-rest-api/concepts/authentication/';
const METHOD = '/docs/esign-rest-api/reference/envelopes/envelopes/create/';
const NEXT_STEP_USER = '6a0c5b1e-2f3d-4c8a-9b7e-1d2c3b4a5f60';
const CONTROL_USER = '11111111-1111-4111-8111-111111111111';

/** The page provides the visitor's global user id, as a hosting page may (docs/behaviour.md §7). */
async function asVisitor(page: Page, uuid: string) {
  await page.addInitScript((id) => {
    window.globalUserUuid = id;
  }, uuid);
}

const nextStep = (page: Page) => page.getByRole('complementary').filter({ hasText: 'Next step' });

test('production flags: the classic brand, sectioned APIs menu, OpenAPI details, no contents list', async ({
  page,
}) => {
  await page.goto(METHOD);
  const brand = page.getByRole('link', { name: 'Developer Center' }).first();
  await expect(brand.locator('svg')).toHaveCount(0);
  await page.getByRole('navigation', { name: 'Main' }).getByText('APIs', { exact: true }).click();
  await expect(page.getByRole('group', { name: 'Agreements and signing' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Administration' })).toBeVisible();
  const openapi = page.locator('dl.ref-openapi');
  await expect(openapi).toContainText('POST /v2.1/accounts/{accountId}/envelopes');
  await expect(openapi.getByRole('link', { name: 'OpenAPI files' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'On this page' })).toHaveCount(0);
});

test('a nextStep visitor sees the Next step panel at the end of a guide and a method page', async ({
  page,
}) => {
  await asVisitor(page, NEXT_STEP_USER);
  await page.goto(GUIDE);
  await expect(nextStep(page)).toBeVisible();
  await expect(nextStep(page).getByRole('link', { name: 'Request a signature' })).toHaveAttribute(
    'href',
    '/docs/esign-rest-api/how-to/request-a-signature/',
  );
  await page.goto(METHOD);
  await expect(
    nextStep(page).getByRole('link', { name: 'Try this call in the API Explorer' }),
  ).toBeVisible();
});

test('a control visitor sees no panel; the exposure is sent once, with consent', async ({
  page,
}) => {
  const exposures: unknown[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname !== '/api/signal') return;
    const body = request.postDataJSON() as { type: string };
    if (body.type === 'experiment_exposure') exposures.push(body);
  });
  await asVisitor(page, CONTROL_USER);
  await page.goto(GUIDE);
  await page
    .getByRole('region', { name: 'Cookies and tracking' })
    .getByRole('button', { name: 'Accept all' })
    .click();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForTimeout(1000);
  await expect(nextStep(page)).toHaveCount(0);
  expect(exposures).toEqual([
    {
      type: 'experiment_exposure',
      path: GUIDE,
      experiment: { name: 'see-next-step', variant: 'control' },
      globalUserUuid: CONTROL_USER,
    },
  ]);
  await page.goto(METHOD);
  await page.waitForTimeout(1000);
  expect(exposures).toHaveLength(1);
});
