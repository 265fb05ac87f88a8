/** @jest-environment node */
import { readPageText } from '../documents';
import { ENGINES } from '../../../test-support/stores';
import {
  completedValues,
  openSigningUrl,
  sessionGet,
  sessionPost,
  type CeremonySession,
  type SessionTab,
} from '../test-support/signingCeremony';
import { bearer } from '../test-support/sandbox';
import {
  createEnvelope,
  embeddedSigner,
  getDocument,
  getEnvelope,
  RETURN_URL,
  recipientViewUrl,
  startSigningSandbox,
  type SigningSandbox,
} from '../test-support/signingSandbox';

const pdfText = async (bytes: Uint8Array) =>
  (await readPageText(bytes)).flatMap((page) => page.runs.map((run) => run.str)).join(' ');

const eventOf = (redirect: string) => new URL(redirect).searchParams.get('event');

describe.each(ENGINES)('the signing ceremony on $engine', ({ location }) => {
  let context: SigningSandbox;
  beforeAll(async () => {
    context = await startSigningSandbox(await location());
  });
  afterAll(() => context.close());

  async function openCeremony(signer = embeddedSigner()) {
    const envelopeId = await createEnvelope(context, [signer]);
    const session = await openSigningUrl(await recipientViewUrl(context, envelopeId, signer));
    const model = (await (await sessionGet(session, 'session')).json()) as {
      tabs: SessionTab[];
      documents: { documentId: string; url: string; pages: unknown[] }[];
    };
    return { envelopeId, session, model };
  }

  const finish = (session: CeremonySession, tabs: SessionTab[], name = 'Pat Signer') =>
    sessionPost(session, 'finish', { signature: { name }, values: completedValues(tabs) });

  it("lists the recipient's tabs placed on the document, required ones marked", async () => {
    const { session, model } = await openCeremony();
    expect(model.documents).toEqual([
      expect.objectContaining({ documentId: '1', url: 'documents/1', pages: [expect.any(Object)] }),
    ]);
    const byType = Object.fromEntries(model.tabs.map((tab) => [tab.tabType, tab]));
    expect(byType.signHere).toMatchObject({ input: 'sign', required: true });
    expect(byType.initialHere).toMatchObject({ input: 'initial', required: true });
    expect(byType.dateSigned).toMatchObject({ input: 'auto', required: false });
    expect(byType.fullName).toMatchObject({ input: 'auto', value: 'Pat Signer' });
    expect(byType.text).toMatchObject({ input: 'text', required: true, label: 'Company name' });
    expect(byType.checkbox).toMatchObject({ input: 'checkbox', required: true, label: 'I agree' });
    const pdf = await sessionGet(session, 'documents/1');
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
  });

  it('refuses a finish with a required field missing or malformed, naming it', async () => {
    const { session, model } = await openCeremony();
    const values = completedValues(model.tabs);
    const text = model.tabs.find((tab) => tab.tabType === 'text')!;
    const sign = model.tabs.find((tab) => tab.tabType === 'signHere')!;
    const auto = model.tabs.find((tab) => tab.tabType === 'fullName')!;
    for (const [body, field] of [
      [
        { signature: { name: 'Pat' }, values: { ...values, [text.tabId]: '' } },
        `values.${text.tabId}`,
      ],
      [
        { signature: { name: 'Pat' }, values: { ...values, [sign.tabId]: false } },
        `values.${sign.tabId}`,
      ],
      [
        { signature: { name: 'Pat' }, values: { ...values, [auto.tabId]: 'Someone' } },
        `values.${auto.tabId}`,
      ],
      [{ signature: { name: 'Pat' }, values: { ...values, nope: 'x' } }, 'values.nope'],
      [{ values }, 'signature.name'],
      [
        { signature: { name: 'Pat', signaturePng: 'bm90IGEgcG5n' }, values },
        'signature.signaturePng',
      ],
    ] as const) {
      const response = await sessionPost(session, 'finish', body);
      expect(response.status).toBe(400);
      expect((await response.json()).field).toBe(field);
    }
  });

  it('finishes: stamps the values into the document, completes the envelope, returns to the app', async () => {
    const { envelopeId, session, model } = await openCeremony();
    const response = await finish(session, model.tabs);
    expect(response.status).toBe(200);
    const { redirect } = (await response.json()) as { redirect: string };
    expect(redirect.startsWith(RETURN_URL.split('?')[0])).toBe(true);
    expect(eventOf(redirect)).toBe('signing_complete');
    expect(new URL(redirect).searchParams.get('step')).toBe('3');
    expect(response.headers.get('set-cookie')).toContain('Max-Age=0');

    const envelope = await getEnvelope(context, envelopeId);
    expect(envelope.status).toBe('completed');
    const signer = envelope.recipients.signers[0];
    expect(signer.status).toBe('completed');
    expect(signer.tabs.textTabs[0].value).toBe('Sandbox test');
    expect(signer.tabs.checkboxTabs[0].selected).toBe('true');
    expect(signer.tabs.signHereTabs[0].status).toBe('signed');

    const text = await pdfText(await getDocument(context, envelopeId, '1'));
    expect(text).toContain('Pat Signer'); // the typed signature and the full name tab
    expect(text).toContain(`Signed by Pat Signer · ${envelopeId}`);
    expect(text).toContain('Sandbox test');
    expect(await pdfText(await getDocument(context, envelopeId, 'combined'))).toContain(
      `Signed by Pat Signer · ${envelopeId}`,
    );

    // The session is over: its page and a second finish say so.
    expect((await finish(session, model.tabs)).status).toBe(409);
    expect((await sessionGet(session)).status).toBe(410);
  });

  it('stamps a drawn signature as an image', async () => {
    const { envelopeId, session, model } = await openCeremony();
    const before = (await getDocument(context, envelopeId, '1')).length;
    // A 1×1 PNG, as the pad's canvas.toDataURL gives (its bytes base64).
    const png =
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
    const response = await sessionPost(session, 'finish', {
      signature: { name: 'Pat Signer', signaturePng: png },
      values: completedValues(model.tabs),
    });
    expect(response.status).toBe(200);
    const after = await getDocument(context, envelopeId, '1');
    expect(Buffer.from(after).toString('latin1')).toContain('/Subtype /Image');
    expect(after.length).toBeGreaterThan(before);
  });

  it('declines with a reason: the envelope is declined and the app told', async () => {
    const { envelopeId, session } = await openCeremony();
    const missing = await sessionPost(session, 'decline', { reason: '  ' });
    expect(missing.status).toBe(400);
    expect((await missing.json()).field).toBe('reason');
    const response = await sessionPost(session, 'decline', { reason: 'The price is wrong' });
    expect(response.status).toBe(200);
    expect(eventOf((await response.json()).redirect)).toBe('decline');
    const envelope = await getEnvelope(context, envelopeId);
    expect(envelope.status).toBe('declined');
    expect(envelope.recipients.signers[0]).toMatchObject({
      status: 'declined',
      declinedReason: 'The price is wrong',
    });
  });

  it('finishes later: nothing changes, and a new view opens the ceremony again', async () => {
    const signer = embeddedSigner();
    const { envelopeId, session } = await openCeremony(signer);
    const response = await sessionPost(session, 'cancel');
    expect(response.status).toBe(200);
    expect(eventOf((await response.json()).redirect)).toBe('cancel');
    expect((await getEnvelope(context, envelopeId)).recipients.signers[0].status).toBe('delivered');
    const again = await openSigningUrl(await recipientViewUrl(context, envelopeId, signer));
    expect((await sessionGet(again)).status).toBe(200);
  });

  it('two finishes of one recipient at once complete it once', async () => {
    const signer = embeddedSigner();
    const { envelopeId, session, model } = await openCeremony(signer);
    // A second browser of the same signer, from a second view.
    const other = await openSigningUrl(await recipientViewUrl(context, envelopeId, signer));
    const answers = await Promise.all([
      finish(session, model.tabs),
      finish(session, model.tabs),
      finish(other, model.tabs),
    ]);
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(2);
    const events = await (
      await fetch(`${context.envelopes}/${envelopeId}/audit_events`, {
        headers: bearer(context.token),
      })
    ).json();
    const actions = events.auditEvents.map(
      (event: { eventFields: { name: string; value: string }[] }) =>
        event.eventFields.find((field) => field.name === 'Action')!.value,
    );
    expect(actions.filter((action: string) => action === 'Signed')).toHaveLength(1);
    expect(actions.filter((action: string) => action === 'Envelope Completed')).toHaveLength(1);
    // Stamped once: one "Signed by" line under the one signature.
    const text = await pdfText(await getDocument(context, envelopeId, '1'));
    expect(text.split(`Signed by Pat Signer`)).toHaveLength(2);
  });

  it('refuses posts from other sites and bodies that are not JSON', async () => {
    const { session } = await openCeremony();
    const foreign = await fetch(new URL('cancel', session.page), {
      method: 'POST',
      headers: {
        cookie: session.cookie,
        'content-type': 'application/json',
        origin: 'http://evil.test',
      },
      body: '{}',
    });
    expect(foreign.status).toBe(403);
    const form = await fetch(new URL('cancel', session.page), {
      method: 'POST',
      headers: { cookie: session.cookie, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'a=1',
    });
    expect(form.status).toBe(415);
  });

  it('sends a timed-out session back to the app with event=session_timeout', async () => {
    const { session, model } = await openCeremony();
    await context.store.db
      .updateTable('signing_sessions')
      .set({ expires_at: Date.now() - 1 })
      .where('id', '=', session.page.split('/').at(-2)!)
      .execute();
    const page = await fetch(session.page, {
      headers: { cookie: session.cookie },
      redirect: 'manual',
    });
    expect(page.status).toBe(302);
    expect(eventOf(page.headers.get('location')!)).toBe('session_timeout');
    const late = await finish(session, model.tabs);
    expect(late.status).toBe(409);
    expect(eventOf((await late.json()).redirect)).toBe('session_timeout');
  });
});
