import type {
  ApiReferenceModel,
  MediaModel,
  OperationModel,
  ParameterModel,
  SchemaModel,
} from './model';

/**
 * Expands `refName` nodes from `schemas` up to `depth` levels. Deeper refs, and refs to a
 * schema already being expanded on the way down (recursion), stay as truncated nodes that the
 * page fetches from the schema chunks when the reader opens them.
 */
export function inlineSchema(
  schema: SchemaModel,
  schemas: Record<string, SchemaModel>,
  depth: number,
): SchemaModel {
  return inline(schema, schemas, depth, []);
}

function inline(
  schema: SchemaModel,
  schemas: Record<string, SchemaModel>,
  depth: number,
  expanding: string[],
): SchemaModel {
  if (schema.refName !== undefined && !schema.unknown && !schema.truncated) {
    return expandRef(schema, schema.refName, schemas, depth, expanding);
  }
  return inlineChildren(schema, schemas, depth, expanding);
}

function expandRef(
  node: SchemaModel,
  name: string,
  schemas: Record<string, SchemaModel>,
  depth: number,
  expanding: string[],
): SchemaModel {
  const target = schemas[name];
  if (target === undefined) return { refName: name, unknown: true, constraints: {} };
  if (depth <= 0 || expanding.includes(name)) {
    const truncated: SchemaModel = { refName: name, truncated: true, constraints: {} };
    if (target.type !== undefined) truncated.type = target.type;
    if (node.descriptionHtml) truncated.descriptionHtml = node.descriptionHtml;
    return truncated;
  }
  const expanded = inlineChildren(target, schemas, depth - 1, [...expanding, name]);
  // annotations written beside the $ref (OAS 3.1) describe this use of the schema
  const result: SchemaModel = { ...expanded, refName: name };
  for (const key of [
    'descriptionHtml',
    'nullable',
    'readOnly',
    'writeOnly',
    'deprecated',
  ] as const) {
    if (node[key] !== undefined) Object.assign(result, { [key]: node[key] });
  }
  return result;
}

function inlineChildren(
  schema: SchemaModel,
  schemas: Record<string, SchemaModel>,
  depth: number,
  expanding: string[],
): SchemaModel {
  const step = (child: SchemaModel) => inline(child, schemas, depth, expanding);
  const result: SchemaModel = { ...schema };
  if (schema.properties)
    result.properties = schema.properties.map((property) => ({
      ...property,
      schema: step(property.schema),
    }));
  if (schema.items) result.items = step(schema.items);
  if (typeof schema.additionalProperties === 'object')
    result.additionalProperties = step(schema.additionalProperties);
  if (schema.oneOf) result.oneOf = schema.oneOf.map(step);
  if (schema.anyOf) result.anyOf = schema.anyOf.map(step);
  if (schema.allOf) result.allOf = schema.allOf.map(step);
  return result;
}

/** The operation with every schema it shows inlined to `depth`: what a method page carries. */
export function operationForPage(
  model: ApiReferenceModel,
  operation: OperationModel,
  depth = 3,
): OperationModel {
  const schemaOf = (schema: SchemaModel) => inlineSchema(schema, model.schemas, depth);
  const parameter = (item: ParameterModel): ParameterModel => ({
    ...item,
    schema: schemaOf(item.schema),
  });
  const media = (item: MediaModel): MediaModel =>
    item.schema ? { ...item, schema: schemaOf(item.schema) } : item;
  const page: OperationModel = {
    ...operation,
    parameters: operation.parameters.map(parameter),
    responses: operation.responses.map((response) => ({
      ...response,
      content: response.content.map(media),
      headers: response.headers.map(parameter),
    })),
  };
  if (operation.requestBody)
    page.requestBody = {
      ...operation.requestBody,
      content: operation.requestBody.content.map(media),
    };
  return page;
}

/**
 * Every named schema of the API, expanded to `depth` below itself: one static JSON file per
 * schema name, fetched when the reader expands a truncated node.
 */
export function schemaChunks(model: ApiReferenceModel, depth = 3): Record<string, SchemaModel> {
  return Object.fromEntries(
    Object.keys(model.schemas).map((name) => [
      name,
      inline({ refName: name, constraints: {} }, model.schemas, depth + 1, []),
    ]),
  );
}
