import { scopeOf, type Place } from '../resources/store';

/** The Web Forms API's base path under an account's base_uri (the registry's apiBasePathDemo). */
export const WEBFORMS_BASE_PATH = '/webformsapi';

/** Where a form's instances are kept (the resource store, as derived state keeps its own). */
export const instancesPlace = (api: string, accountId: string, formId: string): Place => ({
  api,
  collection: '/accounts/{}/forms/{}/instances',
  scope: scopeOf([accountId, formId]),
});
