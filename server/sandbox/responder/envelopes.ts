import { randomUUID } from 'node:crypto';
import { statement, type SandboxDb } from '../store/db';

interface EnvelopeRow {
  id: string;
  account_id: string;
  status: string;
  email_subject: string;
  body: string;
  created: number;
  updated: number;
}

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
export function createEnvelope(
  db: SandboxDb,
  accountId: string,
  definition: Record<string, unknown>,
) {
  const id = randomUUID();
  const now = Date.now();
  const status =
    typeof definition.status === 'string' && definition.status ? definition.status : 'created';
  const subject = typeof definition.emailSubject === 'string' ? definition.emailSubject : '';
  statement(
    db,
    `INSERT INTO envelopes (id, account_id, status, email_subject, body, created, updated)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  ).run(id, accountId, status, subject, JSON.stringify(definition), now, now);
  return { envelopeId: id, status, statusDateTime: iso(now), uri: `/envelopes/${id}` };
}

export function findEnvelope(
  db: SandboxDb,
  accountId: string,
  envelopeId: string,
): Envelope | undefined {
  const row = statement(db, 'SELECT * FROM envelopes WHERE id = ? AND account_id = ?').get(
    envelopeId,
    accountId,
  ) as EnvelopeRow | undefined;
  return row ? view(row) : undefined;
}

export function listEnvelopes(db: SandboxDb, accountId: string, count = 100, status?: string) {
  const rows = (
    status
      ? statement(
          db,
          'SELECT * FROM envelopes WHERE account_id = ? AND status = ? ORDER BY created DESC LIMIT ?',
        ).all(accountId, status, count)
      : statement(
          db,
          'SELECT * FROM envelopes WHERE account_id = ? ORDER BY created DESC LIMIT ?',
        ).all(accountId, count)
  ) as EnvelopeRow[];
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
export function updateEnvelope(
  db: SandboxDb,
  accountId: string,
  envelopeId: string,
  changes: { status?: string; emailSubject?: string },
): boolean {
  const result = statement(
    db,
    `UPDATE envelopes SET status = COALESCE(?, status), email_subject = COALESCE(?, email_subject),
       updated = ? WHERE id = ? AND account_id = ?`,
  ).run(changes.status ?? null, changes.emailSubject ?? null, Date.now(), envelopeId, accountId);
  return result.changes > 0;
}
