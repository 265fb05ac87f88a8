/** @jest-environment node */
import type { InboxPage } from '../../lib/inbox/contract';
import { openSigningUrl } from '@developer-center/sandbox/test-support/signingCeremony';
import {
  ADMIN,
  MEMBER,
  bearer,
  signIn,
  startServer,
  type RunningServer,
} from '../../test-support/testServer';

let server: RunningServer;
let adminToken: string;

beforeAll(async () => {
  server = await startServer();
  adminToken = await signIn(server.base, ADMIN);
});
afterAll(() => server.close());

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${server.base}${path}`, { headers });

/** Sends an envelope to a remote signer (no clientUserId) through the sandbox's API. */
async function sendToRemoteSigner(subject: string) {
  const response = await fetch(
    `${server.base}/sandbox/restapi/v2.1/accounts/${ADMIN.accountId}/envelopes`,
    {
      method: 'POST',
      headers: { ...bearer(adminToken), 'content-type': 'application/json' },
      body: JSON.stringify({
        emailSubject: subject,
        emailBlurb: 'Please sign by Friday.',
        status: 'sent',
        documents: [
          { documentId: '1', name: 'a.txt', documentBase64: Buffer.from('Hi').toString('base64') },
        ],
        recipients: {
          signers: [{ recipientId: '1', name: 'Rae Remote', email: 'rae@example.test' }],
        },
      }),
    },
  );
  expect(response.status).toBe(201);
  return (await response.json()).envelopeId as string;
}

describe('GET /api/inbox', () => {
  it("answers the account's mails, newest first, with links that open the signing", async () => {
    const first = await sendToRemoteSigner('First contract');
    const second = await sendToRemoteSigner('Second contract');
    const response = await get('/api/inbox', bearer(adminToken));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const inbox = (await response.json()) as InboxPage;
    expect(inbox.totalCount).toBe(2);
    expect(inbox.mails.map((mail) => mail.envelopeId)).toEqual([second, first]);
    expect(inbox.mails[0]).toMatchObject({
      to: { name: 'Rae Remote', email: 'rae@example.test' },
      subject: 'Second contract',
      body: 'Please sign by Friday.',
      linkActive: true,
    });
    const session = await openSigningUrl(inbox.mails[0].signingUrl);
    expect((await fetch(session.page, { headers: { cookie: session.cookie } })).status).toBe(200);

    const member = await signIn(server.base, MEMBER);
    const page = (await (
      await get('/api/inbox?count=1&start_position=1', bearer(member))
    ).json()) as InboxPage;
    expect(page.mails.map((mail) => mail.envelopeId)).toEqual([first]);
    expect(page.startPosition).toBe(1);
  });

  it('answers 401 without a token and passes the platform 403 for a stranger to the account', async () => {
    expect((await get('/api/inbox')).status).toBe(401);
    const other = await get(
      '/api/inbox?accountId=11111111-2222-4333-8444-555555555555',
      bearer(adminToken),
    );
    expect(other.status).toBe(403);
  });

  it.each([
    ['count=0', 'count'],
    ['count=101', 'count'],
    ['start_position=-1', 'start_position'],
    ['accountId=not-a-guid', 'accountId'],
  ])('answers 400 naming the field for %s', async (query, field) => {
    const response = await get(`/api/inbox?${query}`, bearer(adminToken));
    expect(response.status).toBe(400);
    expect((await response.json()).field).toBe(field);
  });
});
