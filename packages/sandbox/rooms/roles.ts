import { asObject, text, type EsignCall } from '../esignature/call';
import { refuse } from '../esignature/errors';
import type { Answer } from '../resources/handler';
import { saveResource, type StoredResource } from '../resources/store';
import { nextNumber, placeOf, rolesOf } from './state';

const roleAnswer = (role: StoredResource) => ({
  roleId: Number(role.id),
  name: role.body.name,
  isDefaultForAdmin: Boolean(role.body.isDefaultForAdmin),
  // The role's id in the platform's older Rooms API, which integrations still meet.
  legacyRoleId: role.id,
  permissions: role.body.permissions,
});

/** GET /v2/accounts/{accountId}/roles: the seeded roles and those created, by name with `filter`. */
export async function getRoles(call: EsignCall): Promise<Answer> {
  const filter = text(call.query.filter).toLowerCase();
  const roles = (await rolesOf(call))
    .filter((role) => !filter || String(role.body.name).toLowerCase().includes(filter))
    .map(roleAnswer);
  return { status: 200, body: { roles, resultSetSize: roles.length } };
}

/** POST /v2/accounts/{accountId}/roles: a role of its own name, with the next role id. */
export async function createRole(call: EsignCall): Promise<Answer> {
  const body = asObject(call.body);
  const name = text(body.name);
  const roles = await rolesOf(call);
  if (roles.some((role) => String(role.body.name).toLowerCase() === name.toLowerCase())) {
    throw refuse(400, 'ROLE_NAME_ALREADY_EXISTS', `A role named ${name} already exists.`);
  }
  const now = Date.now();
  const role = {
    id: String(nextNumber(roles)),
    body: {
      name,
      isDefaultForAdmin: false,
      permissions: {
        canCreateRooms: false,
        canDeleteRooms: false,
        canAddDocuments: false,
        canShareDocuments: false,
        roomAccess: 'own',
        ...asObject(body.permissions),
      },
    },
    created: now,
    updated: now,
  };
  await saveResource(call.context.db, placeOf(call, 'roles'), role);
  return { status: 201, body: roleAnswer(role) };
}
