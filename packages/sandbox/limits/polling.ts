import { hit } from '@developer-center/store';
import type { SandboxDb } from '../store/db';

// An envelope's status is polled with GET .../envelopes/{envelopeId} (the eSignature API's
// Envelopes: get, in v2 and v2.1); its documents, recipients and lists are other reads.
const STATUS_POLL = /^\/v2(?:\.1)?\/accounts\/[^/]+\/envelopes\/([^/]+)\/?$/;

/** The envelope a call below the eSignature base path polls the status of, if it does. */
export function polledEnvelope(method: string, pathBelowBase: string): string | undefined {
  if (method !== 'GET') return undefined;
  const envelopeId = STATUS_POLL.exec(pathBelowBase)?.[1];
  return envelopeId && envelopeId !== 'status' ? decodeURIComponent(envelopeId) : undefined;
}

/**
 * Whether the key may poll the envelope now: its first poll opens a window of the interval, and
 * another poll of the same envelope by the same key inside it is refused (it does not move the
 * window). Counted in the shared store, so every instance agrees.
 */
export async function mayPoll(
  db: SandboxDb,
  clientId: string,
  envelopeId: string,
  intervalSeconds: number,
  now = Date.now(),
): Promise<{ allowed: boolean; retryInSeconds: number }> {
  const state = await hit(
    db,
    `api-limit:poll:${clientId}:${envelopeId.toLowerCase()}`,
    intervalSeconds * 1000,
    now,
  );
  return { allowed: state.count === 1, retryInSeconds: Math.ceil(state.resetInMs / 1000) };
}
