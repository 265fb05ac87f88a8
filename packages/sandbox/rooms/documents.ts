import { asObject, text, type EsignCall, type FileAnswer } from '../esignature/call';
import { refuse } from '../esignature/errors';
import { platformDateTime } from '../http/dates';
import type { Answer } from '../resources/handler';
import {
  findResource,
  removeResource,
  saveResource,
  type StoredResource,
} from '../resources/store';
import { DOCUMENTS_FOLDER } from './seeded';
import { allOf, nextNumber, placeOf, roomOf } from './state';

const summary = (document: StoredResource) => ({
  documentId: Number(document.id),
  name: document.body.name,
  folderId: document.body.folderId,
  isArchived: false,
  isVirtual: false,
  createdDate: platformDateTime(document.created),
});

async function documentOf(call: EsignCall) {
  const id = call.params.documentId ?? '';
  const found = await findResource(call.context.db, placeOf(call, 'documents'), id);
  if (!found) throw refuse(404, 'DOCUMENT_NOT_FOUND', `No document ${id} in this account.`);
  return found;
}

/** POST …/rooms/{roomId}/documents: the bytes kept, in the room's documents folder. */
export async function addDocumentToRoom(call: EsignCall): Promise<Answer> {
  const roomId = call.params.roomId ?? '';
  await roomOf(call, roomId);
  const body = asObject(call.body);
  const contents = text(body.base64Contents);
  const bytes = Buffer.from(contents, 'base64');
  if (
    bytes.length === 0 ||
    bytes.toString('base64').replace(/=+$/, '') !== contents.replace(/=+$/, '')
  ) {
    throw refuse(
      400,
      'INVALID_DOCUMENT_CONTENTS',
      'base64Contents must be the document in base64.',
    );
  }
  const now = Date.now();
  const document = {
    id: String(nextNumber(await allOf(call, 'documents'))),
    body: {
      name: text(body.name),
      roomId: Number(roomId),
      folderId: body.folderId ?? DOCUMENTS_FOLDER.roomFolderId,
      size: bytes.length,
      base64Contents: contents,
    },
    created: now,
    updated: now,
  };
  await saveResource(call.context.db, placeOf(call, 'documents'), document);
  return { status: 201, body: summary(document) };
}

/** GET …/rooms/{roomId}/documents: the room's documents, a page at a time. */
export async function getRoomDocuments(call: EsignCall): Promise<Answer> {
  const roomId = call.params.roomId ?? '';
  await roomOf(call, roomId);
  const start = Math.max(0, Number(call.query.startPosition) || 0);
  const count = Math.min(100, Math.max(1, Number(call.query.count) || 100));
  const documents = (await allOf(call, 'documents'))
    .filter((document) => document.body.roomId === Number(roomId))
    .slice(start, start + count)
    .map(summary);
  return {
    status: 200,
    body: { documents, resultSetSize: documents.length, startPosition: start },
  };
}

/** GET /v2/accounts/{accountId}/documents/{documentId}, its contents with includeContents. */
export async function getDocument(call: EsignCall): Promise<Answer> {
  const document = await documentOf(call);
  const { base64Contents, ...rest } = document.body;
  return {
    status: 200,
    body: {
      documentId: Number(document.id),
      ...rest,
      isSigned: false,
      createdDate: platformDateTime(document.created),
      ...(String(call.query.includeContents) === 'true' ? { base64Contents } : {}),
    },
  };
}

/** GET …/documents/{documentId}/contents: the bytes as they were added. */
export async function getDocumentContents(call: EsignCall): Promise<FileAnswer> {
  const document = await documentOf(call);
  return {
    status: 200,
    file: {
      bytes: Buffer.from(String(document.body.base64Contents), 'base64'),
      contentType: 'application/pdf',
      fileName: String(document.body.name),
    },
  };
}

/** DELETE /v2/accounts/{accountId}/documents/{documentId}. */
export async function deleteDocument(call: EsignCall): Promise<Answer> {
  const document = await documentOf(call);
  await removeResource(call.context.db, placeOf(call, 'documents'), document.id);
  return { status: 204 };
}
