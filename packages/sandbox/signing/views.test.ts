/** @jest-environment node */
import { ENGINES } from '../../../test-support/stores';
import { openSigningUrl, sessionGet } from '../test-support/signingCeremony';
import {
  createEnvelope,
  embeddedSigner,
  secondSigner,
  getEnvelope,
  RETURN_URL,
  requestRecipientView,
  recipientViewUrl,
  startSigningSandbox,
  type SigningSandbox,
} from '../test-support/signingSandbox';

describe.each(ENGINES)('recipient views on $engine', ({ location }) => {
  let context: SigningSandbox;
  beforeAll(async () => {
    context = await startSigningSandbox(await location());
  });
  afterAll(() => context.close());

  const expectRefusal = async (response: Response, status: number, errorCode: string) => {
    expect(response.status).toBe(status);
    expect(await response.json()).toMatchObject({ errorCode });
  };

  it('answers a single-use URL on the sandbox for the embedded signer whose turn it is', async () => {
    const signer = embeddedSigner();
    const envelopeId = await createEnvelope(context, [signer]);
    const response = await requestRecipientView(context, envelopeId, signer);
    expect(response.status).toBe(201);
    const { url } = (await response.json()) as { url: string };
    expect(url).toMatch(new RegExp(`^${context.sandbox.base}/signing/[A-Za-z0-9_-]{43}$`));
    // The token is kept hashed: the store never holds the URL's secret.
    const token = url.split('/').pop()!;
    const links = await context.store.db.selectFrom('signing_links').selectAll().execute();
    expect(JSON.stringify(links)).not.toContain(token);
  });

  it('matches the recipient on clientUserId, email and user name (case aside), and recipientId', async () => {
    const signer = embeddedSigner();
    const envelopeId = await createEnvelope(context, [signer]);
    const ok = await requestRecipientView(context, envelopeId, signer, {
      email: 'PAT@example.TEST',
      userName: 'pat signer',
      recipientId: '1',
    });
    expect(ok.status).toBe(201);
    for (const wrong of [
      { clientUserId: 'someone-else' },
      { clientUserId: undefined },
      { email: 'other@example.test' },
      { userName: 'Pat Other' },
      { recipientId: '2' },
    ]) {
      await expectRefusal(
        await requestRecipientView(context, envelopeId, signer, wrong),
        400,
        'UNKNOWN_ENVELOPE_RECIPIENT',
      );
    }
  });

  it('refuses a remote signer, a draft, a voided envelope and a signer whose turn has not come', async () => {
    const remote = embeddedSigner({ clientUserId: undefined });
    const remoteEnvelope = await createEnvelope(context, [remote]);
    await expectRefusal(
      await requestRecipientView(context, remoteEnvelope, remote),
      400,
      'UNKNOWN_ENVELOPE_RECIPIENT',
    );

    const signer = embeddedSigner();
    const draft = await createEnvelope(context, [signer], { status: 'created' });
    await expectRefusal(
      await requestRecipientView(context, draft, signer),
      400,
      'ENVELOPE_INVALID_STATUS',
    );

    const second = secondSigner();
    const ordered = await createEnvelope(context, [signer, second]);
    await expectRefusal(
      await requestRecipientView(context, ordered, second),
      400,
      'RECIPIENT_NOT_IN_SEQUENCE',
    );

    const voided = await createEnvelope(context, [signer]);
    await fetch(`${context.envelopes}/${voided}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${context.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'voided', voidedReason: 'Wrong contract' }),
    });
    await expectRefusal(
      await requestRecipientView(context, voided, signer),
      400,
      'ENVELOPE_INVALID_STATUS',
    );
  });

  it('answers 400 naming returnUrl when it is missing or not a web address, 404 for no envelope', async () => {
    const signer = embeddedSigner();
    const envelopeId = await createEnvelope(context, [signer]);
    for (const returnUrl of [
      'javascript:alert(1)',
      'ftp://example.test/',
      '/relative/path',
      'http://app.example;script-src*/',
      'http://a,b/',
      `http://app.example/${'x'.repeat(2000)}`,
      undefined,
    ]) {
      const response = await requestRecipientView(context, envelopeId, signer, { returnUrl });
      expect(response.status).toBe(400);
      const answer = await response.json();
      expect(answer.errorCode).toBe('INVALID_REQUEST_PARAMETER');
      expect(answer.message).toContain('returnUrl');
    }
    await expectRefusal(
      await requestRecipientView(context, '00000000-0000-4000-8000-000000000000', signer),
      404,
      'ENVELOPE_DOES_NOT_EXIST',
    );
  });

  it('opens once: a session cookie, the token gone from the address, the signer delivered', async () => {
    const signer = embeddedSigner();
    const envelopeId = await createEnvelope(context, [signer]);
    const url = await recipientViewUrl(context, envelopeId, signer);
    const opened = await fetch(url, { redirect: 'manual' });
    expect(opened.status).toBe(303);
    const location = opened.headers.get('location')!;
    expect(location).toMatch(/^\/sandbox\/signing\/s\/[0-9a-f-]{36}\/$/);
    expect(location).not.toContain(url.split('/').pop());
    const cookie = opened.headers.get('set-cookie')!;
    expect(cookie).toMatch(/^sandbox_signing=[A-Za-z0-9_-]{43}; /);
    expect(cookie).toContain(`Path=${location.replace(/\/$/, '')}`);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(opened.headers.get('referrer-policy')).toBe('no-referrer');

    const envelope = await getEnvelope(context, envelopeId);
    expect(envelope.status).toBe('delivered');
    expect(envelope.recipients.signers[0].status).toBe('delivered');

    const again = await fetch(url, { redirect: 'manual' });
    expect(again.status).toBe(410);
    expect(await again.text()).toContain('This signing link was already used');
  });

  it('sends an expired URL back to the app with event=ttl_expired', async () => {
    const signer = embeddedSigner();
    const envelopeId = await createEnvelope(context, [signer]);
    const url = await recipientViewUrl(context, envelopeId, signer);
    await context.store.db
      .updateTable('signing_links')
      .set({ expires_at: Date.now() - 1 })
      .where('envelope_id', '=', envelopeId)
      .execute();
    const opened = await fetch(url, { redirect: 'manual' });
    expect(opened.status).toBe(302);
    const back = new URL(opened.headers.get('location')!);
    expect(`${back.origin}${back.pathname}`).toBe(RETURN_URL.split('?')[0]);
    expect(back.searchParams.get('step')).toBe('3');
    expect(back.searchParams.get('event')).toBe('ttl_expired');
    // Still unopened: the signer was never delivered.
    expect((await getEnvelope(context, envelopeId)).recipients.signers[0].status).toBe('sent');
  });

  it('serves the ceremony page under a strict policy, only to the browser holding the cookie', async () => {
    const signer = embeddedSigner();
    const envelopeId = await createEnvelope(context, [signer]);
    const session = await openSigningUrl(await recipientViewUrl(context, envelopeId, signer));
    const page = await sessionGet(session);
    expect(page.status).toBe(200);
    const csp = page.headers.get('content-security-policy')!;
    expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval'");
    expect(csp).toContain("style-src 'self'");
    expect(csp).toContain("frame-ancestors 'self' http://127.0.0.1:9");
    expect(csp).not.toContain('unsafe-inline');
    const html = await page.text();
    expect(html).toContain('<h1>Please sign the sandbox contract</h1>');
    expect(html).not.toMatch(/<script(?![^>]*type="module" src=)/);
    expect(html).not.toMatch(/ style=/);

    const stranger = await fetch(session.page);
    expect(stranger.status).toBe(403);
    const forged = await fetch(session.page, { headers: { cookie: 'sandbox_signing=forged' } });
    expect(forged.status).toBe(403);
  });
});
