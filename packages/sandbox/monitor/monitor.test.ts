/** @jest-environment node */
import { ADMIN, bearer, MEMBER, signIn, type RunningSandbox } from '../test-support/sandbox';
import { ENGINES } from '../test-support/connectPlatform';
import {
  asJson,
  createEnvelope,
  embeddedSigner,
  recipientViewUrl,
  startSigningSandbox,
  type EnvelopesApi,
  type SigningSandbox,
} from '../test-support/signingSandbox';
import { signEverything } from '../test-support/signingCeremony';

// Monitor's stream and Navigator's agreements are the platform's own: the account's sign-ins,
// envelopes and key changes as events with cursor paging; its completed envelopes as agreements.
// On both engines: the stream's cursor compares (at, id) pairs, which PostgreSQL keeps as bigint.

describe.each(ENGINES)('on $engine', ({ location }) => {
  let platform: SigningSandbox;
  let sandbox: RunningSandbox;
  let api: EnvelopesApi;
  let completedId: string;
  let sentId: string;
  beforeAll(async () => {
    platform = await startSigningSandbox(await location());
    sandbox = platform.sandbox;
    api = platform;
    const signer = embeddedSigner();
    completedId = await createEnvelope(api, [signer]);
    const finished = await signEverything(
      await recipientViewUrl(api, completedId, signer),
      signer.name,
    );
    expect(finished.status).toBe(200);
    sentId = await createEnvelope(api, [embeddedSigner()]);
    const key = await fetch(
      `${sandbox.base}/management/v1/accounts/${ADMIN.accountId}/applications`,
      asJson('POST', api.token, { name: 'Monitored key' }),
    );
    expect(key.status).toBe(201);
  }, 60_000);
  afterAll(() => platform?.close());

  const stream = (query: string, token = api.token) =>
    fetch(`${sandbox.base}/monitorapi/api/v2.0/datasets/monitor/stream${query}`, {
      headers: bearer(token),
    });

  interface StreamPage {
    endCursor: string;
    data: { eventName: string; data: Record<string, string> }[];
  }

  it('streams the account events oldest first, two at a time, until endCursor stays', async () => {
    const events: StreamPage['data'] = [];
    let cursor = '';
    for (let pages = 0; pages < 50; pages += 1) {
      const response = await stream(`?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      expect(response.status).toBe(200);
      const page = (await response.json()) as StreamPage;
      expect(page.data.length).toBeLessThanOrEqual(2);
      if (page.endCursor === cursor) {
        expect(page.data).toEqual([]);
        break;
      }
      events.push(...page.data);
      cursor = page.endCursor;
    }
    const names = events.map((event) => event.eventName);
    expect(names).toEqual([
      'Login',
      'TokenGranted',
      'EnvelopeSent',
      'EnvelopeCompleted',
      'EnvelopeSent',
      'IntegrationKeyCreated',
    ]);
    expect(events[0]).toEqual({
      eventId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      timestamp: expect.stringMatching(/^20\d\d-.*Z$/),
      eventName: 'Login',
      accountId: ADMIN.accountId,
      userId: ADMIN.userId,
      ipAddress: '127.0.0.1',
      severity: 'info',
      data: { integratorKey: expect.any(String) },
    });
    expect(events[1].data).toMatchObject({ grantType: 'authorization_code' });
    expect(events[3].data).toEqual({ envelopeId: completedId, status: 'completed' });
    expect(events[4].data).toEqual({ envelopeId: sentId, status: 'sent' });

    // A new event after the end is what the stored endCursor reads next.
    await signIn(sandbox);
    const next = (await (await stream(`?cursor=${cursor}`)).json()) as StreamPage;
    expect(next.data.map((event) => event.eventName)).toEqual(['Login', 'TokenGranted']);
  });

  it('takes a date-time as the cursor and refuses a made-up one', async () => {
    const future = (await (await stream('?cursor=2999-01-01T00:00:00Z')).json()) as StreamPage;
    expect(future).toEqual({ endCursor: '2999-01-01T00:00:00Z', data: [] });
    const today = new Date(Date.now() - 3600_000).toISOString();
    const recent = (await (await stream(`?cursor=${today}`)).json()) as StreamPage;
    expect(recent.data[0].eventName).toBe('Login');
    const refused = await stream('?cursor=not-a-cursor');
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ error: 'invalid_cursor' });
  });

  it("keeps the stream to the accounts' administrators", async () => {
    const member = (await signIn(sandbox, MEMBER)).access_token;
    const refused = await stream('', member);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ error: 'forbidden' });
  });

  const webQuery = (body: unknown) =>
    fetch(
      `${sandbox.base}/monitorapi/api/v2.0/datasets/monitor/web_query`,
      asJson('POST', api.token, body),
    );

  it('queries the events with filters and counts them by a field', async () => {
    const since = { filterName: 'Time', startTime: new Date(Date.now() - 3600_000).toISOString() };
    const counted = await webQuery({
      filters: [since, { filterName: 'Has', value: 'envelope', columns: ['eventName'] }],
      aggregations: [{ aggregationName: 'Count', groupBy: ['eventName'] }],
    });
    expect(counted.status).toBe(200);
    expect((await counted.json()).result).toEqual([
      { eventName: 'EnvelopeSent', count: 2 },
      { eventName: 'EnvelopeCompleted', count: 1 },
    ]);
    const rows = await webQuery({
      filters: [{ filterName: 'Equals', value: completedId, columns: ['envelopeId'] }],
    });
    expect(
      (await rows.json()).result.map((event: { eventName: string }) => event.eventName),
    ).toEqual(['EnvelopeCompleted', 'EnvelopeSent']);
    const none = await webQuery({
      filters: [{ filterName: 'Time', startTime: '2020-01-01T00:00:00Z', endTime: '2020-01-02' }],
    });
    expect((await none.json()).result).toEqual([]);
  });

  const navigator = (path: string, init: RequestInit = {}) =>
    fetch(`${sandbox.base}/navigatorapi/v1/accounts/${ADMIN.accountId}/agreements${path}`, {
      ...init,
      headers: bearer(api.token),
    });

  it("answers the account's completed envelopes as Navigator agreements", async () => {
    const list = await navigator('');
    expect(list.status).toBe(200);
    const page = await list.json();
    expect(page.data).toHaveLength(1);
    expect(page.response_metadata).toMatchObject({ page_limit: 20, next: null });
    const today = new Date().toISOString().slice(0, 10);
    expect(page.data[0]).toEqual({
      id: completedId,
      file_name: 'Contract.pdf',
      type: 'Other',
      status: 'COMPLETE',
      parties: [
        { id: expect.any(String), name_in_agreement: 'Pat Signer', preferred_name: 'Pat Signer' },
      ],
      provisions: { execution_date: today, effective_date: today },
      source_system: 'eSignature',
      created_at: expect.stringMatching(/^20\d\d-.*Z$/),
      modified_at: expect.stringMatching(/^20\d\d-.*Z$/),
    });
    expect(await (await navigator(`/${completedId}`)).json()).toEqual(page.data[0]);

    const document = await navigator(`/${completedId}/document`);
    expect(document.headers.get('content-type')).toContain('application/pdf');
    expect(
      Buffer.from(await document.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    expect((await (await navigator(`/${completedId}/related`)).json()).data).toEqual([]);

    // An envelope still out for signature is no agreement yet.
    const pending = await navigator(`/${sentId}`);
    expect(pending.status).toBe(404);
    expect(await pending.json()).toMatchObject({ error: 'AGREEMENT_NOT_FOUND' });
    expect((await (await navigator('?type=Nda')).json()).data).toEqual([]);
    expect((await navigator('?ctoken=bogus')).status).toBe(400);

    // Taken out of Navigator, it stays an envelope.
    expect((await navigator(`/${completedId}`, { method: 'DELETE' })).status).toBe(204);
    expect((await navigator(`/${completedId}`)).status).toBe(404);
    expect((await (await navigator('')).json()).data).toEqual([]);
    const envelope = await fetch(`${api.envelopes}/${completedId}`, { headers: bearer(api.token) });
    expect((await envelope.json()).status).toBe('completed');
  });

  it('records users created, changed and taken out of the account through Admin', async () => {
    const admin = (method: string, path: string, body?: unknown) =>
      fetch(`${sandbox.base}/adminapi/v2${path}`, asJson(method, api.token, body));
    const start = new Date().toISOString();
    const { organizations } = await (await admin('GET', '/organizations')).json();
    const users = `/organizations/${organizations[0].id}/users`;
    const created = await admin('POST', users, {
      user_name: 'Ada Ng',
      email: 'ada.ng@example.test',
      accounts: [{ id: ADMIN.accountId }],
    });
    expect(created.status).toBe(200);
    const { id } = await created.json();
    const renamed = await admin('POST', `${users}/profiles`, { users: [{ id, last_name: 'Ngo' }] });
    expect(renamed.status).toBe(200);
    expect((await admin('DELETE', `${users}/${id}/memberships`, {})).status).toBe(200);
    const page = (await (await stream(`?cursor=${start}`)).json()) as StreamPage;
    const changes = page.data.filter((event) => event.eventName.startsWith('User'));
    expect(changes).toEqual(
      ['UserCreated', 'UserUpdated', 'UserDeleted'].map((eventName) =>
        expect.objectContaining({
          eventName,
          accountId: ADMIN.accountId,
          userId: ADMIN.userId,
          data: expect.objectContaining({ affectedUserId: id }),
        }),
      ),
    );
  });
});
