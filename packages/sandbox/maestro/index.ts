export { MAESTRO_BASE_PATH } from './definitions';
export { maestroListener } from './listener';
export { maestroOperations } from './workflows';
