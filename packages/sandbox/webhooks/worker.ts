import { randomUUID } from 'node:crypto';
import { INSTANCE_ID } from '@developer-center/store';
import { DEFAULT_TIMEOUT_MS } from './deliver';
import type { SandboxStore } from '../store/db';
import { attemptDelivery, type DeliveryRules } from './attempt';
import { claimDue, releaseClaims, renewClaim } from './claim';
import type { DeliveryRow } from './deliveries';

export interface WorkerOptions extends DeliveryRules {
  /** How often the queue is looked at (every second). */
  everyMs?: number;
  /** Deliveries claimed at a time. */
  batch?: number;
  /** Envelopes whose deliveries are sent at the same time. */
  parallel?: number;
  onError(error: unknown): void;
}

/** Time a claim holds beyond one attempt's own limit, for the store to record it. */
const CLAIM_MARGIN_MS = 5000;

/** One envelope's deliveries in the order they were raised (a recipient's before its envelope's). */
function byEnvelope(deliveries: DeliveryRow[]): DeliveryRow[][] {
  const groups = new Map<string, DeliveryRow[]>();
  for (const delivery of deliveries) {
    const group = groups.get(delivery.envelope_id) ?? [];
    group.push(delivery);
    groups.set(delivery.envelope_id, group);
  }
  return [...groups.values()];
}

/**
 * The delivery worker every instance runs: every second (and at once again while batches come
 * full) it claims due deliveries (exactly once across the cluster) and sends them, one
 * envelope's in turn, several envelopes at a time. A claim lasts one attempt's time limit and a
 * margin, so the deliveries of an instance that died are taken again by another, or by it once
 * restarted. `stop` ends the timer and waits for the attempts in progress.
 */
export function startDeliveryWorker(store: SandboxStore, options: WorkerOptions) {
  const holder = `${INSTANCE_ID}:${randomUUID().slice(0, 8)}`;
  const batch = options.batch ?? 25;
  const parallel = options.parallel ?? 8;
  const ttlMs = (options.policy.timeoutMs ?? DEFAULT_TIMEOUT_MS) + CLAIM_MARGIN_MS;
  let stopped = false;
  let running: Promise<void> | undefined;

  async function sendInTurn(group: DeliveryRow[]) {
    for (const [index, delivery] of group.entries()) {
      // Stopping: what is not sent yet is released for the next worker, not held to its expiry.
      if (stopped) return releaseClaims(store, group.slice(index), holder);
      if (index > 0 && !(await renewClaim(store, delivery.id, { holder, ttlMs }))) continue;
      await attemptDelivery(store.db, delivery, holder, options);
    }
  }

  async function sendAll(claimed: DeliveryRow[]) {
    const groups = byEnvelope(claimed);
    const lanes = Array.from({ length: Math.min(parallel, groups.length) }, async () => {
      for (let group = groups.shift(); group; group = groups.shift()) await sendInTurn(group);
    });
    await Promise.all(lanes);
  }

  async function drain() {
    try {
      while (!stopped) {
        const claimed = await claimDue(store, { holder, ttlMs, limit: batch });
        if (claimed.length > 0) await sendAll(claimed);
        if (claimed.length < batch) return;
      }
    } catch (error) {
      options.onError(error);
    }
  }

  let again = false;
  const tick = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = drain().finally(() => {
      running = undefined;
      if (again) {
        again = false;
        tick();
      }
    });
  };
  const timer = setInterval(tick, options.everyMs ?? 1000);
  timer.unref();
  tick();
  return {
    /** Looks at the queue now rather than at the next tick (after a resend, a test event). */
    poke: tick,
    async stop() {
      stopped = true;
      clearInterval(timer);
      while (running) await running;
    },
  };
}

export type DeliveryWorker = ReturnType<typeof startDeliveryWorker>;
