import {
  successResponse,
  type ApiReferenceModel,
  type OperationModel,
  type SchemaModel,
} from '../../lib/reference';

/** The environment's accountId, however a spec spells it (webforms: account_id). */
export const isAccountId = (name: string): boolean => name === 'accountId' || name === 'account_id';

/** The path parameters of a template, in order: /a/{accountId}/b/{bId} → [accountId, bId]. */
export const pathParameterNames = (template: string): string[] =>
  [...template.matchAll(/\{([^}/]+)\}/g)].map((match) => match[1]);

/** The top-level property names of a schema, through named schemas and allOf. */
function propertyNames(
  node: SchemaModel | undefined,
  schemas: Record<string, SchemaModel>,
  depth = 0,
): string[] {
  if (!node || depth > 4) return [];
  const named = node.refName && !node.properties ? schemas[node.refName] : undefined;
  if (named && named !== node) return propertyNames(named, schemas, depth + 1);
  return [
    ...(node.properties ?? []).map((property) => property.name),
    ...(node.allOf ?? []).flatMap((part) => propertyNames(part, schemas, depth + 1)),
  ];
}

/** Whether the operation's success answer carries a top-level `name` property. */
export const answersProperty = (
  operation: OperationModel,
  name: string,
  model: ApiReferenceModel,
): boolean => propertyNames(successResponse(operation).media?.schema, model.schemas).includes(name);

/** The path parameter that addresses one item of this collection path (…/envelopes → envelopeId). */
function itemParameters(collectionPath: string, operations: OperationModel[]): Set<string> {
  const names = new Set<string>();
  for (const operation of operations) {
    const rest = operation.path.slice(collectionPath.length);
    const match = operation.path.startsWith(collectionPath) && /^\/\{([^}/]+)\}(\/|$)/.exec(rest);
    if (match) names.add(match[1]);
  }
  return names;
}

/**
 * The ids a POST creates and answers, which the requests under it need: a POST on
 * /accounts/{accountId}/envelopes answering `envelopeId`, where …/envelopes/{envelopeId} exists.
 * Spec-driven, so only what the API description says is kept.
 */
export function createdIds(operation: OperationModel, model: ApiReferenceModel): string[] {
  if (operation.httpMethod !== 'POST' || operation.path.endsWith('}')) return [];
  const operations = model.categories.flatMap((category) =>
    category.resources.flatMap((resource) => resource.methods),
  );
  // accountId is the user's own (the environment's): creating an account must not replace it.
  return [...itemParameters(operation.path, operations)].filter(
    (name) => !isAccountId(name) && answersProperty(operation, name, model),
  );
}
