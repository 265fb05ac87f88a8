import { asObject, text, type EsignCall } from '../esignature/call';
import { refuse } from '../esignature/errors';
import { resourceAnswer, type Answer } from '../resources/handler';
import { removeResource } from '../resources/store';
import { DOCUMENTS_FOLDER, FIELD_SET, SEEDED_OFFICES, TRANSACTION_SIDES } from './seeded';
import { allOf, placeOf, roleIdsOf, roomOf } from './state';

/** The derived state's answer to the call (the spec's rooms collection), as the responder gives it. */
function derived(call: EsignCall, body: unknown = call.body): Promise<Answer> {
  if (!call.action) throw new Error(`${call.operation.operationId} has no derived state`);
  return resourceAnswer({
    db: call.context.db,
    api: call.api,
    operation: call.operation,
    action: call.action,
    params: call.params,
    query: call.query,
    body,
    userId: call.user.id,
  });
}

/**
 * POST /v2/accounts/{accountId}/rooms: the room's role, office, transaction side and field data
 * must be the account's, as the platform checks them; the room is then the spec's resource
 * (read, listed and deleted from the derived state), in the account's office by default.
 */
export async function createRoom(call: EsignCall): Promise<Answer> {
  const body = asObject(call.body);
  const roleId = text(body.roleId);
  if (!(await roleIdsOf(call)).includes(roleId)) {
    throw refuse(400, 'INVALID_ROLE_ID', `roleId ${roleId} is not a role of this account.`);
  }
  const officeId = body.officeId ?? SEEDED_OFFICES[0].officeId;
  if (!SEEDED_OFFICES.some((office) => office.officeId === Number(officeId))) {
    throw refuse(
      400,
      'INVALID_OFFICE_ID',
      `officeId ${text(officeId)} is not an office of this account.`,
    );
  }
  const side = text(body.transactionSideId);
  if (side && !TRANSACTION_SIDES.some((known) => known.transactionSideId === side)) {
    throw refuse(
      400,
      'INVALID_TRANSACTION_SIDE_ID',
      `transactionSideId must be one of ${TRANSACTION_SIDES.map((known) => known.transactionSideId).join(', ')}.`,
    );
  }
  const data = asObject(asObject(body.fieldData).data);
  const unknown = Object.keys(data).filter(
    (name) => !(FIELD_SET as readonly string[]).includes(name),
  );
  if (unknown.length > 0) {
    throw refuse(
      400,
      'INVALID_FIELD_DATA',
      `Not fields of the account's field set: ${unknown.join(', ')}.`,
    );
  }
  return derived(call, { ...body, officeId: Number(officeId), status: 'active' });
}

/** DELETE /v2/accounts/{accountId}/rooms/{roomId}: the room and its documents. */
export async function deleteRoom(call: EsignCall): Promise<Answer> {
  const answer = await derived(call);
  if (answer.status < 300) {
    const roomId = Number(call.params.roomId);
    for (const document of await allOf(call, 'documents')) {
      if (document.body.roomId === roomId)
        await removeResource(call.context.db, placeOf(call, 'documents'), document.id);
    }
  }
  return answer;
}

/** GET …/rooms/{roomId}/room_folders: the room's documents folder. */
export async function getRoomFolders(call: EsignCall): Promise<Answer> {
  await roomOf(call, call.params.roomId ?? '');
  return { status: 200, body: { roomFolders: [{ ...DOCUMENTS_FOLDER }], resultSetSize: 1 } };
}
