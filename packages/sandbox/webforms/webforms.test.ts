/** @jest-environment node */
import { ADMIN, bearer, signIn, startSandbox, type RunningSandbox } from '../test-support/sandbox';

// Web Forms as the platform has them: every template of the account is a form (and one form is
// built in), an instance answers the formUrl of a real form page, and submitting that page sends
// the envelope the form's template describes.

let sandbox: RunningSandbox;
let token: string;
const forms = `/webformsapi/v1.1/accounts/${ADMIN.accountId}/forms`;
const esign = `/restapi/v2.1/accounts/${ADMIN.accountId}`;

async function call(method: string, path: string, body?: unknown, as = token) {
  const response = await fetch(`${sandbox.base}${path}`, {
    method,
    headers: { ...bearer(as), ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}

const postForm = (url: string, fields: Record<string, string>) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });

const TEMPLATE = {
  name: 'Web Form Example Template',
  emailSubject: 'Please sign the enrolment',
  documents: [
    {
      documentId: '1',
      name: 'Enrolment.html',
      fileExtension: 'html',
      documentBase64: Buffer.from(
        '<p>Company: /company/</p><p>Plan: /plan/</p><p>Yes: /yes/</p><p>Sign: /sn1/</p>',
      ).toString('base64'),
    },
  ],
  recipients: {
    signers: [
      {
        recipientId: '1',
        roleName: 'signer',
        routingOrder: '1',
        tabs: {
          textTabs: [{ tabLabel: 'Company', required: 'true', anchorString: '/company/' }],
          listTabs: [
            {
              tabLabel: 'Plan',
              anchorString: '/plan/',
              listItems: [
                { text: 'Basic', value: 'Basic' },
                { text: 'Pro', value: 'Pro' },
              ],
            },
          ],
          checkboxTabs: [{ tabLabel: 'Yes', anchorString: '/yes/' }],
          signHereTabs: [{ anchorString: '/sn1/' }],
        },
      },
    ],
  },
};

beforeAll(async () => {
  sandbox = await startSandbox();
  token = (await signIn(sandbox)).access_token;
});
afterAll(() => sandbox?.close());

it('lists the built-in form and a form per template, each read back by its id', async () => {
  const fresh = await call('GET', forms);
  expect(fresh.status).toBe(200);
  expect(fresh.body.items).toEqual([
    expect.objectContaining({
      name: 'Volunteer sign-up',
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
    }),
  ]);
  expect(fresh.body.items[0].id).not.toMatch(/^0{8}-/);
  const template = await call('POST', `${esign}/templates`, TEMPLATE);
  expect(template.status).toBe(201);
  const searched = await call('GET', `${forms}?search=web%20form%20example`);
  expect(searched.body).toMatchObject({ resultSetSize: 1, totalSetSize: 1 });
  const formId = searched.body.items[0].id;
  const form = await call('GET', `${forms}/${formId}`);
  expect(form.body).toMatchObject({
    id: formId,
    formProperties: { name: 'Web Form Example Template' },
    formMetadata: { source: 'templates' },
  });
  expect(
    form.body.fields.map((field: { name: string; type: string }) => `${field.name}:${field.type}`),
  ).toEqual([
    'signer_Name:TextBox',
    'signer_Email:Email',
    'Company:TextBox',
    'Plan:Select',
    'Yes:Checkbox',
  ]);
  const unknown = await call('GET', `${forms}/3d934f63-6b63-4cbf-9494-88b9f87926c2`);
  expect(unknown).toMatchObject({ status: 404, body: { errorCode: 'FORM_NOT_FOUND' } });
  // An account the user is no member of answers 403.
  const elsewhere = await call(
    'GET',
    '/webformsapi/v1.1/accounts/7c2e4d5f-1a2b-4c3d-8e9f-0a1b2c3d4e5f/forms',
  );
  expect(elsewhere.status).toBe(403);
});

it('opens an instance on its formUrl, and submitting it sends the envelope of the template', async () => {
  const formId = (await call('GET', `${forms}?search=Web%20Form%20Example`)).body.items[0].id;
  const instances = `${forms}/${formId}/instances`;
  const created = await call('POST', instances, {
    clientUserId: 'customer-4711',
    formValues: { Company: 'Tally', Yes: true },
    expirationOffset: 24,
  });
  expect(created.status).toBe(201);
  expect(created.body).toMatchObject({
    id: expect.stringMatching(/^[0-9a-f-]{36}$/),
    formId,
    clientUserId: 'customer-4711',
    status: 'INITIATED',
    formUrl: expect.stringContaining(`${sandbox.base}/webforms/`),
    instanceToken: expect.any(String),
  });
  const { id, formUrl } = created.body;

  const page = await fetch(formUrl);
  expect(page.status).toBe(200);
  expect(page.headers.get('content-security-policy')).toContain('frame-ancestors *');
  const html = await page.text();
  expect(html).toContain('value="Tally"');
  expect((await call('GET', `${instances}/${id}`)).body.status).toBe('IN_PROGRESS');
  const token = new URL(formUrl).searchParams.get('token')!;

  // A missing email is named on the page; nothing is sent.
  const incomplete = await postForm(formUrl, { token, signer_Name: 'Lee Park', Company: 'Tally' });
  expect(incomplete.status).toBe(400);
  expect(await incomplete.text()).toContain('signer: email is required.');

  const submitted = await postForm(formUrl, {
    token,
    signer_Name: 'Lee Park',
    signer_Email: 'lee@example.test',
    Company: 'Tally Ltd',
    Plan: 'Pro',
    Yes: 'true',
  });
  expect(submitted.status).toBe(200);
  const instance = (await call('GET', `${instances}/${id}`)).body;
  expect(instance).toMatchObject({ status: 'SUBMITTED', envelopes: [{ id: expect.any(String) }] });
  expect(instance.formUrl).toBeUndefined();

  const envelope = await call(
    'GET',
    `${esign}/envelopes/${instance.envelopes[0].id}?include=recipients`,
  );
  expect(envelope.body).toMatchObject({
    status: 'sent',
    emailSubject: 'Please sign the enrolment',
  });
  const recipients = `${esign}/envelopes/${instance.envelopes[0].id}/recipients?include_tabs=true`;
  const signer = (await call('GET', recipients)).body.signers[0];
  expect(signer).toMatchObject({
    name: 'Lee Park',
    email: 'lee@example.test',
    clientUserId: 'customer-4711',
  });
  expect(signer.tabs.textTabs).toEqual([
    expect.objectContaining({ tabLabel: 'Company', value: 'Tally Ltd' }),
  ]);
  expect(signer.tabs.listTabs).toEqual([
    expect.objectContaining({ tabLabel: 'Plan', value: 'Pro' }),
  ]);
  expect(signer.tabs.checkboxTabs).toEqual([
    expect.objectContaining({ tabLabel: 'Yes', selected: 'true' }),
  ]);

  // Submitted is final: the page says so, a second submission is refused.
  expect(await (await fetch(formUrl)).text()).toContain('Form submitted');
  expect((await call('POST', `${instances}/${id}/send`)).body.errorCode).toBe(
    'INSTANCE_NOT_ACTIVE',
  );
  expect((await call('GET', `${instances}?client_user_id=customer-4711`)).body.items).toHaveLength(
    1,
  );
});

it('submits the built-in form through the API, and refreshes a token that replaces the old one', async () => {
  const formId = (await call('GET', `${forms}?search=volunteer`)).body.items[0].id;
  const instances = `${forms}/${formId}/instances`;
  const created = await call('POST', instances, {
    clientUserId: 'volunteer-1',
    formValues: {
      Volunteer_Name: 'Ari Sun',
      Volunteer_Email: 'ari@example.test',
      Phone: '555-0100',
    },
    recipients: [{ roleName: 'Volunteer', name: 'ignored', email: 'ignored@example.test' }],
  });
  const { id, formUrl } = created.body;
  const refreshed = await call('POST', `${instances}/${id}/refresh`);
  expect(refreshed.status).toBe(200);
  expect(refreshed.body.formUrl).not.toBe(formUrl);
  expect((await fetch(formUrl)).status).toBe(404);
  expect((await fetch(refreshed.body.formUrl)).status).toBe(200);

  const sent = await call('POST', `${instances}/${id}/send`);
  expect(sent.body).toMatchObject({ status: 'SUBMITTED', envelopes: [{ id: expect.any(String) }] });
  const envelope = await call(
    'GET',
    `${esign}/envelopes/${sent.body.envelopes[0].id}?include=recipients`,
  );
  expect(envelope.body.recipients.signers[0]).toMatchObject({
    name: 'Ari Sun',
    email: 'ari@example.test',
    roleName: 'Volunteer',
  });
  const recipients = `${esign}/envelopes/${sent.body.envelopes[0].id}/recipients?include_tabs=true`;
  expect((await call('GET', recipients)).body.signers[0].tabs.textTabs).toEqual([
    expect.objectContaining({ tabLabel: 'Phone', value: '555-0100' }),
  ]);
});
