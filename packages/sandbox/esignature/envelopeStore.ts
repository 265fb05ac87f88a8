import { randomUUID } from 'node:crypto';
import { lockRow } from '@developer-center/store';
import type { SandboxDb, SandboxStore } from '../store/db';
import type { SandboxTables } from '../store/tables';

export type EnvelopeRow = SandboxTables['envelopes'];
export type RecipientRow = SandboxTables['envelope_recipients'];
export type DocumentRow = SandboxTables['envelope_documents'];
export type DocumentMeta = Omit<DocumentRow, 'source' | 'pdf'>;

export async function findEnvelope(
  db: SandboxDb,
  accountId: string,
  envelopeId: string,
): Promise<EnvelopeRow | undefined> {
  return db
    .selectFrom('envelopes')
    .selectAll()
    .where('id', '=', envelopeId)
    .where('account_id', '=', accountId)
    .executeTakeFirst();
}

/**
 * The envelope, locked for the rest of the transaction: two changes of one envelope (two
 * signers finishing at once, a void during a signing) take turns, on any instance.
 */
export async function lockEnvelope(
  trx: SandboxDb,
  engine: SandboxStore['engine'],
  accountId: string,
  envelopeId: string,
): Promise<EnvelopeRow | undefined> {
  if (!(await lockRow(trx, engine, 'envelopes', 'id', envelopeId))) return undefined;
  return findEnvelope(trx, accountId, envelopeId);
}

/** Recipients in routing order, then by id as numbers where they are numbers. */
export async function recipientsOf(db: SandboxDb, envelopeId: string): Promise<RecipientRow[]> {
  const rows = await db
    .selectFrom('envelope_recipients')
    .selectAll()
    .where('envelope_id', '=', envelopeId)
    .execute();
  return rows.sort(
    (a, b) =>
      a.routing_order - b.routing_order ||
      (Number(a.recipient_id) || 0) - (Number(b.recipient_id) || 0) ||
      a.recipient_id.localeCompare(b.recipient_id),
  );
}

export function documentsOf(db: SandboxDb, envelopeId: string): Promise<DocumentMeta[]> {
  return db
    .selectFrom('envelope_documents')
    .select(['envelope_id', 'document_id', 'name', 'file_extension', 'doc_order', 'pages'])
    .where('envelope_id', '=', envelopeId)
    .orderBy('doc_order')
    .orderBy('document_id')
    .execute();
}

export function documentPdfs(
  db: SandboxDb,
  envelopeId: string,
): Promise<Pick<DocumentRow, 'document_id' | 'name' | 'pdf' | 'source' | 'file_extension'>[]> {
  return db
    .selectFrom('envelope_documents')
    .select(['document_id', 'name', 'pdf', 'source', 'file_extension'])
    .where('envelope_id', '=', envelopeId)
    .orderBy('doc_order')
    .orderBy('document_id')
    .execute();
}

export async function updateEnvelope(
  trx: SandboxDb,
  envelopeId: string,
  changes: Partial<EnvelopeRow>,
): Promise<void> {
  await trx
    .updateTable('envelopes')
    .set({ ...changes, updated: Date.now() })
    .where('id', '=', envelopeId)
    .execute();
}

export async function updateRecipient(
  trx: SandboxDb,
  envelopeId: string,
  recipientId: string,
  changes: Partial<RecipientRow>,
): Promise<void> {
  await trx
    .updateTable('envelope_recipients')
    .set(changes)
    .where('envelope_id', '=', envelopeId)
    .where('recipient_id', '=', recipientId)
    .execute();
}

let lastEventAt = 0;
/** Event times never repeat in this process, so a history reads in the order it happened. */
const eventTime = () => (lastEventAt = Math.max(Date.now(), lastEventAt + 1));

/** A line of the envelope's history (audit events, the certificate of completion). */
export async function addEvent(
  trx: SandboxDb,
  envelopeId: string,
  event: { action: string; actor: string; recipientId?: string; detail?: string; at?: number },
): Promise<void> {
  await trx
    .insertInto('envelope_events')
    .values({
      id: randomUUID(),
      envelope_id: envelopeId,
      at: event.at ?? eventTime(),
      action: event.action,
      actor: event.actor,
      recipient_id: event.recipientId ?? null,
      detail: event.detail ?? '',
    })
    .execute();
}

export function eventsOf(db: SandboxDb, envelopeId: string) {
  return db
    .selectFrom('envelope_events')
    .selectAll()
    .where('envelope_id', '=', envelopeId)
    .orderBy('at')
    .orderBy('id')
    .execute();
}
