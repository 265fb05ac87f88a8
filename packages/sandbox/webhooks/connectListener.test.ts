/** @jest-environment node */
import { randomUUID } from 'node:crypto';
import { ENGINES } from '../../../test-support/stores';
import type { EnvelopeRow } from '../esignature/envelopeStore';
import { sendEnvelope } from '../esignature/lifecycle';
import { SANDBOX_ACCOUNT, SANDBOX_USERS, seedSandbox } from '../seed';
import { openSandboxStore, type SandboxDb, type SandboxStore } from '../store/db';
import { createConfiguration } from './configurations';
import { connectListener } from './connectListener';
import type { ConnectSettings } from './settings';

const [ADMIN, MEMBER] = SANDBOX_USERS;
const accountId = SANDBOX_ACCOUNT.accountId;

const settings = (overrides: Partial<ConnectSettings>): ConnectSettings => ({
  name: 'Listener',
  url: 'http://127.0.0.1:9/connect',
  events: ['envelope-sent', 'recipient-sent'],
  includeData: [],
  includeHMAC: false,
  requireAcknowledgment: true,
  configurationType: 'custom',
  allUsers: true,
  userIds: [],
  disabled: false,
  ...overrides,
});

/** A draft with one document and one signer, written as the create operation writes it. */
async function draft(store: SandboxStore, definition: Record<string, unknown> = {}) {
  const now = Date.now();
  const envelope: EnvelopeRow = {
    id: randomUUID(),
    account_id: accountId,
    sender_user_id: ADMIN.userId,
    status: 'created',
    email_subject: 'Please sign',
    email_blurb: '',
    definition: JSON.stringify(definition),
    voided_reason: null,
    created: now,
    sent_at: null,
    delivered_at: null,
    completed_at: null,
    declined_at: null,
    voided_at: null,
    status_changed: now,
    updated: now,
  };
  await store.db.insertInto('envelopes').values(envelope).execute();
  await store.db
    .insertInto('envelope_documents')
    .values({
      envelope_id: envelope.id,
      document_id: '1',
      name: 'terms.pdf',
      file_extension: 'pdf',
      doc_order: 1,
      source: Buffer.from('%PDF'),
      pdf: Buffer.from('%PDF'),
      pages: JSON.stringify([{ width: 612, height: 792 }]),
    })
    .execute();
  await store.db
    .insertInto('envelope_recipients')
    .values({
      envelope_id: envelope.id,
      recipient_id: '1',
      recipient_guid: randomUUID(),
      recipient_type: 'signer',
      routing_order: 1,
      name: 'Sam Signer',
      email: 'sam@example.test',
      client_user_id: null,
      role_name: null,
      status: 'created',
      sent_at: null,
      delivered_at: null,
      signed_at: null,
      declined_at: null,
      declined_reason: null,
      tabs: '{}',
      extra: '{}',
    })
    .execute();
  return envelope;
}

const queued = (db: SandboxDb, envelopeId: string) =>
  db
    .selectFrom('connect_deliveries')
    .selectAll()
    .where('envelope_id', '=', envelopeId)
    .orderBy('seq')
    .execute();

describe.each(ENGINES)('the Connect envelope listener on $engine', (engine) => {
  let store: SandboxStore;
  beforeAll(async () => {
    store = await openSandboxStore(await engine.location());
    await seedSandbox(store.db, 'secret');
  });
  afterAll(() => store.close());

  it('queues one delivery per listener that wants the event, in the changing transaction', async () => {
    const withData = await createConfiguration(
      store,
      accountId,
      settings({ includeData: ['recipients', 'documents'], includeHMAC: true }),
    );
    await createConfiguration(store, accountId, settings({ disabled: true }));
    await createConfiguration(
      store,
      accountId,
      settings({ allUsers: false, userIds: [MEMBER.userId] }),
    );
    await createConfiguration(store, accountId, settings({ events: ['envelope-completed'] }));
    const envelope = await draft(store, {
      eventNotification: {
        url: 'http://127.0.0.1:9/own',
        envelopeEvents: [{ envelopeEventStatusCode: 'sent' }],
        requireAcknowledgment: 'true',
      },
    });

    const sent = await store.db
      .transaction()
      .execute((trx) => sendEnvelope(trx, envelope, [connectListener]));
    const rows = await queued(store.db, envelope.id);
    expect(
      rows.map((row) => [row.event, row.source, row.configuration_id, row.url, row.state]),
    ).toEqual([
      ['envelope-sent', 'configuration', withData!.id, 'http://127.0.0.1:9/connect', 'pending'],
      ['envelope-sent', 'envelope', null, 'http://127.0.0.1:9/own', 'pending'],
      ['recipient-sent', 'configuration', withData!.id, 'http://127.0.0.1:9/connect', 'pending'],
    ]);
    expect(rows.map((row) => [row.include_hmac, row.require_ack])).toEqual([
      [1, 1],
      [0, 1],
      [1, 1],
    ]);

    const [first, own, recipient] = rows.map((row) => JSON.parse(row.body));
    expect(first).toEqual({
      event: 'envelope-sent',
      apiVersion: 'v2.1',
      uri: `/restapi/v2.1/accounts/${accountId}/envelopes/${envelope.id}`,
      retryCount: 0,
      configurationId: Number(withData!.id),
      generatedDateTime: new Date(sent.status_changed).toISOString(),
      data: {
        accountId,
        userId: ADMIN.userId,
        envelopeId: envelope.id,
        envelopeSummary: expect.objectContaining({
          envelopeId: envelope.id,
          status: 'sent',
          emailSubject: 'Please sign',
          recipients: expect.objectContaining({
            signers: [expect.objectContaining({ recipientId: '1', status: 'sent' })],
          }),
          envelopeDocuments: expect.arrayContaining([
            expect.objectContaining({ documentId: '1', name: 'terms.pdf' }),
          ]),
        }),
      },
    });
    expect(own.configurationId).toBe(0);
    expect(own.data.envelopeSummary).toBeUndefined();
    expect(recipient).toMatchObject({ event: 'recipient-sent', data: { recipientId: '1' } });
  });

  it('queues nothing for a change that is rolled back', async () => {
    const envelope = await draft(store);
    await expect(
      store.db.transaction().execute(async (trx) => {
        await sendEnvelope(trx, envelope, [connectListener]);
        expect(await queued(trx, envelope.id)).not.toHaveLength(0);
        throw new Error('the change fails after the listener ran');
      }),
    ).rejects.toThrow('the change fails');
    expect(await queued(store.db, envelope.id)).toEqual([]);
    const kept = await store.db
      .selectFrom('envelopes')
      .select('status')
      .where('id', '=', envelope.id)
      .executeTakeFirstOrThrow();
    expect(kept.status).toBe('created');
  });
});
