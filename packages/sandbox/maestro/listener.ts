import type { EnvelopeListener } from '../esignature';
import { findResource, saveResource } from '../resources/store';
import { instancesPlace, waitingPlace } from './places';

/** What a step's envelope ending means for its workflow instance. */
const OUTCOMES: Record<string, { workflowStatus: string; step: string }> = {
  completed: { workflowStatus: 'completed', step: 'completed' },
  declined: { workflowStatus: 'failed', step: 'failed' },
  voided: { workflowStatus: 'canceled', step: 'failed' },
};

/**
 * Ends the ESign step of a workflow instance when its envelope ends (told in the changing
 * transaction, as the inbox and Connect are): the instance is completed when the envelope is.
 */
export const maestroListener: EnvelopeListener = {
  async changed(trx, envelope, changes) {
    const ended = changes.find((change) => change.kind === 'envelope' && OUTCOMES[change.to]);
    if (!ended) return;
    const waiting = await findResource(trx, waitingPlace, envelope.id);
    if (!waiting) return;
    const { accountId, workflowId, instanceId } = waiting.body as Record<string, string>;
    const place = instancesPlace(accountId, workflowId);
    const instance = await findResource(trx, place, instanceId);
    if (!instance || instance.body.workflowStatus !== 'in_progress') return;
    const outcome = OUTCOMES[ended.to];
    const history = (instance.body.history as Record<string, unknown>[]).map((step) =>
      step.endedAt === undefined ? { ...step, status: outcome.step, endedAt: ended.at } : step,
    );
    await saveResource(trx, place, {
      ...instance,
      body: {
        ...instance.body,
        workflowStatus: outcome.workflowStatus,
        currentStepId: null,
        endedAt: ended.at,
        history,
      },
      updated: ended.at,
    });
  },
};
