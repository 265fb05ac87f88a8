import { randomUUID } from 'node:crypto';
import type { InboxMail } from '../../../lib/inbox/contract';
import type { EnvelopeListener } from '../esignature/lifecycle';
import { senderOf } from '../esignature/read';
import { platformDateTime } from '../http/dates';
import type { SandboxDb } from '../store/db';
import { activationPath } from '../admin/activation';
import { createLink, linkPath } from './links';

/** Statuses after which a recipient has nothing left to do with a mailed link. */
const ACTED = ['completed', 'declined'];

/**
 * The mails the platform sends a remote signer (one without a clientUserId) when the routing
 * reaches them: written to the account's sandbox inbox in the transaction that sends them the
 * envelope, with a signing link that works until the recipient has acted. In the transaction
 * where they sign or decline, their mailed links are spent: opened again, they show a page.
 */
export const inboxListener: EnvelopeListener = {
  async changed(trx, envelope, changes) {
    for (const change of changes) {
      if (change.kind === 'recipient' && ACTED.includes(change.to)) {
        await trx
          .updateTable('signing_links')
          .set({ used_at: change.at })
          .where('envelope_id', '=', envelope.id)
          .where('recipient_id', '=', change.recipientId!)
          .where('kind', '=', 'email')
          .where('used_at', 'is', null)
          .execute();
        continue;
      }
      if (change.kind !== 'recipient' || change.from !== 'created' || change.to !== 'sent')
        continue;
      const recipient = await trx
        .selectFrom('envelope_recipients')
        .selectAll()
        .where('envelope_id', '=', envelope.id)
        .where('recipient_id', '=', change.recipientId!)
        .executeTakeFirst();
      if (!recipient || recipient.client_user_id) continue;
      const token = await createLink(trx, {
        kind: 'email',
        accountId: envelope.account_id,
        envelopeId: envelope.id,
        recipientId: recipient.recipient_id,
      });
      const sender = await senderOf(trx, envelope);
      await trx
        .insertInto('sandbox_inbox')
        .values({
          id: randomUUID(),
          account_id: envelope.account_id,
          envelope_id: envelope.id,
          recipient_id: recipient.recipient_id,
          to_name: recipient.name,
          to_email: recipient.email,
          subject: envelope.email_subject,
          body: envelope.email_blurb || `${sender.userName} sent you documents to review and sign.`,
          link_token: token,
          created: change.at,
        })
        .execute();
    }
  },
};

/** An account's mails, newest first, a page at a time; links on the given base_uri. */
export async function listInbox(
  db: SandboxDb,
  accountId: string,
  page: { start: number; count: number },
  baseUri: string,
): Promise<{ mails: InboxMail[]; totalCount: number }> {
  // Both kinds of mail, each enough to fill the page, merged by date.
  const enough = page.start + page.count;
  const [rows, activations, total, activationTotal] = await Promise.all([
    db
      .selectFrom('sandbox_inbox as m')
      .innerJoin('envelopes as e', 'e.id', 'm.envelope_id')
      .leftJoin('envelope_recipients as r', (join) =>
        join
          .onRef('r.envelope_id', '=', 'm.envelope_id')
          .onRef('r.recipient_id', '=', 'm.recipient_id'),
      )
      .select([
        'm.id',
        'm.envelope_id',
        'm.recipient_id',
        'm.to_name',
        'm.to_email',
        'm.subject',
        'm.body',
        'm.link_token',
        'm.created',
        'e.status as envelope_status',
        'r.status as recipient_status',
      ])
      .where('m.account_id', '=', accountId)
      .orderBy('m.created', 'desc')
      .orderBy('m.id')
      .limit(enough)
      .execute(),
    db
      .selectFrom('user_activations')
      .select(['id', 'to_name', 'to_email', 'subject', 'body', 'link_token', 'created'])
      .select('activated_at')
      .where('account_id', '=', accountId)
      .orderBy('created', 'desc')
      .orderBy('id')
      .limit(enough)
      .execute(),
    db
      .selectFrom('sandbox_inbox')
      .select((eb) => eb.fn.countAll<string | number>().as('count'))
      .where('account_id', '=', accountId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('user_activations')
      .select((eb) => eb.fn.countAll<string | number>().as('count'))
      .where('account_id', '=', accountId)
      .executeTakeFirstOrThrow(),
  ]);
  const signing = rows.map((row) => ({
    created: Number(row.created),
    mail: {
      mailId: row.id,
      envelopeId: row.envelope_id,
      recipientId: row.recipient_id,
      to: { name: row.to_name, email: row.to_email },
      subject: row.subject,
      body: row.body,
      signingUrl: `${baseUri}${linkPath(row.link_token)}`,
      linkActive:
        ['sent', 'delivered'].includes(row.envelope_status) &&
        ['sent', 'delivered'].includes(row.recipient_status ?? ''),
      sentDateTime: platformDateTime(row.created)!,
    } satisfies InboxMail,
  }));
  const activation = activations.map((row) => ({
    created: Number(row.created),
    mail: {
      mailId: row.id,
      kind: 'activation' as const,
      envelopeId: '',
      recipientId: '',
      to: { name: row.to_name, email: row.to_email },
      subject: row.subject,
      body: row.body,
      signingUrl: `${baseUri}${activationPath(row.link_token)}`,
      linkActive: row.activated_at === null,
      sentDateTime: platformDateTime(row.created)!,
    } satisfies InboxMail,
  }));
  const mails = [...signing, ...activation]
    .sort((a, b) => b.created - a.created || a.mail.mailId.localeCompare(b.mail.mailId))
    .slice(page.start, enough)
    .map(({ mail }) => mail);
  return { totalCount: Number(total.count) + Number(activationTotal.count), mails };
}
