import type { OperationModel, SchemaModel } from '../../../lib/reference';

/**
 * A collection of resources as the spec's path templates imply it: `…/clickwraps` with its
 * items at `…/clickwraps/{clickwrapId}`. `key` is the template without its version segment and
 * parameter names (`/accounts/{}/clickwraps`), so an API's versions share their state.
 */
export interface Collection {
  key: string;
  /** The item's path parameter, e.g. clickwrapId. */
  idParam: string;
  /** What the spec says the id is: a number (roomId) or text (a GUID for clickwrapId). */
  idType: 'integer' | 'string';
  /** The collection template's own parameters, in order: the ids of what it belongs to. */
  scopeParams: string[];
  /** The collection the parent item belongs to, when that parent is a resource too. */
  parent?: Collection;
}

/** What an operation does to the state derived from the spec. */
export type ResourceAction =
  | { kind: 'create' | 'list'; collection: Collection }
  | { kind: 'read' | 'replace' | 'remove'; collection: Collection }
  | { kind: 'readSingleton' | 'writeSingleton'; collection: Collection };

const PARAM = /^\{([^}]+)\}$/;
/** The version segment an API's paths start with: v2.1, v1, 2.0, 1.0.7-beta. */
const VERSION = /^v?\d+(\.\d+)*(-[\w.]+)?$/i;

const segmentsOf = (path: string) => path.split('/').filter(Boolean);
const withoutVersion = (segments: string[]) =>
  VERSION.test(segments[0] ?? '') ? segments.slice(1) : segments;
const keyOf = (segments: string[]) =>
  `/${segments.map((segment) => (PARAM.test(segment) ? '{}' : segment)).join('/')}`;
const paramsOf = (segments: string[]) =>
  segments.flatMap((segment) => PARAM.exec(segment)?.[1] ?? []);

type Operation = Pick<OperationModel, 'httpMethod' | 'path'> &
  Partial<Pick<OperationModel, 'parameters'>>;

/** The type of a path parameter as the spec's operations declare it. */
function idTypeOf(operations: Operation[], name: string): Collection['idType'] {
  const declared = operations.flatMap(
    (operation) =>
      operation.parameters?.filter(
        (candidate) => candidate.in === 'path' && candidate.name === name,
      ) ?? [],
  );
  return declared.some(({ schema }) => numbered(schema)) ? 'integer' : 'string';
}

/** An id the spec types as a number, or as text of digits only (connectId: "^[0-9]+$"). */
function numbered(schema: SchemaModel): boolean {
  if (schema.type === 'integer' || schema.type === 'number') return true;
  const pattern = schema.constraints?.pattern;
  if (!pattern) return false;
  try {
    const digits = new RegExp(pattern, 'u');
    return digits.test('42') && !digits.test('a');
  } catch {
    // An uncompilable pattern says nothing about the id.
    return false;
  }
}

/**
 * The spec's collections: a template with a create (POST) operation whose items live one
 * parameter further (`…/clickwraps/{clickwrapId}…`). A collection the spec only lists
 * (organizations, workflow definitions) is the platform's own: nothing the client can make,
 * so no state to derive. The account itself (`/accounts`) is not one either.
 */
export function collectionsOf(operations: Operation[]) {
  const templates = new Map<string, string[]>();
  for (const { path } of operations) {
    const segments = withoutVersion(segmentsOf(path));
    templates.set(keyOf(segments), segments);
  }
  const byKey = new Map<string, Collection>();
  const collectionAt = (segments: string[]): Collection | undefined => {
    const key = keyOf(segments);
    if (byKey.has(key)) return byKey.get(key);
    if (segments.length === 0 || key === '/accounts') return undefined;
    const hasOperation = operations.some(
      (operation) =>
        operation.httpMethod === 'POST' &&
        keyOf(withoutVersion(segmentsOf(operation.path))) === key,
    );
    const item = [...templates.values()].find(
      (candidate) =>
        candidate.length > segments.length &&
        keyOf(candidate.slice(0, segments.length)) === key &&
        PARAM.test(candidate[segments.length]),
    );
    if (!hasOperation || !item) return undefined;
    const parentSegments = segments.slice(0, -1);
    const idParam = PARAM.exec(item[segments.length])![1];
    const collection: Collection = {
      key,
      idParam,
      idType: idTypeOf(operations, idParam),
      scopeParams: paramsOf(segments),
    };
    // `…/clickwraps/{clickwrapId}/versions`: the parent is the clickwrap, if clickwraps are resources.
    if (parentSegments.length > 0 && PARAM.test(parentSegments.at(-1)!)) {
      collection.parent = collectionAt(parentSegments.slice(0, -1));
    }
    byKey.set(key, collection);
    return collection;
  };
  return { collectionAt };
}

/** What each operation of an API does to derived state (those the spec implies nothing for are left out). */
export function resourceActions<T extends Operation>(operations: T[]): Map<T, ResourceAction> {
  const collections = collectionsOf(operations);
  const actions = new Map<T, ResourceAction>();
  for (const operation of operations) {
    const action = actionOf(operation, operations, collections.collectionAt);
    if (action) actions.set(operation, action);
  }
  return actions;
}

function actionOf(
  operation: Operation,
  operations: Operation[],
  collectionAt: ReturnType<typeof collectionsOf>['collectionAt'],
): ResourceAction | undefined {
  const segments = withoutVersion(segmentsOf(operation.path));
  const method = operation.httpMethod;
  const last = segments.at(-1) ?? '';
  if (PARAM.test(last)) {
    const collection = collectionAt(segments.slice(0, -1));
    if (!collection || collection.idParam !== PARAM.exec(last)![1]) return undefined;
    if (method === 'GET') return { kind: 'read', collection };
    if (method === 'PUT' || method === 'PATCH') return { kind: 'replace', collection };
    if (method === 'DELETE') return { kind: 'remove', collection };
    return undefined;
  }
  const collection = collectionAt(segments);
  if (collection) {
    if (method === 'POST') return { kind: 'create', collection };
    if (method === 'GET') return { kind: 'list', collection };
    return undefined;
  }
  // A path of its own with no items under it (account settings): one resource per scope.
  if (method !== 'GET' && method !== 'PUT' && method !== 'PATCH') return undefined;
  const singleton: Collection = {
    key: keyOf(segments),
    idParam: '',
    idType: 'string',
    scopeParams: paramsOf(segments),
  };
  const hasWrite = operations.some(
    (candidate) =>
      (candidate.httpMethod === 'PUT' || candidate.httpMethod === 'PATCH') &&
      keyOf(withoutVersion(segmentsOf(candidate.path))) === singleton.key,
  );
  // A read-only path with nothing that writes it (service information) has no state to keep.
  if (!hasWrite) return undefined;
  return { kind: method === 'GET' ? 'readSingleton' : 'writeSingleton', collection: singleton };
}
