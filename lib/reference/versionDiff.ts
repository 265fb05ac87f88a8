import type { ApiReferenceModel, OperationModel, SchemaModel } from './model';

/** A field that differs between two versions of an operation. */
export interface FieldChange {
  /** `path id`, `query count`, `body recipients.signers[].email`, `200 envelopeId`. */
  field: string;
  where: 'parameter' | 'body' | 'response';
  change: 'added' | 'removed' | 'type';
  from?: string; // the legacy type (removed, type)
  to?: string; // the primary type (added, type)
}

/** An operation as the "what changed" view lists it. */
export interface DiffOperation {
  httpMethod: string;
  path: string;
  name: string;
  operationId?: string;
}

/** What changed from a legacy version of an API to its primary one. */
export interface VersionDiff {
  added: DiffOperation[];
  removed: DiffOperation[];
  changed: { operation: DiffOperation; legacy: DiffOperation; fields: FieldChange[] }[];
}

// Deep enough for recipients.signers[].tabs.signHereTabs[].xPosition; bounded for huge specs.
const MAX_DEPTH = 6;
const MAX_FIELDS = 5000;
const VERSION_SEGMENT = /^v?\d+(\.\d+)*(-[a-z0-9.]+)?$/i;

/** The same operation across versions: its verb and path without version segments or names. */
export function crossVersionKey(operation: Pick<OperationModel, 'httpMethod' | 'path'>): string {
  const path = operation.path
    .split('/')
    .filter((segment) => !VERSION_SEGMENT.test(segment))
    .map((segment) => segment.replace(/\{[^}]*\}/g, '{}').toLowerCase())
    .join('/');
  return `${operation.httpMethod.toUpperCase()} ${path}`;
}

function operations(model: ApiReferenceModel): OperationModel[] {
  return model.categories.flatMap((c) => c.resources.flatMap((r) => r.methods));
}

const summary = (operation: OperationModel): DiffOperation => ({
  httpMethod: operation.httpMethod,
  path: operation.path,
  name: operation.name,
  ...(operation.operationId ? { operationId: operation.operationId } : {}),
});

/** A named schema's own level (refs stay names in the catalog). */
function resolve(model: ApiReferenceModel, schema: SchemaModel): SchemaModel {
  return schema.refName && !schema.type && !schema.properties
    ? (model.schemas[schema.refName] ?? schema)
    : schema;
}

/** A type as the view names it: `string(date-time)`, `array<integer>`, `object`. */
export function typeLabel(model: ApiReferenceModel, schema: SchemaModel, depth = 0): string {
  const own = resolve(model, schema);
  if (own.unknown) return 'unknown';
  const variants = own.oneOf ?? own.anyOf;
  if (!own.type && variants?.length) {
    return variants.map((variant) => typeLabel(model, variant, depth + 1)).join(' | ');
  }
  const type = own.type ?? (own.properties || own.allOf ? 'object' : 'any');
  if (type === 'array' && own.items && depth < MAX_DEPTH) {
    return `array<${typeLabel(model, own.items, depth + 1)}>`;
  }
  return own.format ? `${type}(${own.format})` : type;
}

/** Every field under a schema, by dotted path (`a.b[].c`), with its type label. */
function flatten(model: ApiReferenceModel, root: SchemaModel | undefined): Map<string, string> {
  const fields = new Map<string, string>();
  const visit = (schema: SchemaModel, prefix: string, depth: number, seen: string[]) => {
    if (depth > MAX_DEPTH || fields.size >= MAX_FIELDS) return;
    const name = schema.refName;
    if (name && seen.includes(name)) return; // recursive schema: its fields are listed once
    const own = resolve(model, schema);
    const path = name ? [...seen, name] : seen;
    const parts = [own, ...(own.allOf ?? []).map((part) => resolve(model, part))];
    for (const part of parts) {
      for (const property of part.properties ?? []) {
        const field = prefix ? `${prefix}.${property.name}` : property.name;
        fields.set(field, typeLabel(model, property.schema));
        visit(property.schema, field, depth + 1, path);
      }
    }
    if (own.items) visit(own.items, `${prefix}[]`, depth + 1, path);
  };
  if (root) visit(root, '', 0, []);
  return fields;
}

/** The fields of one operation, keyed by where they sit: parameters, body and responses. */
function operationFields(model: ApiReferenceModel, operation: OperationModel) {
  const fields = new Map<string, { where: FieldChange['where']; type: string }>();
  for (const parameter of operation.parameters) {
    fields.set(`${parameter.in} ${parameter.name}`, {
      where: 'parameter',
      type: typeLabel(model, parameter.schema),
    });
  }
  const body = operation.requestBody?.content[0]?.schema;
  for (const [field, type] of flatten(model, body)) {
    fields.set(`body ${field}`, { where: 'body', type });
  }
  for (const response of operation.responses) {
    for (const [field, type] of flatten(model, response.content[0]?.schema)) {
      fields.set(`${response.status} ${field}`, { where: 'response', type });
    }
  }
  return fields;
}

function fieldChanges(
  legacyModel: ApiReferenceModel,
  legacy: OperationModel,
  primaryModel: ApiReferenceModel,
  primary: OperationModel,
): FieldChange[] {
  const before = operationFields(legacyModel, legacy);
  const after = operationFields(primaryModel, primary);
  const changes: FieldChange[] = [];
  for (const [field, { where, type }] of after) {
    const old = before.get(field);
    if (!old) changes.push({ field, where, change: 'added', to: type });
    else if (old.type !== type)
      changes.push({ field, where, change: 'type', from: old.type, to: type });
  }
  for (const [field, { where, type }] of before) {
    if (!after.has(field)) changes.push({ field, where, change: 'removed', from: type });
  }
  return changes;
}

/**
 * What changed from `legacy` to `primary`: operations added and removed (matched by verb and
 * path without version segments, else by operationId), and for each operation in both, the
 * parameters, body fields and response fields added, removed or changed in type.
 */
export function versionDiff(legacy: ApiReferenceModel, primary: ApiReferenceModel): VersionDiff {
  const oldOps = operations(legacy);
  const byKey = new Map(oldOps.map((operation) => [crossVersionKey(operation), operation]));
  const matched = new Set<OperationModel>();
  const pairs: [OperationModel, OperationModel][] = [];
  const unmatched: OperationModel[] = [];
  for (const operation of operations(primary)) {
    const old = byKey.get(crossVersionKey(operation));
    if (old && !matched.has(old)) {
      matched.add(old);
      pairs.push([old, operation]);
    } else unmatched.push(operation);
  }
  const added: OperationModel[] = [];
  for (const operation of unmatched) {
    const old = operation.operationId
      ? oldOps.find((o) => !matched.has(o) && o.operationId === operation.operationId)
      : undefined;
    if (old) {
      matched.add(old);
      pairs.push([old, operation]);
    } else added.push(operation);
  }
  return {
    added: added.map(summary),
    removed: oldOps.filter((operation) => !matched.has(operation)).map(summary),
    changed: pairs.flatMap(([old, operation]) => {
      const fields = fieldChanges(legacy, old, primary, operation);
      return fields.length > 0
        ? [{ operation: summary(operation), legacy: summary(old), fields }]
        : [];
    }),
  };
}
