import type { FastifyBaseLogger } from 'fastify';
import type { PortalDb } from '../portalStore';
import { markForwarded } from './events';

/** A configured endpoint that takes events as JSON (SIGNAL_FORWARD_URL, ELOQUA_FORWARD_URL). */
export interface ForwardTarget {
  url: string;
  timeoutMs: number;
}

/** The endpoint configured for a URL, with the configured time limit; none without a URL. */
export function forwardTarget(
  url: string | undefined,
  config: { timeoutMs: number },
): ForwardTarget | undefined {
  return url ? { url, timeoutMs: config.timeoutMs } : undefined;
}

/**
 * POSTs one event to the endpoint within its time limit; true when it answered 2xx. Redirects
 * are not followed, and the answer's body is not read.
 */
export async function forwardEvent(target: ForwardTarget, body: unknown): Promise<boolean> {
  try {
    const response = await fetch(target.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      redirect: 'manual',
      signal: AbortSignal.timeout(target.timeoutMs),
    });
    await response.body?.cancel().catch(() => undefined);
    return response.ok;
  } catch {
    return false;
  }
}

/**
 * After the event is stored and answered: forwards it without holding the answer, and marks it
 * forwarded when the endpoint took it. A failure is one log line naming the endpoint's origin only
 * (its path or query may carry a key); the stored event stays unforwarded.
 */
export function forwardInBackground(
  db: PortalDb,
  log: FastifyBaseLogger,
  target: ForwardTarget | undefined,
  id: string,
  body: unknown,
): void {
  if (!target) return;
  void forwardEvent(target, body)
    .then(async (ok) => {
      if (ok) await markForwarded(db, id);
      else log.warn({ endpoint: new URL(target.url).origin }, 'event not forwarded');
    })
    .catch((error: unknown) => log.warn({ err: error }, 'event forwarded, not marked'));
}
