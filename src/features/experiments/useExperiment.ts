import { useEffect, useState } from 'react';
import {
  EXPERIMENTS,
  type ExperimentName,
  type ExperimentVariant,
} from '../../../lib/analytics/contract';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { experimentExposed } from '../analytics/analyticsEvents';
import { isFlagOn } from '../flags/flags';
import { assignVariant, experimentUserId } from './assignment';

/** docs/behaviour.md §9: past this, the control shows while the assignment is still unknown. */
export const EXPERIMENT_TIMEOUT_MS = 500;

/** The flag that runs each experiment. */
const FLAGS = { 'see-next-step': 'seeNextStepExperiment' } as const;

/**
 * The variant of `experiment` this visitor sees: null until known (nothing shows, as in the
 * prerendered page), then the one assigned from the global user id (1 without one) once its
 * look-up is over, or the control when that takes longer than 500 ms. An assigned variant is
 * an exposure (sent once per visitor and variant, with consent); a timed-out control is not.
 * Null for good while the experiment's flag is off.
 */
export function useExperiment<Name extends ExperimentName>(
  experiment: Name,
  path: string,
): ExperimentVariant<Name> | null {
  const dispatch = useAppDispatch();
  const { userUuid, lookup } = useAppSelector((state) => state.globalUser);
  const [timedOut, setTimedOut] = useState(false);
  const running = isFlagOn(FLAGS[experiment]);
  const settled = lookup === 'done';

  useEffect(() => {
    if (!running || settled) return undefined;
    const timer = window.setTimeout(() => setTimedOut(true), EXPERIMENT_TIMEOUT_MS);
    return () => window.clearTimeout(timer);
  }, [running, settled]);

  const [variant, setVariant] = useState<ExperimentVariant<Name> | null>(null);
  useEffect(() => {
    if (!running || variant !== null) return;
    if (settled) {
      const userId = experimentUserId(userUuid);
      const assigned = assignVariant(experiment, userId);
      setVariant(assigned);
      dispatch(experimentExposed({ experiment, variant: assigned, userId, path }));
    } else if (timedOut) {
      // The first variant is the control (lib/analytics/contract.ts).
      setVariant(EXPERIMENTS[experiment][0] as ExperimentVariant<Name>);
    }
  }, [running, variant, settled, timedOut, userUuid, experiment, path, dispatch]);
  return variant;
}
