import { createAction } from '@reduxjs/toolkit';
import type { ExperimentName, ExperimentVariant } from '../../../lib/analytics/contract';

/** A page was rendered at a new address (gatsby-browser's onRouteUpdate, the first one too). */
export const routeChanged = createAction<{ path: string; referrer: string | null }>(
  'analytics/routeChanged',
);

/** A visitor saw a variant of an experiment, for a user id (the global user id, or 1). */
export const experimentExposed = createAction<{
  experiment: ExperimentName;
  variant: ExperimentVariant;
  userId: string;
  path: string;
}>('analytics/experimentExposed');
