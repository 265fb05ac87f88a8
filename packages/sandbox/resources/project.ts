import type { SchemaModel } from '../../../lib/reference';

/** What the platform assigns to a resource, beside what the client sent. */
export interface Assigned {
  /** The path's parameters and the resource's own id, by name (accountId, clickwrapId, ...). */
  ids: Record<string, string>;
  /** The resource's own id: answered as `id` (Admin's users) or `listId` (bulkSendListId) where the schema names it so. */
  own?: { name: string; id: string };
  created: string;
  updated: string;
  /** The resource's address under the account, e.g. /clickwraps/{id}. */
  uri: string;
}

// Names compared without case or underscores: createdDateTime, created_date, last_updated_date.
const CREATED = /^(created|creation|datecreated)(date|datetime|on|at|time|timestamp)?$/;
const UPDATED =
  /^(last)?(modified|updated|changed)(date|datetime|on|at|time|timestamp)?$|^statuschanged/;

/** A field name as the platforms' several conventions spell it: workspaceId, workspace_id. */
export const plainName = (name: string) => name.replace(/_/g, '').toLowerCase();

/** A schema's properties, through a named schema and allOf (the first variant of oneOf/anyOf). */
export function propertiesOf(
  node: SchemaModel | undefined,
  schemas: Record<string, SchemaModel>,
  depth = 0,
): { name: string; schema: SchemaModel }[] {
  if (!node || depth > 8) return [];
  if (node.refName && !node.properties && !node.allOf && Object.hasOwn(schemas, node.refName)) {
    const named = schemas[node.refName];
    if (named !== node) return propertiesOf(named, schemas, depth + 1);
  }
  const variant = node.oneOf?.[0] ?? node.anyOf?.[0];
  return [
    ...(node.properties ?? []),
    ...(node.allOf ?? []).flatMap((part) => propertiesOf(part, schemas, depth + 1)),
    ...(variant ? propertiesOf(variant, schemas, depth + 1) : []),
  ];
}

/** The schema of an array: its items, through a named schema. */
export function itemsOf(node: SchemaModel | undefined, schemas: Record<string, SchemaModel>) {
  if (!node) return undefined;
  if (node.refName && !node.items && Object.hasOwn(schemas, node.refName)) {
    return schemas[node.refName].items;
  }
  return node.items;
}

const typed = (schema: SchemaModel, value: string) =>
  schema.type === 'integer' || schema.type === 'number' ? Number(value) : value;

/**
 * The resource as the platform answers it in a response schema: what the client sent, the ids
 * of its path and its own, its dates and address, defaults and an initial status. Fields nobody
 * set are left out, as the platform leaves them out: never an invented "string".
 */
export function project(
  schema: SchemaModel | undefined,
  stored: Record<string, unknown>,
  assigned: Assigned,
  schemas: Record<string, SchemaModel>,
): Record<string, unknown> {
  const answer: Record<string, unknown> = {};
  const ids = new Map(
    Object.entries(assigned.ids).map(([name, value]) => [plainName(name), value]),
  );
  const properties = propertiesOf(schema, schemas);
  // The path names the id `userId` or `instance_id`, the answer `id` (Admin, Web Forms): the
  // own id goes there when no property carries the path's name.
  const own = assigned.own;
  const ownUnderId = own && !properties.some(({ name }) => plainName(name) === plainName(own.name));
  // `id`, or the path's name shortened (`listId` for bulkSendListId).
  const ownAlias = (name: string) =>
    name === 'id' ||
    (/id$/i.test(name) && name.length > 2 && plainName(own!.name).endsWith(plainName(name)));
  for (const { name, schema: property } of properties) {
    if (name in answer) continue;
    const plain = plainName(name);
    if (stored[name] !== undefined) answer[name] = stored[name];
    else if (ids.has(plain)) answer[name] = typed(property, ids.get(plain)!);
    else if (own && ownUnderId && ownAlias(name)) answer[name] = typed(property, own.id);
    else if (CREATED.test(plain)) answer[name] = assigned.created;
    else if (UPDATED.test(plain)) answer[name] = assigned.updated;
    else if (name === 'uri') answer[name] = assigned.uri;
    else if (property.default !== undefined) answer[name] = property.default;
    else if (name === 'status' && property.enum?.length) answer[name] = property.enum[0];
  }
  return answer;
}

/** Paging fields a list answer may carry, by the names the platforms use. */
export function pagingFields(
  schema: SchemaModel | undefined,
  schemas: Record<string, SchemaModel>,
  page: { start: number; count: number; total: number },
): Record<string, unknown> {
  const values: Record<string, number> = {
    resultSetSize: page.count,
    totalSetSize: page.total,
    totalCount: page.total,
    startPosition: page.start,
    endPosition: Math.max(page.start + page.count - 1, 0),
    pageSize: page.count,
  };
  const answer: Record<string, unknown> = {};
  for (const { name, schema: property } of propertiesOf(schema, schemas)) {
    if (Object.hasOwn(values, name)) {
      answer[name] = property.type === 'string' ? String(values[name]) : values[name];
    }
  }
  return answer;
}

/** The array property a list answer holds its items in (`clickwraps`, `envelopes`, ...). */
export function listProperty(
  schema: SchemaModel | undefined,
  schemas: Record<string, SchemaModel>,
) {
  return propertiesOf(schema, schemas).find(({ schema: property }) => {
    const resolved =
      property.refName && !property.type && Object.hasOwn(schemas, property.refName)
        ? schemas[property.refName]
        : property;
    return resolved.type === 'array';
  });
}
