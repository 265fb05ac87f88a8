// Rooms: seeded roles, office, transaction sides and field set; rooms with documents (README.md).
import type { EsignHandler } from '../esignature/call';
import {
  addDocumentToRoom,
  deleteDocument,
  getDocument,
  getDocumentContents,
  getRoomDocuments,
} from './documents';
import { createRole, getRoles } from './roles';
import { createRoom, deleteRoom, getRoomFolders } from './rooms';

/** Where the embedded platform serves the Rooms API under base_uri (the registry's apiBasePathDemo). */
export const ROOMS_BASE_PATH = '/roomsapi';

/**
 * The Rooms operations the platform has rules for, by operationId: every id a list hands out
 * (a role's) is one a create takes; a room's role, office, transaction side and field data are
 * checked against the account's; documents belong to a room. Reading and listing rooms is the
 * state derived from the spec.
 */
export const roomsOperations: Record<string, EsignHandler> = {
  Roles_GetRoles: getRoles,
  Roles_CreateRole: createRole,
  Rooms_CreateRoom: createRoom,
  Rooms_DeleteRoom: deleteRoom,
  RoomFolders_GetRoomFolders: getRoomFolders,
  Rooms_AddDocumentToRoom: addDocumentToRoom,
  Rooms_GetDocuments: getRoomDocuments,
  Documents_GetDocument: getDocument,
  Documents_GetDocumentContents: getDocumentContents,
  Documents_DeleteDocument: deleteDocument,
};
