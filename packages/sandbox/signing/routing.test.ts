/** @jest-environment node */
import { readPageText } from '../documents';
import { ENGINES } from '../../../test-support/stores';
import { signEverything } from '../test-support/signingCeremony';
import {
  createEnvelope,
  embeddedSigner,
  secondSigner,
  getDocument,
  getEnvelope,
  recipientViewUrl,
  requestRecipientView,
  startSigningSandbox,
  type SigningSandbox,
} from '../test-support/signingSandbox';

describe.each(ENGINES)('signers in routing order on $engine', ({ location }) => {
  let context: SigningSandbox;
  beforeAll(async () => {
    context = await startSigningSandbox(await location());
  });
  afterAll(() => context.close());

  it('the second signs after the first, then the envelope completes with both signatures', async () => {
    const first = embeddedSigner();
    const second = secondSigner({ signHereTabs: [{ anchorString: '/s2/' }] });
    const envelopeId = await createEnvelope(context, [first, second]);
    expect((await requestRecipientView(context, envelopeId, second)).status).toBe(400);

    const one = await signEverything(
      await recipientViewUrl(context, envelopeId, first),
      first.name,
    );
    expect(one.status).toBe(200);
    let envelope = await getEnvelope(context, envelopeId);
    expect(envelope.status).toBe('delivered');
    expect(envelope.recipients.signers.map((signer: { status: string }) => signer.status)).toEqual([
      'completed',
      'sent',
    ]);
    expect(envelope.recipients.currentRoutingOrder).toBe('2');

    const two = await signEverything(
      await recipientViewUrl(context, envelopeId, second),
      second.name,
    );
    expect(two.status).toBe(200);
    envelope = await getEnvelope(context, envelopeId);
    expect(envelope.status).toBe('completed');
    expect(envelope.completedDateTime).toEqual(expect.any(String));

    const pages = await readPageText(await getDocument(context, envelopeId, '1'));
    const text = pages.flatMap((page) => page.runs.map((run) => run.str)).join(' ');
    expect(text).toContain(`Signed by Pat Signer · ${envelopeId}`);
    expect(text).toContain(`Signed by Sam Second · ${envelopeId}`);
  });

  it('lets a signer who signed view the documents, read-only, until the others finish', async () => {
    const first = embeddedSigner();
    const second = secondSigner();
    const envelopeId = await createEnvelope(context, [first, second]);
    await signEverything(await recipientViewUrl(context, envelopeId, first), first.name);
    const view = await fetch(await recipientViewUrl(context, envelopeId, first), {
      redirect: 'manual',
    });
    expect(view.status).toBe(303);
    const page = await fetch(new URL(view.headers.get('location')!, context.sandbox.base), {
      headers: { cookie: view.headers.get('set-cookie')!.split(';')[0] },
    });
    const html = await page.text();
    expect(html).toContain('Your part is done');
    expect(html).toMatch(/Pat Signer.*Completed/s);
    expect(html).toMatch(/Sam Second.*Sent/s);
  });
});
