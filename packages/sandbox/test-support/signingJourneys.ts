// The embedded platform's signing journeys that make secrets (issue 33.3), as a signer's
// browser makes them over HTTP, every link token, session id and session cookie kept in the
// ledger: an embedded recipient view opened and finished, remote signers' inbox links opened,
// finished, declined and replayed, sender and correct views, and links mistyped.
import { SANDBOX_USERS } from '../seed';
import type { SecretLedger } from '../../../test-support/secretLedger';
import {
  completedValues,
  openSigningUrl,
  sessionGet,
  sessionPost,
  type CeremonySession,
  type SessionTab,
} from './signingCeremony';
import {
  asJson,
  createEnvelope,
  embeddedSigner,
  requestRecipientView,
  type EnvelopesApi,
} from './signingSandbox';

const ADMIN = SANDBOX_USERS.find((user) => user.isAdmin)!;

const api = (base: string, token: string): EnvelopesApi => ({
  token,
  envelopes: `${base}/sandbox/restapi/v2.1/accounts/${ADMIN.accountId}/envelopes`,
});

/** Opens a link as a browser does; keeps the link's token, the session's id and its cookie. */
async function open(url: string, ledger: SecretLedger): Promise<CeremonySession> {
  ledger.keep('signing link token', new URL(url).pathname.split('/').pop());
  const session = await openSigningUrl(url);
  ledger.keep('signing session id', new URL(session.page).pathname.split('/').at(-2));
  ledger.keep('signing session cookie', session.cookie.split('=')[1]);
  return session;
}

/** Loads the ceremony as its page does, then finishes with every field completed. */
async function finish(session: CeremonySession, name: string): Promise<string> {
  expectStatus(await sessionGet(session), 200, 'ceremony page');
  const { tabs } = (await (await sessionGet(session, 'session')).json()) as { tabs: SessionTab[] };
  expectStatus(await sessionGet(session, 'documents/1'), 200, 'document');
  const done = await sessionPost(session, 'finish', {
    signature: { name },
    values: completedValues(tabs),
  });
  expectStatus(done, 200, 'finish');
  return (await done.json()).redirect;
}

function expectStatus(response: Response, status: number, what: string) {
  if (response.status !== status) throw new Error(`${what} answered ${response.status}`);
}

/** An embedded signer: the recipient view, opened, finished, the app's return URL loaded. */
export async function embeddedJourney(base: string, token: string, ledger: SecretLedger) {
  const signer = embeddedSigner();
  const envelopeId = await createEnvelope(api(base, token), [signer]);
  const view = await requestRecipientView(api(base, token), envelopeId, signer, {
    returnUrl: `${base}/docs/esign-rest-api/quickstart/?step=3`,
  });
  const { url } = await view.json();
  const back = await finish(await open(url, ledger), signer.name);
  await fetch(new URL(back, base));
  await fetch(url, { redirect: 'manual' }); // a replay: 410
}

/** Remote signers: the inbox mail's link opened twice, then finished; another declined. */
export async function remoteSignerJourney(base: string, token: string, ledger: SecretLedger) {
  const mailOf = async (envelopeId: string) => {
    const inbox = await fetch(`${base}/api/inbox?accountId=${ADMIN.accountId}&count=100`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const { mails } = (await inbox.json()) as {
      mails: { envelopeId: string; signingUrl: string }[];
    };
    return mails.find((mail) => mail.envelopeId === envelopeId)!.signingUrl;
  };
  const remote = embeddedSigner({ clientUserId: undefined, name: 'Rae Remote' });
  const signed = await createEnvelope(api(base, token), [remote]);
  const link = await mailOf(signed);
  await open(link, ledger);
  const back = await finish(await open(link, ledger), remote.name);
  await fetch(new URL(back, base));
  await fetch(link, { redirect: 'manual' });

  const declined = await createEnvelope(api(base, token), [remote]);
  const declineLink = await mailOf(declined);
  const session = await open(declineLink, ledger);
  expectStatus(await sessionPost(session, 'decline', { reason: 'Not mine' }), 200, 'decline');
  await fetch(declineLink, { redirect: 'manual' });
}

/** Sender and correct views: the read-only envelope opened, a document read, closed. */
export async function envelopeViewsJourney(base: string, token: string, ledger: SecretLedger) {
  const envelopeId = await createEnvelope(api(base, token), [embeddedSigner()]);
  for (const kind of ['sender', 'correct']) {
    const response = await fetch(
      `${api(base, token).envelopes}/${envelopeId}/views/${kind}`,
      asJson('POST', token, { returnUrl: `${base}/docs/` }),
    );
    const session = await open((await response.json()).url, ledger);
    expectStatus(await sessionGet(session), 200, `${kind} view`);
    expectStatus(await sessionGet(session, 'documents/combined'), 200, `${kind} document`);
    await fetch(new URL('close', session.page), {
      method: 'POST',
      headers: { cookie: session.cookie, 'content-type': 'application/x-www-form-urlencoded' },
      redirect: 'manual',
    });
  }
}

/** Links as people mistype or mangle them: no route answers, the secret is still in them. */
export async function mangledLinksJourney(base: string, ledger: SecretLedger) {
  const token = ledger.keep('mangled link token', 'Mq3_mangled-link-token-0123456789abcdefghi');
  const id = ledger.keep('mangled session id', '6f1b7c2e-9d4a-4c3b-8e5f-0a1b2c3d4e5f');
  for (const path of [
    `/sandbox/signing/${token}/extra`,
    `/sandbox/signing/${token}?utm=1`,
    `/sandbox/%73igning/${token}`,
    `/SANDBOX/signing/${token}`,
    `/sandbox/signing/s/${id}/nothing-here`,
    `/sandbox/signing/s/${id}/documents/1`,
  ]) {
    await fetch(`${base}${path}`, { redirect: 'manual' });
  }
}
