export {
  HOST_ENVIRONMENTS,
  baseUrlFor,
  buildEnvironment,
  isHostEnvironment,
  type HostEnvironment,
  type PostmanEnvironment,
} from './environment';
export { buildCollection, countRequests, postmanPath } from './collection';
export { apiBaseUrlIn, apiBaseUrlVariable, platformEnvironmentOf } from './apiBaseUrls';
