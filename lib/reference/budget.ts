import type {
  ApiReferenceModel,
  MediaModel,
  OperationModel,
  ParameterModel,
  SchemaModel,
} from './model';
import { partName } from './schemaChunkUrl';
import { childSchemas, mapChildSchemas } from './schemaTree';

/** Bytes of schema JSON a method page carries beyond the top level of its schemas. */
export const PAGE_SCHEMA_BUDGET = 30 * 1024;

/** A truncated node in the tree being built, the use it stands for and the names above it. */
interface Pending {
  node: SchemaModel;
  use: SchemaModel;
  above: string[];
}

const ANNOTATIONS = ['descriptionHtml', 'nullable', 'readOnly', 'writeOnly', 'deprecated'] as const;

/** The truncated stand-in of a named schema: what the browser fetches the schema file for. */
export function truncatedRef(use: SchemaModel, target: SchemaModel | undefined): SchemaModel {
  if (target === undefined) return { refName: use.refName, unknown: true, constraints: {} };
  const truncated: SchemaModel = { refName: use.refName, truncated: true, constraints: {} };
  if (target.type !== undefined) truncated.type = target.type;
  if (use.descriptionHtml) truncated.descriptionHtml = use.descriptionHtml;
  return truncated;
}

const isRef = (schema: SchemaModel) =>
  schema.refName !== undefined && !schema.unknown && !schema.truncated;

/**
 * A copy of `schema` in which every named schema below it (through inline objects, arrays and
 * combinators) is a truncated node; each of those is reported to `found` with the use it
 * replaces.
 */
export function oneLevel(
  schema: SchemaModel,
  schemas: Record<string, SchemaModel>,
  found: (node: SchemaModel, use: SchemaModel) => void = () => undefined,
): SchemaModel {
  const step = (child: SchemaModel): SchemaModel => {
    if (!isRef(child)) return oneLevel(child, schemas, found);
    const node = truncatedRef(child, schemas[child.refName as string]);
    if (node.truncated) found(node, child);
    return node;
  };
  return { ...schema, ...mapChildSchemas(schema, step) };
}

/** Bytes of one schema file at most: a wider level is split into parts chained by `allOf`. */
export const SCHEMA_PART_BYTES = 24 * 1024;

export { partName };

/**
 * A level split into parts of at most SCHEMA_PART_BYTES: the first keeps the schema's own
 * fields and the first properties, each part ends with an `allOf` truncated node naming the next,
 * so a reader (or an editor) fetches the rest one file at a time.
 */
export function splitLevel(name: string, level: SchemaModel): Record<string, SchemaModel> {
  const properties = level.properties ?? [];
  if (JSON.stringify(level).length <= SCHEMA_PART_BYTES || properties.length < 2)
    return { [name]: level };
  const groups: (typeof properties)[] = [[]];
  let bytes = JSON.stringify({ ...level, properties: [] }).length + 100;
  for (const property of properties) {
    const size = JSON.stringify(property).length + 1;
    const group = groups[groups.length - 1];
    if (group.length > 0 && bytes + size > SCHEMA_PART_BYTES) {
      groups.push([property]);
      bytes = 200 + size;
    } else {
      group.push(property);
      bytes += size;
    }
  }
  const next = (index: number): SchemaModel[] =>
    index + 1 < groups.length
      ? [{ refName: partName(name, index + 2), truncated: true, type: 'object', constraints: {} }]
      : [];
  const parts: Record<string, SchemaModel> = {
    [name]: { ...level, properties: groups[0], allOf: [...(level.allOf ?? []), ...next(0)] },
  };
  groups.slice(1).forEach((group, i) => {
    const part = partName(name, i + 2);
    parts[part] = {
      type: 'object',
      refName: part,
      properties: group,
      allOf: next(i + 1),
      constraints: {},
    };
    if (parts[part].allOf?.length === 0) delete parts[part].allOf;
  });
  return parts;
}

/** One level of the named schema `use` refers to, with the annotations written beside the $ref. */
export function expandOne(
  use: SchemaModel,
  schemas: Record<string, SchemaModel>,
  found?: (node: SchemaModel, use: SchemaModel) => void,
): SchemaModel {
  const name = use.refName as string;
  const below: [SchemaModel, SchemaModel][] = [];
  const level: SchemaModel = {
    ...oneLevel(schemas[name], schemas, (node, of) => below.push([node, of])),
    refName: name,
  };
  delete level.truncated;
  const result = splitLevel(name, level)[name];
  // of a split level only the first part is here: report only the nodes it holds
  const held = result === level ? undefined : new Set(nodesOf(result));
  for (const [node, of] of below) if (!held || held.has(node)) found?.(node, of);
  for (const key of ANNOTATIONS) {
    if (use[key] !== undefined) Object.assign(result, { [key]: use[key] });
  }
  return result;
}

/** Every schema node of a tree, the root included. */
function nodesOf(schema: SchemaModel): SchemaModel[] {
  return [schema, ...childSchemas(schema).flatMap(nodesOf)];
}

/** Turns the truncated node into `expanded` in place, so the tree above it sees the change. */
function replace(node: SchemaModel, expanded: SchemaModel): void {
  for (const key of Object.keys(node)) delete (node as unknown as Record<string, unknown>)[key];
  Object.assign(node, expanded);
}

