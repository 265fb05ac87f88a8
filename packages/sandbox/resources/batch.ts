import type { SchemaModel } from '../../../lib/reference';
import { itemsOf, listProperty, plainName, propertiesOf } from './project';
import type { Collection } from './shape';

/** Does a schema describe an item of the collection (a property named as its id)? */
const carriesId = (
  schema: SchemaModel | undefined,
  collection: Collection,
  schemas: Record<string, SchemaModel>,
) =>
  propertiesOf(schema, schemas).some(
    ({ name }) => plainName(name) === plainName(collection.idParam),
  );

/**
 * The items of a batch create: a body that holds them in a list of items of the collection
 * (eSignature's `{ groups: [...] }`, `{ newUsers: [...] }`), each made a resource of its own.
 */
export function batchItems(
  requestSchema: SchemaModel | undefined,
  collection: Collection,
  body: Record<string, unknown>,
  schemas: Record<string, SchemaModel>,
): Record<string, unknown>[] | undefined {
  if (!collection.idParam || carriesId(requestSchema, collection, schemas)) return undefined;
  const list = propertiesOf(requestSchema, schemas).find(
    ({ name, schema }) =>
      Array.isArray(body[name]) && carriesId(itemsOf(schema, schemas), collection, schemas),
  );
  if (!list) return undefined;
  return (body[list.name] as unknown[]).filter(
    (item): item is Record<string, unknown> =>
      !!item && typeof item === 'object' && !Array.isArray(item),
  );
}

/**
 * The list a create answers its items in, when it answers a list rather than the item
 * (`{ brands: [...] }` for one brand, `{ groups: [...] }` for a batch of groups).
 */
export function answerList(
  responseSchema: SchemaModel | undefined,
  collection: Collection,
  schemas: Record<string, SchemaModel>,
) {
  if (!collection.idParam || carriesId(responseSchema, collection, schemas)) return undefined;
  const list = listProperty(responseSchema, schemas);
  return list && carriesId(itemsOf(list.schema, schemas), collection, schemas) ? list : undefined;
}
