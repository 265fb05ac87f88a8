/** @jest-environment node */
import { ADMIN, bearer, signIn, startSandbox, type RunningSandbox } from '../test-support/sandbox';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const OTHER_ACCOUNT = '11111111-2222-4333-8444-555555555555';

describe('sandbox API responder', () => {
  let sandbox: RunningSandbox;
  let token: string;
  let envelopes: string;
  beforeAll(async () => {
    sandbox = await startSandbox();
    token = (await signIn(sandbox)).access_token;
    envelopes = `${sandbox.base}/restapi/v2.1/accounts/${ADMIN.accountId}/envelopes`;
  });
  afterAll(() => sandbox.close());

  const json = (method: string, body: unknown, auth = token): RequestInit => ({
    method,
    headers: { ...bearer(auth), 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

  it('answers 401 without a token or with a bad one', async () => {
    for (const headers of [{}, bearer('not-a-token')]) {
      const response = await fetch(envelopes, { headers });
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ errorCode: 'AUTHORIZATION_INVALID_TOKEN' });
    }
  });

  it("refuses an account that is not the user's", async () => {
    const response = await fetch(
      `${sandbox.base}/restapi/v2.1/accounts/${OTHER_ACCOUNT}/envelopes`,
      {
        headers: bearer(token),
      },
    );
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ errorCode: 'USER_LACKS_PERMISSIONS' });
  });

  it('creates an envelope, gets it back, lists it and updates its status', async () => {
    const created = await fetch(
      envelopes,
      json('POST', {
        emailSubject: 'Please sign',
        status: 'created',
        documents: [
          {
            documentId: '1',
            name: 'a.txt',
            documentBase64: Buffer.from('Hello').toString('base64'),
          },
        ],
        recipients: { signers: [{ name: 'Ann Lee', email: 'ann@example.test', recipientId: '1' }] },
      }),
    );
    expect(created.status).toBe(201);
    const summary = (await created.json()) as {
      envelopeId: string;
      status: string;
      uri: string;
      statusDateTime: string;
    };
    expect(summary.envelopeId).toMatch(UUID);
    expect(summary.status).toBe('created');
    expect(summary.uri).toBe(`/envelopes/${summary.envelopeId}`);
    expect(Number.isNaN(Date.parse(summary.statusDateTime))).toBe(false);

    const got = await fetch(`${envelopes}/${summary.envelopeId}`, { headers: bearer(token) });
    expect(got.status).toBe(200);
    const envelope = (await got.json()) as Record<string, string>;
    expect(envelope).toMatchObject({
      envelopeId: summary.envelopeId,
      emailSubject: 'Please sign',
      status: 'created',
    });
    expect(Number.isNaN(Date.parse(envelope.createdDateTime))).toBe(false);

    const listed = await fetch(`${envelopes}?from_date=2020-01-01`, { headers: bearer(token) });
    expect(listed.status).toBe(200);
    const list = (await listed.json()) as { envelopes: { envelopeId: string }[] };
    expect(list.envelopes.map((item) => item.envelopeId)).toContain(summary.envelopeId);

    const updated = await fetch(
      `${envelopes}/${summary.envelopeId}`,
      json('PUT', { status: 'sent' }),
    );
    expect(updated.status).toBe(200);
    const after = (await (
      await fetch(`${envelopes}/${summary.envelopeId}`, { headers: bearer(token) })
    ).json()) as {
      status: string;
    };
    expect(after.status).toBe('sent');
  });

  it('answers 404 for an envelope that does not exist', async () => {
    const response = await fetch(`${envelopes}/00000000-0000-4000-8000-000000000000`, {
      headers: bearer(token),
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ errorCode: 'ENVELOPE_DOES_NOT_EXIST' });
  });

  it('answers 400 naming the field of a bad body, path or query value', async () => {
    const body = await fetch(envelopes, json('POST', { emailSubject: ['not', 'a', 'string'] }));
    expect(body.status).toBe(400);
    const bodyError = (await body.json()) as { errorCode: string; message: string };
    expect(bodyError.errorCode).toBe('INVALID_REQUEST_PARAMETER');
    expect(bodyError.message).toContain('emailSubject');

    const path = await fetch(`${envelopes}/not-a-uuid`, { headers: bearer(token) });
    expect(path.status).toBe(400);
    expect(((await path.json()) as { message: string }).message).toContain('envelopeId');

    const query = await fetch(
      `${envelopes}?merge_roles_on_draft=maybe`,
      json('POST', { emailSubject: 'x' }),
    );
    expect(query.status).toBe(400);
    expect(((await query.json()) as { message: string }).message).toContain('merge_roles_on_draft');

    const missing = await fetch(envelopes, { method: 'POST', headers: bearer(token) });
    expect(missing.status).toBe(400);
  });

  it('answers other operations with their example or a sample, binary ones with a PDF', async () => {
    const clickwraps = await fetch(
      `${sandbox.base}/clickapi/v1/accounts/${ADMIN.accountId}/clickwraps`,
      {
        headers: bearer(token),
      },
    );
    expect(clickwraps.status).toBe(200);
    expect(await clickwraps.json()).toHaveProperty('clickwraps');

    // An operation with no state to derive: ID Evidence's report of an identity proof event,
    // which the sandbox does not keep (Click agreement downloads and Rooms document contents
    // have rules now and answer 404 for what does not exist).
    const pdf = await fetch(
      `${sandbox.base}/idevidenceapi/v1/accounts/${ADMIN.accountId}/identityproof/events/3f2b1a5c-9d8e-4f7a-b6c5-1d2e3f4a5b6c/report`,
      { headers: bearer(token) },
    );
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('x-sandbox-sampled')).toBe('true');
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const bytes = Buffer.from(await pdf.arrayBuffer()).toString('latin1');
    expect(bytes.startsWith('%PDF-1.4')).toBe(true);
    expect(bytes.trimEnd().endsWith('%%EOF')).toBe(true);
  });

  it('takes file uploads as multipart and names a missing part', async () => {
    const upload = `${sandbox.base}/clmapi/v2/${ADMIN.accountId}/folders/${OTHER_ACCOUNT}/documents`;
    const form = new FormData();
    form.append('name', 'NDA');
    const missing = await fetch(upload, { method: 'POST', headers: bearer(token), body: form });
    expect(missing.status).toBe(400);
    expect((await missing.json()).message).toBe('The field "file" is required.');

    form.append('file', new Blob(['%PDF-1.4'], { type: 'application/pdf' }), 'nda.pdf');
    const created = await fetch(upload, { method: 'POST', headers: bearer(token), body: form });
    expect(created.status).toBe(201);

    const broken = await fetch(upload, {
      method: 'POST',
      headers: { ...bearer(token), 'content-type': 'multipart/form-data; boundary=x' },
      body: '--x\r\nContent-Disposition: form-data; name="file"\r\n\r\nno end',
    });
    expect(broken.status).toBe(400);
    expect((await broken.json()).message).toBe('The multipart body could not be read.');
  });

  it('answers 404 for a path no operation declares', async () => {
    const response = await fetch(`${sandbox.base}/restapi/v2.1/nothing/here`, {
      headers: bearer(token),
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ errorCode: 'NOT_FOUND' });
  });
});
