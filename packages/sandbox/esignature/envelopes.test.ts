/** @jest-environment node */
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { readPageText } from '../documents';
import { ADMIN, bearer, signIn, startSandbox, type RunningSandbox } from '../test-support/sandbox';
import { ENGINES } from '../../../test-support/stores';
import type { StoreLocation } from '@developer-center/store';
import { openSandboxStore, type SandboxStore } from '../store/db';
import { lockEnvelope, recipientsOf } from './envelopeStore';
import { PlatformRefusal } from './errors';
import { recipientCompleted } from './lifecycle';

// Envelopes as the platform keeps them, on both engines: what is created reads back as sent,
// documents are the bytes uploaded, routing goes by order, and dates are taken as clients send them.

async function contractPdf(text = 'Please sign here: /sn1/') {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  doc.addPage([612, 792]).drawText(text, { x: 72, y: 700, size: 12, font });
  doc.addPage([612, 792]).drawText('Page two', { x: 72, y: 700, size: 12, font });
  return Buffer.from(await doc.save());
}

describe.each(ENGINES)('eSignature envelopes on $engine', ({ location }) => {
  let where: StoreLocation;
  let sandbox: RunningSandbox;
  let token: string;
  let envelopes: string;
  let pdf: Buffer;
  const call = (method: string, url: string, body?: unknown) =>
    fetch(url, {
      method,
      headers: { ...bearer(token), ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
  const definition = (overrides: Record<string, unknown> = {}) => ({
    emailSubject: 'Please sign the contract',
    status: 'sent',
    documents: [{ documentId: '1', name: 'Contract.pdf', documentBase64: pdf.toString('base64') }],
    recipients: {
      signers: [
        {
          recipientId: '1',
          routingOrder: '1',
          name: 'Ann Lee',
          email: 'ann@example.test',
          clientUserId: 'ann-1',
          tabs: { signHereTabs: [{ anchorString: '/sn1/', anchorYOffset: '-10' }] },
        },
        { recipientId: '2', routingOrder: '2', name: 'Bo Chen', email: 'bo@example.test' },
      ],
      carbonCopies: [
        { recipientId: '3', routingOrder: '3', name: 'Cy Dee', email: 'cy@example.test' },
      ],
    },
    ...overrides,
  });
  const create = async (overrides: Record<string, unknown> = {}) => {
    const response = await call('POST', envelopes, definition(overrides));
    expect(response.status).toBe(201);
    return ((await response.json()) as { envelopeId: string }).envelopeId;
  };

  beforeAll(async () => {
    where = await location();
    pdf = await contractPdf();
    sandbox = await startSandbox(
      where.kind === 'postgres' ? { databaseUrl: where.url } : { dataDir: where.dataDir },
    );
    token = (await signIn(sandbox)).access_token;
    envelopes = `${sandbox.base}/restapi/v2.1/accounts/${ADMIN.accountId}/envelopes`;
  });
  afterAll(() => sandbox.close());

  it('reads back the recipients as sent, routed by order, with anchor tabs placed', async () => {
    const id = await create();
    const response = await call('GET', `${envelopes}/${id}/recipients?include_tabs=true`);
    expect(response.status).toBe(200);
    const recipients = await response.json();
    expect(recipients).toMatchObject({
      recipientCount: '3',
      currentRoutingOrder: '1',
      signers: [
        {
          recipientId: '1',
          name: 'Ann Lee',
          email: 'ann@example.test',
          clientUserId: 'ann-1',
          status: 'sent',
        },
        { recipientId: '2', name: 'Bo Chen', status: 'created' },
      ],
      carbonCopies: [{ recipientId: '3', name: 'Cy Dee', status: 'created' }],
    });
    const [tab] = recipients.signers[0].tabs.signHereTabs;
    expect(tab).toMatchObject({ documentId: '1', pageNumber: '1', tabId: expect.any(String) });
    // The anchor is near the top of the page (y = 792 - 700 - the text's height - 10).
    expect(Number(tab.yPosition)).toBeGreaterThan(60);
    expect(Number(tab.yPosition)).toBeLessThan(100);
    expect(JSON.stringify(recipients)).not.toContain('"string"');
  });

  it('sends a document named beyond ASCII with its name in filename*, never a 500', async () => {
    const name = '契約 "draft"\r\nSet-Cookie: x=1.pdf';
    const id = await create({
      documents: [{ documentId: '1', name, documentBase64: pdf.toString('base64') }],
    });
    const one = await call('GET', `${envelopes}/${id}/documents/1`);
    expect(one.status).toBe(200);
    expect(one.headers.get('set-cookie')).toBeNull();
    const disposition = one.headers.get('content-disposition')!;
    expect(disposition).toMatch(/^file; filename="[ -~]+"; filename\*=UTF-8''/);
    expect(decodeURIComponent(disposition.split("UTF-8''")[1])).toBe(
      '契約 "draft"__Set-Cookie: x=1.pdf',
    );
  });

  it('keeps documents as sent: the same bytes, combined, the certificate and the list', async () => {
    const id = await create();
    const list = await (await call('GET', `${envelopes}/${id}/documents`)).json();
    expect(
      list.envelopeDocuments.map((d: { documentId: string; name: string }) => [
        d.documentId,
        d.name,
      ]),
    ).toEqual([
      ['1', 'Contract.pdf'],
      ['certificate', 'Summary'],
    ]);
    expect(list.envelopeDocuments[0].pages).toHaveLength(2);
    const one = await call('GET', `${envelopes}/${id}/documents/1`);
    expect(one.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await one.arrayBuffer()).equals(pdf)).toBe(true);
    const combined = Buffer.from(
      await (
        await call('GET', `${envelopes}/${id}/documents/combined?certificate=true`)
      ).arrayBuffer(),
    );
    const pages = await readPageText(combined);
    expect(pages.length).toBeGreaterThanOrEqual(3);
    const certificate = await readPageText(
      Buffer.from(
        await (await call('GET', `${envelopes}/${id}/documents/certificate`)).arrayBuffer(),
      ),
    );
    const text = certificate.flatMap((page) => page.runs.map((run) => run.str)).join(' ');
    expect(text).toContain(id);
    expect(text).toContain('Ann Lee');
    const missing = await call('GET', `${envelopes}/${id}/documents/9`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ errorCode: 'DOCUMENT_DOES_NOT_EXIST' });
  });

  it('lists status changes from plain dates and date-times, by status and ids, in pages', async () => {
    const draft = await create({ status: 'created', emailSubject: 'Draft one' });
    const sent = await create();
    const since = async (query: string) => {
      const response = await call('GET', `${envelopes}?${query}`);
      expect(response.status).toBe(200);
      return response.json();
    };
    const all = await since('from_date=2020-01-01');
    const ids = all.envelopes.map((envelope: { envelopeId: string }) => envelope.envelopeId);
    expect(ids).toEqual(expect.arrayContaining([draft, sent]));
    expect(all.totalSetSize).toBe(String(ids.length));
    expect(
      (await since(`from_date=${encodeURIComponent(new Date(Date.now() + 60_000).toISOString())}`))
        .envelopes,
    ).toEqual([]);
    const drafts = await since(`from_date=2020-01-01&status=created`);
    expect(
      drafts.envelopes.every((envelope: { status: string }) => envelope.status === 'created'),
    ).toBe(true);
    const named = await since(`envelope_ids=${draft},${sent}`);
    expect(named.envelopes).toHaveLength(2);
    const page = await since('from_date=2020-01-01&count=1&start_position=0');
    expect(page).toMatchObject({
      resultSetSize: '1',
      startPosition: '0',
      nextUri: expect.stringContaining('start_position=1'),
    });
    const refused = await call('GET', envelopes);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ errorCode: 'INVALID_REQUEST_PARAMETER' });
    const notADate = await call('GET', `${envelopes}?from_date=yesterday`);
    expect(notADate.status).toBe(400);
  });

  it('creates an envelope from a template, its roles given names, addresses and tabs', async () => {
    const templates = `${sandbox.base}/restapi/v2.1/accounts/${ADMIN.accountId}/templates`;
    const template = await call('POST', templates, {
      name: 'NDA',
      emailSubject: 'Please sign the NDA',
      documents: [{ documentId: '1', name: 'NDA.pdf', documentBase64: pdf.toString('base64') }],
      recipients: { signers: [{ recipientId: '1', roleName: 'Signer', routingOrder: '1' }] },
    });
    expect(template.status).toBe(201);
    const { templateId } = await template.json();
    const response = await call('POST', envelopes, {
      templateId,
      status: 'sent',
      templateRoles: [
        {
          roleName: 'signer',
          name: 'Dee Role',
          email: 'dee@example.test',
          tabs: { textTabs: [{ tabLabel: 'Company', xPosition: '100', yPosition: '200' }] },
        },
      ],
    });
    const created = await response.json();
    expect([response.status, created]).toEqual([201, expect.objectContaining({ status: 'sent' })]);
    const { envelopeId } = created;
    const envelope = await (
      await call('GET', `${envelopes}/${envelopeId}?include=recipients,documents`)
    ).json();
    expect(envelope).toMatchObject({ emailSubject: 'Please sign the NDA', status: 'sent' });
    expect(envelope.recipients.signers[0]).toMatchObject({
      name: 'Dee Role',
      email: 'dee@example.test',
      roleName: 'Signer',
    });
    expect(envelope.envelopeDocuments[0]).toMatchObject({ name: 'NDA.pdf' });
    const missing = await call('POST', envelopes, {
      templateId: '00000000-0000-4000-8000-000000000000',
    });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ errorCode: 'TEMPLATE_NOT_FOUND' });
  });

  it('sends a draft and voids an envelope in process, as the platform allows', async () => {
    const id = await create({ status: 'created' });
    const put = (body: unknown) => call('PUT', `${envelopes}/${id}`, body);
    expect((await put({ status: 'voided', voidedReason: 'Too early' })).status).toBe(400);
    expect((await put({ status: 'sent' })).status).toBe(200);
    const noReason = await put({ status: 'voided' });
    expect(noReason.status).toBe(400);
    expect((await put({ status: 'voided', voidedReason: 'Wrong contract' })).status).toBe(200);
    expect(await (await call('GET', `${envelopes}/${id}`)).json()).toMatchObject({
      status: 'voided',
      voidedReason: 'Wrong contract',
      voidedDateTime: expect.any(String),
    });
    const again = await put({ status: 'voided', voidedReason: 'Twice' });
    expect(await again.json()).toMatchObject({ errorCode: 'ENVELOPE_CANNOT_VOID_INVALID_STATE' });
    const incomplete = await call('POST', envelopes, {
      emailSubject: 'Nothing in it',
      status: 'sent',
    });
    expect(await incomplete.json()).toMatchObject({ errorCode: 'ENVELOPE_IS_INCOMPLETE' });
  });

  it('refuses bad definitions with the platform error codes, never 500', async () => {
    const cases: [unknown, string][] = [
      [
        definition({
          documents: [
            {
              documentId: '1',
              name: 'x.pdf',
              documentBase64: Buffer.from('not a pdf').toString('base64'),
            },
          ],
        }),
        'PDF_VALIDATION_FAILED',
      ],
      [
        definition({ recipients: { signers: [{ name: 'No Mail', recipientId: '1' }] } }),
        'INVALID_EMAIL_ADDRESS_FOR_RECIPIENT',
      ],
      [
        definition({
          recipients: {
            signers: [
              {
                name: 'A',
                email: 'a@example.test',
                recipientId: '1',
                tabs: { signHereTabs: [{ anchorString: 'nowhere-to-be-found' }] },
              },
            ],
          },
        }),
        'ANCHOR_TAB_STRING_NOT_FOUND',
      ],
      [definition({ status: 'completed' }), 'INVALID_REQUEST_PARAMETER'],
    ];
    for (const [body, errorCode] of cases) {
      const response = await call('POST', envelopes, body);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ errorCode });
    }
  });

  it('routes by order as signers finish, and completes once, whichever instance finishes it', async () => {
    const id = await create();
    // Two instances of the platform on the same store.
    const stores: SandboxStore[] = [await openSandboxStore(where), await openSandboxStore(where)];
    try {
      const finish = (store: SandboxStore, recipientId: string) =>
        store.db.transaction().execute(async (trx) => {
          const envelope = (await lockEnvelope(trx, store.engine, ADMIN.accountId, id))!;
          const recipient = (await recipientsOf(trx, id)).find(
            (row) => row.recipient_id === recipientId,
          )!;
          return recipientCompleted(trx, envelope, recipient, recipient.tabs, []);
        });
      // Both instances finish signer 1 at the same moment: one completes it, one is refused.
      const results = await Promise.allSettled(stores.map((store) => finish(store, '1')));
      expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
      const refusal = results.find(
        (result) => result.status === 'rejected',
      ) as PromiseRejectedResult;
      expect(refusal.reason).toBeInstanceOf(PlatformRefusal);
      let recipients = await (await call('GET', `${envelopes}/${id}/recipients`)).json();
      expect(recipients.signers.map((s: { status: string }) => s.status)).toEqual([
        'completed',
        'sent',
      ]);
      expect((await finish(stores[1], '2')).status).toBe('completed');
      recipients = await (await call('GET', `${envelopes}/${id}/recipients`)).json();
      expect(recipients.carbonCopies[0].status).toBe('completed');
      const envelope = await (await call('GET', `${envelopes}/${id}`)).json();
      expect(envelope).toMatchObject({
        status: 'completed',
        completedDateTime: expect.any(String),
      });
      const audit = await (await call('GET', `${envelopes}/${id}/audit_events`)).json();
      const actions = audit.auditEvents.map(
        (event: { eventFields: { name: string; value: string }[] }) =>
          event.eventFields.find((field) => field.name === 'Action')!.value,
      );
      expect(actions).toEqual(
        expect.arrayContaining(['Registered', 'Envelope Sent', 'Signed', 'Envelope Completed']),
      );
      expect(actions.filter((action: string) => action === 'Envelope Completed')).toHaveLength(1);
    } finally {
      await Promise.all(stores.map((store) => store.close()));
    }
  });
});
