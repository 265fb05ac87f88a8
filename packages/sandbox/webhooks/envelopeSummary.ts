import { envelopeAnswer } from '../esignature/answers';
import { documentsOf, recipientsOf, type EnvelopeRow } from '../esignature/envelopeStore';
import { senderOf } from '../esignature/read';
import type { SandboxDb } from '../store/db';

/**
 * The `envelopeSummary` of a message whose listener asks for data (`eventData.includeData`):
 * the envelope as GET /envelopes/{envelopeId} gives it, with its recipients (`recipients`,
 * their tabs with `tabs`) and its documents list (`documents`) as `?include=` adds them. Read
 * in the transaction of the change, so it is the envelope as that change left it.
 */
export async function envelopeSummaryOf(
  db: SandboxDb,
  envelope: EnvelopeRow,
  includeData: string[],
): Promise<Record<string, unknown> | undefined> {
  if (includeData.length === 0) return undefined;
  const wants = (part: string) => includeData.includes(part);
  return envelopeAnswer(envelope, await senderOf(db, envelope), {
    recipients:
      wants('recipients') || wants('tabs') ? await recipientsOf(db, envelope.id) : undefined,
    documents: wants('documents') ? await documentsOf(db, envelope.id) : undefined,
    includeTabs: wants('tabs'),
  });
}
