/** @jest-environment node */
import fs from 'node:fs';
import { Agent } from 'undici';
import { consentTo } from './consent';
import { startSdkPlatform, type SdkPlatform } from './platform';

// The official Web Forms SDK (docusign-webforms from npm), run unchanged against the embedded
// platform behind TLS as the platform's Web Forms code example runs it: a template created with
// docusign-esign, its form found by name, an instance created with prefilled values; then the
// user fills in and submits the form on its formUrl, and the instance reads back submitted with
// the envelope the template describes.

/** The scopes webformsInstance.cjs asks for beyond signature impersonation. */
const WEBFORMS_SCOPES = ['webforms_read', 'webforms_instance_read', 'webforms_instance_write'];

let platform: SdkPlatform;
beforeAll(async () => {
  platform = await startSdkPlatform();
  await consentTo(platform, WEBFORMS_SCOPES);
}, 90_000);
afterAll(() => platform?.stop());

it('lists the form, creates an instance, and a submitted form sends its envelope', async () => {
  const created = await platform.script('webformsInstance.cjs', ['create']);
  expect(created).toMatchObject({
    formName: 'Web Form Example Template',
    formId: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/),
    instanceId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    status: 'INITIATED',
    formUrl: expect.stringMatching(/^https:\/\//),
    instanceToken: expect.any(String),
  });
  expect(created.formId).not.toMatch(/^0{8}-/);

  // The user opens the form (the test trusts the certificate), fills in the rest and submits.
  const url = new URL(created.formUrl as string);
  const dispatcher = new Agent({ connect: { ca: fs.readFileSync(platform.certificate) } });
  const page = await fetch(url, { dispatcher } as RequestInit);
  expect(page.status).toBe(200);
  const html = await page.text();
  expect(html).toContain('value="Programmer Writer"');
  const submitted = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      token: url.searchParams.get('token')!,
      signer_Name: 'Lee Park',
      signer_Email: 'lee@example.test',
      FullName: 'Lee Park',
      PhoneNumber: '555-555-5555',
      Company: 'Tally',
      JobTitle: 'Programmer Writer',
      Yes: 'true',
    }).toString(),
    dispatcher,
  } as RequestInit);
  expect(submitted.status).toBe(200);

  const read = await platform.script('webformsInstance.cjs', [
    'read',
    created.formId as string,
    created.instanceId as string,
  ]);
  expect(read).toMatchObject({
    status: 'SUBMITTED',
    envelopeId: expect.any(String),
    envelope: {
      status: 'sent',
      emailSubject: 'Please sign this document',
      signers: [
        {
          name: 'Lee Park',
          email: 'lee@example.test',
          clientUserId: '1234-5678-abcd-ijkl',
          roleName: 'signer',
        },
      ],
    },
  });
}, 120_000);
