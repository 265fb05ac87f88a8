/** @jest-environment node */
import { ENGINES } from '../../../test-support/stores';
import { openSigningUrl, sessionGet } from '../test-support/signingCeremony';
import {
  asJson,
  createEnvelope,
  embeddedSigner,
  startSigningSandbox,
  type SigningSandbox,
} from '../test-support/signingSandbox';

describe.each(ENGINES)('sender and correct views on $engine', ({ location }) => {
  let context: SigningSandbox;
  beforeAll(async () => {
    context = await startSigningSandbox(await location());
  });
  afterAll(() => context.close());

  const view = (
    envelopeId: string,
    kind: 'sender' | 'correct',
    body: unknown = { returnUrl: 'http://127.0.0.1:9/back' },
  ) =>
    fetch(`${context.envelopes}/${envelopeId}/views/${kind}`, asJson('POST', context.token, body));

  it.each(['sender', 'correct'] as const)(
    'the %s view opens once, read-only: status, recipients, documents to download',
    async (kind) => {
      const envelopeId = await createEnvelope(context, [embeddedSigner()]);
      const response = await view(envelopeId, kind);
      expect(response.status).toBe(201);
      const { url } = await response.json();
      const session = await openSigningUrl(url);
      const page = await sessionGet(session);
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toContain('Please sign the sandbox contract');
      expect(html).toMatch(/Pat Signer.*pat@example\.test.*signer.*Sent/s);
      expect(html).toContain('href="documents/1"');
      for (const document of ['documents/1', 'documents/combined', 'documents/certificate']) {
        const pdf = await sessionGet(session, document);
        expect(pdf.status).toBe(200);
        expect(
          Buffer.from(await pdf.arrayBuffer())
            .subarray(0, 5)
            .toString(),
        ).toBe('%PDF-');
      }
      expect((await fetch(url, { redirect: 'manual' })).status).toBe(410);

      const close = await fetch(new URL('close', session.page), {
        method: 'POST',
        headers: { cookie: session.cookie, 'content-type': 'application/x-www-form-urlencoded' },
        body: '',
        redirect: 'manual',
      });
      expect(close.status).toBe(303);
      expect(close.headers.get('location')).toBe('http://127.0.0.1:9/back?event=Cancel');
    },
  );

  it('refuses to correct an envelope that is not in process, and a view without returnUrl', async () => {
    const draft = await createEnvelope(context, [embeddedSigner()], { status: 'created' });
    const correct = await view(draft, 'correct');
    expect(correct.status).toBe(400);
    expect((await correct.json()).errorCode).toBe('ENVELOPE_INVALID_STATUS');
    expect((await view(draft, 'sender')).status).toBe(201);
    const missing = await view(draft, 'sender', {});
    expect(missing.status).toBe(400);
    expect((await missing.json()).message).toContain('returnUrl');
  });
});
