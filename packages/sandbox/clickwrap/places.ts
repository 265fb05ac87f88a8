import { scopeOf, type Place } from '../resources/store';

/** Where the Click API's clickwraps and their agreements are kept (derived state of the spec). */
export const clickwrapsPlace = (api: string, accountId: string): Place => ({
  api,
  collection: '/accounts/{}/clickwraps',
  scope: scopeOf([accountId]),
});

export const agreementsPlace = (api: string, accountId: string, clickwrapId: string): Place => ({
  api,
  collection: '/accounts/{}/clickwraps/{}/agreements',
  scope: scopeOf([accountId, clickwrapId]),
});
