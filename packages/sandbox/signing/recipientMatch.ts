import type { RecipientRow } from '../esignature/envelopeStore';

const same = (a: string, b: unknown) =>
  typeof b === 'string' && a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The embedded recipient a recipient view request names: its `clientUserId` (exactly), email
 * and user name (in any case), and `recipientId` when given. Remote recipients (no
 * `clientUserId`) never match: the platform mails them their link instead. Of several matches,
 * the one whose turn it is comes first.
 */
export function matchRecipient(
  recipients: RecipientRow[],
  request: Record<string, unknown>,
): RecipientRow | undefined {
  const clientUserId = typeof request.clientUserId === 'string' ? request.clientUserId : '';
  const recipientId =
    typeof request.recipientId === 'string' || typeof request.recipientId === 'number'
      ? String(request.recipientId)
      : undefined;
  const matches = recipients.filter(
    (recipient) =>
      clientUserId !== '' &&
      recipient.client_user_id === clientUserId &&
      same(recipient.email, request.email) &&
      same(recipient.name, request.userName) &&
      (recipientId === undefined || recipient.recipient_id === recipientId),
  );
  return (
    matches.find((recipient) => ['sent', 'delivered'].includes(recipient.status)) ?? matches[0]
  );
}
