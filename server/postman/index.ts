export {
  HOST_ENVIRONMENTS,
  baseUrlFor,
  buildEnvironment,
  isHostEnvironment,
  type HostEnvironment,
  type PostmanEnvironment,
} from './environment';
export { apiBasePathOf, buildCollection, countRequests, postmanPath } from './collection';
