export { CONNECTED_FIELDS_BASE_PATH, connectedFieldsOperations } from './tabGroups';
