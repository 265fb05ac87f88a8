import { randomUUID } from 'node:crypto';
import type { SandboxDb } from '../store/db';
import type { SandboxTables } from '../store/tables';

type EnvelopeRow = SandboxTables['envelopes'];

export interface Envelope {
  envelopeId: string;
  status: string;
  emailSubject: string;
  createdDateTime: string;
  statusChangedDateTime: string;
  lastModifiedDateTime: string;
  envelopeUri: string;
  [field: string]: unknown;
}

const iso = (ms: number) => new Date(ms).toISOString();

function view(row: EnvelopeRow): Envelope {
  let stored: Record<string, unknown> = {};
  try {
    stored = JSON.parse(row.body) as Record<string, unknown>;
  } catch {
    // An unreadable body: the columns alone still describe the envelope.
  }
  // documentBase64 is large and not part of an envelope's description.
  const { documents, ...rest } = stored;
  return {
    ...rest,
    ...(Array.isArray(documents)
      ? {
          documents: documents.map((document) => {
            const meta = { ...((document ?? {}) as Record<string, unknown>) };
            delete meta.documentBase64;
            return meta;
          }),
        }
      : {}),
    envelopeId: row.id,
    status: row.status,
    emailSubject: row.email_subject,
    createdDateTime: iso(row.created),
    statusChangedDateTime: iso(row.updated),
    lastModifiedDateTime: iso(row.updated),
    envelopeUri: `/envelopes/${row.id}`,
  };
}

/** Stores a new envelope from its definition; status "created" (a draft) unless given. */
export async function createEnvelope(
  db: SandboxDb,
  accountId: string,
  definition: Record<string, unknown>,
) {
  const id = randomUUID();
  const now = Date.now();
  const status =
    typeof definition.status === 'string' && definition.status ? definition.status : 'created';
  const subject = typeof definition.emailSubject === 'string' ? definition.emailSubject : '';
  await db
    .insertInto('envelopes')
    .values({
      id,
      account_id: accountId,
      status,
      email_subject: subject,
      body: JSON.stringify(definition),
      created: now,
      updated: now,
    })
    .execute();
  return { envelopeId: id, status, statusDateTime: iso(now), uri: `/envelopes/${id}` };
}

export async function findEnvelope(
  db: SandboxDb,
  accountId: string,
  envelopeId: string,
): Promise<Envelope | undefined> {
  const row = await db
    .selectFrom('envelopes')
    .selectAll()
    .where('id', '=', envelopeId)
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  return row ? view(row) : undefined;
}

export async function listEnvelopes(
  db: SandboxDb,
  accountId: string,
  count = 100,
  status?: string,
) {
  const rows = await db
    .selectFrom('envelopes')
    .selectAll()
    .where('account_id', '=', accountId)
    .$if(status !== undefined, (query) => query.where('status', '=', status!))
    .orderBy('created', 'desc')
    .limit(count)
    .execute();
  const envelopes = rows.map(view);
  return {
    envelopes,
    resultSetSize: String(envelopes.length),
    totalSetSize: String(envelopes.length),
    startPosition: '0',
    endPosition: String(Math.max(envelopes.length - 1, 0)),
  };
}

/** Changes status and/or subject; false when the envelope is not in that account. */
export async function updateEnvelope(
  db: SandboxDb,
  accountId: string,
  envelopeId: string,
  changes: { status?: string; emailSubject?: string },
): Promise<boolean> {
  const result = await db
    .updateTable('envelopes')
    .set({
      ...(changes.status !== undefined ? { status: changes.status } : {}),
      ...(changes.emailSubject !== undefined ? { email_subject: changes.emailSubject } : {}),
      updated: Date.now(),
    })
    .where('id', '=', envelopeId)
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
