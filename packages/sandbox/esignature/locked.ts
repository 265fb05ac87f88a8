import type { SandboxContext } from '../context';
import type { Answer } from '../resources/handler';
import type { SandboxDb } from '../store/db';
import { lockEnvelope, type EnvelopeRow } from './envelopeStore';
import { envelopeMissing, PlatformRefusal } from './errors';

/**
 * Runs a change of one envelope in a transaction holding its lock (so changes of one envelope
 * take turns on every instance); a refusal thrown inside rolls it back and is answered.
 */
export async function underEnvelopeLock<T>(
  { db, store }: SandboxContext,
  accountId: string,
  envelopeId: string,
  change: (trx: SandboxDb, envelope: EnvelopeRow) => Promise<T>,
): Promise<T | Answer> {
  try {
    return await db.transaction().execute(async (trx) => {
      const envelope = await lockEnvelope(trx, store.engine, accountId, envelopeId);
      if (!envelope) throw new PlatformRefusal(envelopeMissing(envelopeId));
      return change(trx, envelope);
    });
  } catch (error) {
    if (error instanceof PlatformRefusal) return error.answer;
    throw error;
  }
}