/**
 * Expands the schemas a page shows breadth-first within `budget` bytes of JSON. The first named
 * schema on each path (a body's, a response's, a parameter's own fields) is always expanded, so
 * the page shows top-level fields without JavaScript; deeper ones are expanded level by level
 * while they fit, and the first that does not fit ends the expansion: it and everything after it
 * in breadth-first order stay truncated nodes, fetched from the schema files on expand. A named
 * schema is never expanded inside itself (reference cycles stay finite).
 */
export function expandWithinBudget(
  roots: SchemaModel[],
  schemas: Record<string, SchemaModel>,
  budget = PAGE_SCHEMA_BUDGET,
): SchemaModel[] {
  const top: Pending[] = [];
  const result = roots.map((root) => {
    const found = (node: SchemaModel, use: SchemaModel) => top.push({ node, use, above: [] });
    if (!isRef(root)) return oneLevel(root, schemas, found);
    const node = truncatedRef(root, schemas[root.refName as string]);
    if (node.truncated) found(node, root);
    return node;
  });
  let queue: Pending[] = [];
  const expand = (pending: Pending, into: Pending[]) => {
    const above = [...pending.above, pending.use.refName as string];
    const expanded = expandOne(pending.use, schemas, (node, use) =>
      into.push({ node, use, above }),
    );
    replace(pending.node, expanded);
  };
  for (const pending of top) expand(pending, queue);
  let used = result.reduce((sum, schema) => sum + JSON.stringify(schema).length, 0);
  while (queue.length > 0) {
    const next: Pending[] = [];
    for (const pending of queue) {
      if (pending.above.includes(pending.use.refName as string)) continue; // a cycle
      const found: Pending[] = [];
      const above = [...pending.above, pending.use.refName as string];
      const expanded = expandOne(pending.use, schemas, (node, use) =>
        found.push({ node, use, above }),
      );
      const grows = JSON.stringify(expanded).length - JSON.stringify(pending.node).length;
      if (used + grows > budget) return result;
      replace(pending.node, expanded);
      used += grows;
      next.push(...found);
    }
    queue = next;
  }
  return result;
}

/** The operation with its schemas expanded within the page budget: what a method page carries. */
export function operationForPage(
  model: Pick<ApiReferenceModel, 'schemas'>,
  operation: OperationModel,
  budget = PAGE_SCHEMA_BUDGET,
): OperationModel {
  const roots: SchemaModel[] = [];
  const slot = (schema: SchemaModel) => roots.push(schema) - 1;
  const parameterSlots = operation.parameters.map((item) => slot(item.schema));
  const bodySlots = operation.requestBody?.content.map((item) => item.schema && slot(item.schema));
  const responseSlots = operation.responses.map((response) => ({
    content: response.content.map((item) => item.schema && slot(item.schema)),
    headers: response.headers.map((item) => slot(item.schema)),
  }));
  const expanded = expandWithinBudget(roots, model.schemas, budget);
  const parameter = (item: ParameterModel, at: number): ParameterModel => ({
    ...item,
    schema: expanded[at],
  });
  const media = (item: MediaModel, at: number | undefined): MediaModel =>
    at === undefined ? item : { ...item, schema: expanded[at] };
  const page: OperationModel = {
    ...operation,
    parameters: operation.parameters.map((item, i) => parameter(item, parameterSlots[i])),
    responses: operation.responses.map((response, r) => ({
      ...response,
      content: response.content.map((item, i) => media(item, responseSlots[r].content[i])),
      headers: response.headers.map((item, i) => parameter(item, responseSlots[r].headers[i])),
    })),
  };
  if (operation.requestBody && bodySlots)
    page.requestBody = {
      ...operation.requestBody,
      content: operation.requestBody.content.map((item, i) => media(item, bodySlots[i])),
    };
  if (operation.callbacks)
    // a callback's schemas share a quarter of the budget: the operation's own come first
    page.callbacks = operation.callbacks.map((callback) => ({
      ...callback,
      operations: callback.operations.map((item) => {
        const rest = operationForPage(
          model,
          { ...item, slug: '', name: '', path: '', scopes: [], deprecated: false },
          Math.floor(budget / 4),
        );
        return {
          httpMethod: rest.httpMethod,
          summary: rest.summary,
          descriptionHtml: rest.descriptionHtml,
          parameters: rest.parameters,
          responses: rest.responses,
          ...(rest.requestBody ? { requestBody: rest.requestBody } : {}),
        };
      }),
    }));
  return page;
}

/**
 * Every named schema of the API version, one level each (nested named schemas are truncated
 * nodes), a wide level split into parts: one static file per name or part, fetched when the
 * reader expands a truncated node.
 */
export function schemaChunks(
  model: Pick<ApiReferenceModel, 'schemas'>,
): Record<string, SchemaModel> {
  const chunks: Record<string, SchemaModel> = {};
  for (const name of Object.keys(model.schemas)) {
    const level: SchemaModel = { ...oneLevel(model.schemas[name], model.schemas), refName: name };
    delete level.truncated;
    Object.assign(chunks, splitLevel(name, level));
  }
  return chunks;
}
