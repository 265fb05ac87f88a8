import type { EsignCall } from '../esignature/call';
import { refuse } from '../esignature/errors';
import {
  findResource,
  listResources,
  saveResource,
  scopeOf,
  type Place,
  type StoredResource,
} from '../resources/store';
import { SEEDED_ROLES } from './seeded';

/** Where an account's rooms, roles and documents live in the derived state's store. */
export const placeOf = (call: EsignCall, collection: 'rooms' | 'roles' | 'documents'): Place => ({
  api: call.api.entry.swaggerName,
  collection: `/accounts/{}/${collection}`,
  scope: scopeOf([call.params.accountId ?? '']),
});

/** Every item of a place (an account's roles or documents are few). */
export async function allOf(call: EsignCall, collection: 'roles' | 'documents') {
  return (await listResources(call.context.db, placeOf(call, collection), 0, 10_000)).items;
}

/** The account's roles: the seeded ones from its first call, then those it created. */
export async function rolesOf(call: EsignCall): Promise<StoredResource[]> {
  const place = placeOf(call, 'roles');
  if (!(await findResource(call.context.db, place, String(SEEDED_ROLES[0].roleId)))) {
    const now = Date.now();
    for (const { roleId, ...role } of SEEDED_ROLES) {
      await saveResource(call.context.db, place, {
        id: String(roleId),
        body: { ...role },
        created: now + roleId,
        updated: now + roleId,
      });
    }
  }
  return allOf(call, 'roles');
}

/** The next number of a place's numbered ids. */
export const nextNumber = (items: StoredResource[]) =>
  items.reduce((most, item) => Math.max(most, Number(item.id) || 0), 0) + 1;

/** The path's room, or the platform's 404. */
export async function roomOf(call: EsignCall, roomId: string): Promise<StoredResource> {
  const room = await findResource(call.context.db, placeOf(call, 'rooms'), roomId);
  if (!room) throw refuse(404, 'ROOM_NOT_FOUND', `No room ${roomId} in this account.`);
  return room;
}

/** The ids of the account's roles, as text. */
export const roleIdsOf = async (call: EsignCall) => (await rolesOf(call)).map((role) => role.id);
