import { randomUUID } from 'node:crypto';
import { successResponse, type IndexedApi, type OperationModel } from '../../../lib/reference';
import type { SandboxDb } from '../store/db';
import { membershipsOf } from '../store/users';
import { answerList, batchItems } from './batch';
import { isPeople, seedMembers } from './members';
import { listProperty, itemsOf, pagingFields, plainName, project, type Assigned } from './project';
import type { Collection, ResourceAction } from './shape';
import {
  findResource,
  listResources,
  removeResource,
  saveResource,
  scopeOf,
  type Place,
  type StoredResource,
} from './store';

/** An answer in the platform's shape: a status and a JSON body (none for 204). */
export interface Answer {
  status: number;
  body?: unknown;
}

export interface ResourceCall {
  db: SandboxDb;
  api: IndexedApi;
  operation: OperationModel;
  action: ResourceAction;
  params: Record<string, string>;
  query: Record<string, unknown>;
  body: unknown;
  /** The signed-in user: whose accounts' members a users collection holds without an account id. */
  userId?: string;
}

const iso = (ms: number) => new Date(ms).toISOString();
const upperSnake = (name: string) =>
  name
    .replace(/Id$/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .toUpperCase();

/** The platform's 404 for a resource that is not there, named after the resource. */
export function notFound(collection: Collection, id: string): Answer {
  const name = upperSnake(collection.idParam || 'resource');
  return {
    status: 404,
    body: {
      errorCode: `${name}_NOT_FOUND`,
      message: `No ${collection.idParam || 'resource'} ${id}.`,
    },
  };
}

const placeOf = (
  api: IndexedApi,
  collection: Collection,
  params: Record<string, string>,
): Place => ({
  api: api.entry.swaggerName,
  collection: collection.key,
  scope: scopeOf(collection.scopeParams.map((name) => params[name] ?? '')),
});

/**
 * The id of a new resource: one the client chose (a documentId "1", on the body or an object it
 * wraps), else what the platform
 * gives ids of that type: the next number in the collection, or a GUID.
 */
async function newId(
  db: SandboxDb,
  place: Place,
  collection: Collection,
  body: Record<string, unknown>,
) {
  // On the body, or on an object it wraps (Notary's `{ jurisdiction: { jurisdictionId } }`).
  const wrapped = Object.values(body).find(
    (value): value is Record<string, unknown> =>
      !!value && typeof value === 'object' && !Array.isArray(value) && collection.idParam in value,
  );
  const chosen = body[collection.idParam] ?? wrapped?.[collection.idParam];
  if ((typeof chosen === 'string' && chosen.trim()) || typeof chosen === 'number')
    return String(chosen);
  if (collection.idType === 'string') return randomUUID();
  const { total } = await listResources(db, place, 0, 1);
  let next = total + 1;
  while (await findResource(db, place, String(next))) next += 1;
  return String(next);
}

function assigned(
  collection: Collection,
  params: Record<string, string>,
  resource: StoredResource,
): Assigned {
  const ids = { ...params, ...(collection.idParam ? { [collection.idParam]: resource.id } : {}) };
  const under = collection.key.replace(/^\/accounts\/\{\}/, '');
  let index = collection.scopeParams.indexOf('accountId') + 1;
  const uri = under
    .replace(/\{\}/g, () => encodeURIComponent(params[collection.scopeParams[index++]] ?? ''))
    .concat(collection.idParam ? `/${encodeURIComponent(resource.id)}` : '');
  return {
    ids,
    own: collection.idParam ? { name: collection.idParam, id: resource.id } : undefined,
    created: iso(resource.created),
    updated: iso(resource.updated),
    uri,
  };
}

const withoutId = (collection: Collection, body: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(body).filter(([name]) => name !== collection.idParam));

const asObject = (body: unknown): Record<string, unknown> =>
  typeof body === 'object' && body !== null && !Array.isArray(body)
    ? (body as Record<string, unknown>)
    : {};

/** Does what the spec implies for the operation on the derived state, and answers as the spec says. */
export async function resourceAnswer(call: ResourceCall): Promise<Answer> {
  const { db, api, operation, action, params, query } = call;
  const { collection } = action;
  const place = placeOf(api, collection, params);
  const { status, media } = successResponse(operation);
  const schemas = api.model.schemas;
  const answer = (resource: StoredResource) =>
    project(media?.schema, resource.body, assigned(collection, params, resource), schemas);

  if (isPeople(collection)) {
    const account = Object.entries(params).find(([name]) => plainName(name) === 'accountid')?.[1];
    const accountIds = account
      ? [account]
      : call.userId
        ? (await membershipsOf(db, call.userId)).map((membership) => membership.account_id)
        : [];
    await seedMembers(db, place, accountIds);
  }

  // A sub-collection belongs to its parent: no parent, no children.
  if (collection.parent) {
    const parentId = params[collection.scopeParams.at(-1)!];
    const parentPlace = placeOf(api, collection.parent, params);
    if (!(await findResource(db, parentPlace, parentId)))
      return notFound(collection.parent, parentId);
  }

  switch (action.kind) {
    case 'create': {
      const now = Date.now();
      const body = asObject(call.body);
      const request = operation.requestBody?.content.find((m) => /json/i.test(m.contentType));
      const items = batchItems(request?.schema, collection, body, schemas) ?? [body];
      const saved: StoredResource[] = [];
      for (const item of items) {
        // The id lives in its column and is answered typed as the spec says (roomId: 3).
        const id = await newId(db, place, collection, item);
        const resource = { id, body: withoutId(collection, item), created: now, updated: now };
        await saveResource(db, place, resource);
        saved.push(resource);
      }
      const list = answerList(media?.schema, collection, schemas);
      if (!list) return { status, body: saved[0] ? answer(saved[0]) : {} };
      const itemSchema = itemsOf(list.schema, schemas);
      return {
        status,
        body: {
          [list.name]: saved.map((resource) =>
            project(itemSchema, resource.body, assigned(collection, params, resource), schemas),
          ),
        },
      };
    }
    case 'list': {
      const start = Math.max(
        0,
        Number(query.start_position ?? query.start ?? query.page_start ?? 0) || 0,
      );
      const count = Math.min(
        1000,
        Math.max(1, Number(query.count ?? query.page_size ?? 100) || 100),
      );
      const page = await listResources(db, place, start, count);
      const itemsSchema = (schema: typeof media) => itemsOf(schema?.schema, schemas);
      if (media?.schema && (media.schema.type === 'array' || itemsSchema(media))) {
        return {
          status,
          body: page.items.map((item) =>
            project(itemsSchema(media), item.body, assigned(collection, params, item), schemas),
          ),
        };
      }
      const list = listProperty(media?.schema, schemas);
      return {
        status,
        body: {
          ...(list
            ? {
                [list.name]: page.items.map((item) =>
                  project(
                    itemsOf(list.schema, schemas),
                    item.body,
                    assigned(collection, params, item),
                    schemas,
                  ),
                ),
              }
            : {}),
          ...pagingFields(media?.schema, schemas, {
            start,
            count: page.items.length,
            total: page.total,
          }),
        },
      };
    }
    case 'read':
    case 'replace':
    case 'remove': {
      const id = params[collection.idParam];
      const found = await findResource(db, place, id);
      if (!found) return notFound(collection, id);
      if (action.kind === 'read') return { status, body: answer(found) };
      if (action.kind === 'remove') {
        await removeResource(db, place, id);
        return status === 204 || !media ? { status } : { status, body: answer(found) };
      }
      const changed = {
        ...found,
        body: withoutId(collection, { ...found.body, ...asObject(call.body) }),
        updated: Date.now(),
      };
      await saveResource(db, place, changed);
      return { status, body: answer(changed) };
    }
    case 'readSingleton': {
      const now = Date.now();
      const found = (await findResource(db, place, '')) ?? {
        id: '',
        body: {},
        created: now,
        updated: now,
      };
      return { status, body: answer(found) };
    }
    case 'writeSingleton': {
      const now = Date.now();
      const found = await findResource(db, place, '');
      const changed = {
        id: '',
        body: { ...(found?.body ?? {}), ...asObject(call.body) },
        created: found?.created ?? now,
        updated: now,
      };
      await saveResource(db, place, changed);
      return media ? { status, body: answer(changed) } : { status };
    }
  }
}
