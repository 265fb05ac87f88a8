/** @jest-environment node */
import { readPageText } from '../documents';
import { ADMIN, bearer, signIn, startSandbox, type RunningSandbox } from '../test-support/sandbox';

// Click agreements as the platform makes them: createHasAgreed answers an agreementUrl until the
// user agrees on that page, then the agreement itself; the clickwrap's users list it.

let sandbox: RunningSandbox;
let token: string;
beforeAll(async () => {
  sandbox = await startSandbox();
  token = (await signIn(sandbox)).access_token;
});
afterAll(() => sandbox.close());

const call = async (method: string, path: string, body?: unknown) => {
  const response = await fetch(`${sandbox.base}/clickapi/v1/accounts/${ADMIN.accountId}${path}`, {
    method,
    headers: { ...bearer(token), ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: response.status, response };
};

it('records an agreement on its agreementUrl, then answers it as agreed', async () => {
  const created = await call('POST', '/clickwraps', {
    clickwrapName: 'Store terms',
    documents: [
      {
        documentName: 'Terms',
        fileExtension: 'txt',
        documentBase64: Buffer.from('Be fair.').toString('base64'),
      },
    ],
  });
  const { clickwrapId } = await created.response.json();
  const first = await call('POST', `/clickwraps/${clickwrapId}/agreements`, {
    clientUserId: 'user-7',
  });
  expect(first.status).toBe(201);
  const pending = await first.response.json();
  expect(pending).toMatchObject({
    clientUserId: 'user-7',
    status: 'created',
    agreementUrl: expect.stringContaining('/sandbox/click/agree/'),
  });

  const page = await fetch(pending.agreementUrl);
  expect(page.status).toBe(200);
  expect(await page.text()).toContain('Be fair.');
  const wrong = await fetch(pending.agreementUrl.replace(/token=[^&]+/, 'token=forged'));
  expect(wrong.status).toBe(404);
  const token = new URL(pending.agreementUrl).searchParams.get('token')!;
  const agreed = await fetch(pending.agreementUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token }).toString(),
  });
  expect(agreed.status).toBe(200);

  const again = await call('POST', `/clickwraps/${clickwrapId}/agreements`, {
    clientUserId: 'user-7',
  });
  expect(again.status).toBe(200);
  const agreement = await again.response.json();
  expect(agreement).toMatchObject({
    agreementId: pending.agreementId,
    status: 'agreed',
    agreedOn: expect.any(String),
  });
  expect(agreement.agreementUrl).toBeUndefined();

  const users = await (
    await call('GET', `/clickwraps/${clickwrapId}/users?client_user_id=user-7`)
  ).response.json();
  expect(users.userAgreements).toEqual([
    expect.objectContaining({ clientUserId: 'user-7', status: 'agreed' }),
  ]);
  const pdf = await call(
    'GET',
    `/clickwraps/${clickwrapId}/agreements/${agreement.agreementId}/download`,
  );
  expect(pdf.response.headers.get('content-type')).toBe('application/pdf');
  const text = (await readPageText(new Uint8Array(await pdf.response.arrayBuffer())))
    .flatMap((page) => page.runs.map((run) => run.str))
    .join(' ');
  expect(text).toContain('user-7');
});

it('answers CLICKWRAP_NOT_FOUND for a clickwrap nobody made', async () => {
  const missing = await call(
    'POST',
    '/clickwraps/00000000-0000-4000-8000-000000000000/agreements',
    { clientUserId: 'x' },
  );
  expect(missing.status).toBe(404);
  expect(await missing.response.json()).toMatchObject({ errorCode: 'CLICKWRAP_NOT_FOUND' });
});
