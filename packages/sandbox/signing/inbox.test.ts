/** @jest-environment node */
import type { InboxMail as Mail } from '../../../lib/inbox/contract';
import { ENGINES } from '../../../test-support/stores';
import { ADMIN, MEMBER, bearer, signIn } from '../test-support/sandbox';
import {
  completedValues,
  openSigningUrl,
  sessionGet,
  sessionPost,
  signEverything,
  type SessionTab,
} from '../test-support/signingCeremony';
import {
  createEnvelope,
  embeddedSigner,
  getEnvelope,
  startSigningSandbox,
  type SigningSandbox,
} from '../test-support/signingSandbox';

describe.each(ENGINES)('the sandbox inbox on $engine', ({ location }) => {
  let context: SigningSandbox;
  let inbox: string;
  beforeAll(async () => {
    context = await startSigningSandbox(await location());
    inbox = `${context.sandbox.base}/management/v1/accounts/${ADMIN.accountId}/inbox`;
  });
  afterAll(() => context.close());

  const mailsOf = async (envelopeId: string, token = context.token) => {
    const response = await fetch(`${inbox}?count=100`, { headers: bearer(token) });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { mails: Mail[]; totalCount: number };
    return body.mails.filter((mail) => mail.envelopeId === envelopeId);
  };

  it('mails remote signers as routing reaches them, never embedded ones', async () => {
    const remote = embeddedSigner({
      clientUserId: undefined,
      email: 'rae@example.test',
      name: 'Rae Remote',
    });
    const embedded = embeddedSigner({ recipientId: '2', routingOrder: '1', tabs: {} });
    const later = embeddedSigner({
      clientUserId: undefined,
      name: 'Lee Later',
      email: 'lee@example.test',
      recipientId: '3',
      routingOrder: '2',
      tabs: {},
    });
    const envelopeId = await createEnvelope(context, [remote, embedded, later]);
    let mails = await mailsOf(envelopeId);
    expect(mails).toEqual([
      expect.objectContaining({
        recipientId: '1',
        to: { name: 'Rae Remote', email: 'rae@example.test' },
        subject: 'Please sign the sandbox contract',
        body: 'Sign by Friday, please.',
        linkActive: true,
        signingUrl: expect.stringMatching(new RegExp(`^${context.sandbox.base}/signing/`)),
      }),
    ]);
    expect(Number.isNaN(Date.parse(mails[0].sentDateTime))).toBe(false);

    // The mailed link opens as often as needed until its recipient acts.
    for (let open = 0; open < 2; open += 1) {
      expect((await fetch(mails[0].signingUrl, { redirect: 'manual' })).status).toBe(303);
    }
    const signed = await signEverything(mails[0].signingUrl, 'Rae Remote');
    expect(signed.status).toBe(200);
    const { redirect } = await signed.json();
    expect(redirect).toBe('/sandbox/signing/done?event=signing_complete');
    const done = await fetch(new URL(redirect, context.sandbox.base));
    expect(await done.text()).toContain('You are done');
    expect((await getEnvelope(context, envelopeId)).recipients.signers[0].status).toBe('completed');

    const spent = await fetch(mails[0].signingUrl, { redirect: 'manual' });
    expect(await spent.text()).toContain('You have already signed');
    mails = await mailsOf(envelopeId);
    expect(mails[0].linkActive).toBe(false);

    // The embedded signer of the same order signs; then routing mails the next remote signer.
    const view = await fetch(`${context.envelopes}/${envelopeId}/views/recipient`, {
      method: 'POST',
      headers: { ...bearer(context.token), 'content-type': 'application/json' },
      body: JSON.stringify({
        returnUrl: 'http://127.0.0.1:9/done',
        authenticationMethod: 'none',
        email: embedded.email,
        userName: embedded.name,
        clientUserId: embedded.clientUserId,
      }),
    });
    expect((await signEverything((await view.json()).url, embedded.name)).status).toBe(200);
    mails = await mailsOf(envelopeId);
    expect(mails.map((mail) => mail.to.name)).toEqual(['Lee Later', 'Rae Remote']);
  });

  /** A remote signer's envelope and the link of the mail it was sent. */
  const mailedEnvelope = async () => {
    const envelopeId = await createEnvelope(context, [
      embeddedSigner({ clientUserId: undefined, email: 'rio@example.test', name: 'Rio Remote' }),
    ]);
    const [mail] = await mailsOf(envelopeId);
    return { envelopeId, link: mail.signingUrl };
  };

  /** Opening the link again: a page, 200, with no session and no cookie. */
  const expectPageNoSession = async (link: string, title: string) => {
    const opened = await fetch(link, { redirect: 'manual' });
    expect(opened.status).toBe(200);
    expect(opened.headers.get('location')).toBeNull();
    expect(opened.headers.get('set-cookie')).toBeNull();
    expect(await opened.text()).toContain(title);
  };

  it('gives each opening of a mailed link the only live session: earlier session ids die', async () => {
    const { link } = await mailedEnvelope();
    const first = await openSigningUrl(link);
    expect((await sessionGet(first, 'session')).status).toBe(200);
    const second = await openSigningUrl(link);
    expect(second.page).not.toBe(first.page);

    // The first session, cookie and all, is over: its page, its model and its finish refuse.
    expect((await sessionGet(first)).status).toBe(410);
    expect(await (await sessionGet(first, 'session')).json()).toMatchObject({
      errorCode: 'SIGNING_SESSION_ENDED',
    });
    const { tabs } = (await (await sessionGet(second, 'session')).json()) as { tabs: SessionTab[] };
    const finish = { signature: { name: 'Rio Remote' }, values: completedValues(tabs) };
    expect((await sessionPost(first, 'finish', finish)).status).toBe(409);
    expect((await sessionPost(second, 'finish', finish)).status).toBe(200);
  });

  it('cannot be replayed once its recipient has signed', async () => {
    const { envelopeId, link } = await mailedEnvelope();
    const session = await openSigningUrl(link);
    const { tabs } = (await (await sessionGet(session, 'session')).json()) as {
      tabs: SessionTab[];
    };
    const signed = await sessionPost(session, 'finish', {
      signature: { name: 'Rio Remote' },
      values: completedValues(tabs),
    });
    expect(signed.status).toBe(200);
    for (let replay = 0; replay < 3; replay += 1) {
      await expectPageNoSession(link, 'You have already signed');
    }
    expect((await sessionGet(session, 'session')).status).toBe(409);
    expect((await getEnvelope(context, envelopeId)).status).toBe('completed');
  });

  it('cannot be replayed once its recipient has declined', async () => {
    const { envelopeId, link } = await mailedEnvelope();
    const session = await openSigningUrl(link);
    expect((await sessionPost(session, 'decline', { reason: 'Not my contract' })).status).toBe(200);
    for (let replay = 0; replay < 3; replay += 1) {
      await expectPageNoSession(link, 'You have already declined');
    }
    expect((await sessionGet(session, 'session')).status).toBe(409);
    expect((await getEnvelope(context, envelopeId)).status).toBe('declined');
  });

  it('is shown to every member of the account, and pages', async () => {
    const envelopeId = await createEnvelope(context, [
      embeddedSigner({ clientUserId: undefined, tabs: {} }),
    ]);
    const member = (await signIn(context.sandbox, MEMBER)).access_token;
    expect(await mailsOf(envelopeId, member)).toHaveLength(1);
    const first = await (await fetch(`${inbox}?count=1`, { headers: bearer(member) })).json();
    expect(first.mails).toHaveLength(1);
    expect(first.totalCount).toBeGreaterThanOrEqual(2);
    const second = await (
      await fetch(`${inbox}?count=1&start_position=1`, { headers: bearer(member) })
    ).json();
    expect(second.mails[0].mailId).not.toBe(first.mails[0].mailId);
  });

  it('answers 401 without a token, 403 for another account, 400 naming a bad paging value', async () => {
    expect((await fetch(inbox)).status).toBe(401);
    const other = inbox.replace(ADMIN.accountId, '11111111-2222-4333-8444-555555555555');
    expect((await fetch(other, { headers: bearer(context.token) })).status).toBe(403);
    for (const [query, field] of [
      ['count=0', 'count'],
      ['count=abc', 'count'],
      ['start_position=-1', 'start_position'],
    ]) {
      const response = await fetch(`${inbox}?${query}`, { headers: bearer(context.token) });
      expect(response.status).toBe(400);
      expect((await response.json()).message).toContain(field);
    }
  });
});
