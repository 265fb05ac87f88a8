import type { SandboxContext } from '../../context';
import { documentsOf, findEnvelope, recipientsOf } from '../../esignature/envelopeStore';
import { senderOf } from '../../esignature/read';
import type { SessionRow } from '../sessions';
import { envelopePage } from './envelope';

/** The read-only envelope page of a session, from the store; undefined once the envelope is gone. */
export async function envelopeSessionPage(
  { db, prefix }: SandboxContext,
  session: SessionRow,
): Promise<string | undefined> {
  const envelope = await findEnvelope(db, session.account_id, session.envelope_id);
  if (!envelope) return undefined;
  const [sender, recipients, documents] = await Promise.all([
    senderOf(db, envelope),
    recipientsOf(db, envelope.id),
    documentsOf(db, envelope.id),
  ]);
  const note = session.recipient_id
    ? 'Your part is done: these are the documents as they stand.'
    : 'A read-only view: the sandbox has no sending or correcting editor; change the envelope through the API.';
  return envelopePage({ prefix, envelope, sender, recipients, documents, note });
}
