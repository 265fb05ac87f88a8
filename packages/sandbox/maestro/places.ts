import { scopeOf, type Place } from '../resources/store';

/**
 * Maestro's state, under one name whatever the spec's version: the envelope listener, which
 * knows no spec, finds it there too.
 */
const API = 'maestro';

/** Where a workflow's instances are kept (the resource store). */
export const instancesPlace = (accountId: string, workflowId: string): Place => ({
  api: API,
  collection: '/accounts/{}/management/workflow_definitions/{}/instances',
  scope: scopeOf([accountId, workflowId]),
});

/** Which instance an envelope's step waits for, by envelope id. */
export const waitingPlace: Place = { api: API, collection: '/envelope-steps', scope: '' };
