/** @jest-environment node */
import { Agent } from 'undici';
import { consentTo } from './consent';
import { startSdkPlatform, type SdkPlatform } from './platform';

// The official Click SDK (docusign-click from npm), run unchanged against the embedded platform
// behind TLS: JWT grant and user info over https, base_uri + "/clickapi", a clickwrap created and
// read back, and an agreement recorded the way the platform records it (on its agreementUrl).

let platform: SdkPlatform;
beforeAll(async () => {
  platform = await startSdkPlatform();
  // clickwrapAgreement.cjs asks for the Click scopes too: consented once, as the platform asks.
  await consentTo(platform, ['click.manage', 'click.send']);
}, 90_000);
afterAll(() => platform?.stop());

it('creates a clickwrap, reads it back and records an agreement with the official SDK', async () => {
  const created = await platform.script('clickwrapAgreement.cjs', ['create']);
  expect(created).toMatchObject({
    clickwrapId: expect.any(String),
    fetchedName: 'Terms of Service',
  });
  const clickwrapId = created.clickwrapId as string;

  const pending = await platform.script('clickwrapAgreement.cjs', [
    'agree',
    clickwrapId,
    'customer-42',
  ]);
  expect(pending).toMatchObject({
    status: 'created',
    agreementUrl: expect.stringMatching(/^https:\/\//),
  });

  // The user agrees on the agreementUrl, as their browser would (the test trusts the certificate).
  const url = new URL(pending.agreementUrl as string);
  const dispatcher = new Agent({
    connect: { ca: (await import('node:fs')).readFileSync(platform.certificate) },
  });
  const page = await fetch(url, { dispatcher } as RequestInit);
  expect(await page.text()).toContain('Please be fair to each other.');
  const agreed = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token: url.searchParams.get('token')! }).toString(),
    dispatcher,
  } as RequestInit);
  expect(agreed.status).toBe(200);

  const answered = await platform.script('clickwrapAgreement.cjs', [
    'agree',
    clickwrapId,
    'customer-42',
  ]);
  expect(answered).toMatchObject({ status: 'agreed', agreementId: pending.agreementId });
  const listed = await platform.script('clickwrapAgreement.cjs', ['agreements', clickwrapId]);
  expect(listed.userAgreements).toEqual([
    expect.objectContaining({ clientUserId: 'customer-42', status: 'agreed' }),
  ]);
}, 120_000);
