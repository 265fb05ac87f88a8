import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Envelopes as the platform keeps them: the envelope, its documents (the bytes as sent and the
 * PDF the signers see, stamped as they sign), its recipients with their routing order, status
 * and tabs, and its history (for audit events, the certificate of completion and status
 * changes). The first sandbox kept envelopes as one JSON row each; those rows move over.
 */
export const envelopes: Migration = {
  async up(db: Kysely<unknown>) {
    // A new table beside the first one, its rows copied, then put in its place.
    await db.schema
      .createTable('envelopes_next')
      .addColumn('id', 'text', (c) => c.notNull())
      .addColumn('account_id', 'text', (c) =>
        c.notNull().references('accounts.id').onDelete('cascade'),
      )
      .addColumn('sender_user_id', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('email_subject', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('email_blurb', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('definition', 'text', (c) => c.notNull().defaultTo('{}'))
      .addColumn('voided_reason', 'text')
      .addColumn('created', 'bigint', (c) => c.notNull())
      .addColumn('sent_at', 'bigint')
      .addColumn('delivered_at', 'bigint')
      .addColumn('completed_at', 'bigint')
      .addColumn('declined_at', 'bigint')
      .addColumn('voided_at', 'bigint')
      .addColumn('status_changed', 'bigint', (c) => c.notNull())
      .addColumn('updated', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('envelopes_id_pk', ['id'])
      .execute();
    // The first sandbox's envelopes: status and subject kept, the sender being the account's admin.
    await sql`insert into envelopes_next (id, account_id, sender_user_id, status, email_subject,
        definition, created, status_changed, updated)
      select e.id, e.account_id, coalesce((select m.user_id from memberships m
          where m.account_id = e.account_id order by m.is_admin desc limit 1), ''),
        e.status, e.email_subject, '{}', e.created, e.updated, e.updated
      from envelopes e`.execute(db);
    await db.schema.dropTable('envelopes').execute();
    await db.schema.alterTable('envelopes_next').renameTo('envelopes').execute();
    await db.schema
      .createIndex('envelopes_account_changed')
      .on('envelopes')
      .columns(['account_id', 'status_changed'])
      .execute();
    await db.schema
      .createTable('envelope_documents')
      .addColumn('envelope_id', 'text', (c) =>
        c.notNull().references('envelopes.id').onDelete('cascade'),
      )
      .addColumn('document_id', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('file_extension', 'text', (c) => c.notNull())
      .addColumn('doc_order', 'integer', (c) => c.notNull())
      .addColumn('source', 'bytea', (c) => c.notNull())
      .addColumn('pdf', 'bytea', (c) => c.notNull())
      .addColumn('pages', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('envelope_documents_pk', ['envelope_id', 'document_id'])
      .execute();
    await db.schema
      .createTable('envelope_recipients')
      .addColumn('envelope_id', 'text', (c) =>
        c.notNull().references('envelopes.id').onDelete('cascade'),
      )
      .addColumn('recipient_id', 'text', (c) => c.notNull())
      .addColumn('recipient_guid', 'text', (c) => c.notNull())
      .addColumn('recipient_type', 'text', (c) => c.notNull())
      .addColumn('routing_order', 'integer', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('client_user_id', 'text')
      .addColumn('role_name', 'text')
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('sent_at', 'bigint')
      .addColumn('delivered_at', 'bigint')
      .addColumn('signed_at', 'bigint')
      .addColumn('declined_at', 'bigint')
      .addColumn('declined_reason', 'text')
      .addColumn('tabs', 'text', (c) => c.notNull().defaultTo('{}'))
      .addColumn('extra', 'text', (c) => c.notNull().defaultTo('{}'))
      .addPrimaryKeyConstraint('envelope_recipients_pk', ['envelope_id', 'recipient_id'])
      .execute();
    await db.schema
      .createTable('envelope_events')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('envelope_id', 'text', (c) =>
        c.notNull().references('envelopes.id').onDelete('cascade'),
      )
      .addColumn('at', 'bigint', (c) => c.notNull())
      .addColumn('action', 'text', (c) => c.notNull())
      .addColumn('actor', 'text', (c) => c.notNull())
      .addColumn('recipient_id', 'text')
      .addColumn('detail', 'text', (c) => c.notNull().defaultTo(''))
      .execute();
    await db.schema
      .createIndex('envelope_events_envelope')
      .on('envelope_events')
      .columns(['envelope_id', 'at'])
      .execute();
  },
};
