// Swagger 2.0 (how specs are built here) → OpenAPI 3.0 or 3.1, the way converted platform
// specs look: requestBody, content maps, components, servers; 3.1 with type arrays and
// `examples` lists in schemas.

function renameRefs(node) {
  if (Array.isArray(node)) return node.map(renameRefs);
  if (node === null || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => [
      key,
      key === '$ref' && typeof value === 'string'
        ? value
            .replace('#/definitions/', '#/components/schemas/')
            .replace('#/parameters/', '#/components/parameters/')
        : renameRefs(value),
    ]),
  );
}

function parameter({ type, format, enum: values, ...rest }) {
  const schema = { type };
  if (format) schema.format = format;
  if (values) schema.enum = values;
  return { ...rest, schema };
}

function operation3(operation) {
  const { parameters = [], responses, ...rest } = operation;
  const body = parameters.find((p) => p.in === 'body');
  const result = {
    ...rest,
    parameters: parameters.filter((p) => p.in !== 'body').map((p) => (p.$ref ? p : parameter(p))),
  };
  if (body) {
    result.requestBody = {
      description: body.description,
      required: body.required,
      content: { 'application/json': { schema: body.schema } },
    };
  }
  result.responses = Object.fromEntries(
    Object.entries(responses).map(([status, { schema, examples, ...response }]) => {
      if (!schema) return [status, response];
      const media = { schema };
      if (examples) media.example = examples['application/json'];
      return [status, { ...response, content: { 'application/json': media } }];
    }),
  );
  return result;
}

/** 3.1 style inside schemas: `nullable` becomes a type array, `example` an `examples` list. */
function schema31(node) {
  if (Array.isArray(node)) return node.map(schema31);
  if (node === null || typeof node !== 'object') return node;
  const { nullable, example, ...rest } = node;
  const result = Object.fromEntries(Object.entries(rest).map(([k, v]) => [k, schema31(v)]));
  if (nullable && typeof result.type === 'string') result.type = [result.type, 'null'];
  if (example !== undefined) result.examples = [example];
  return result;
}

export function toOpenApi3(spec, version) {
  const { host, basePath, securityDefinitions, definitions, paths, parameters } = spec;
  // Keeps the top-level order of the 2.0 spec minus what OpenAPI 3 spells differently.
  const rest = Object.fromEntries(
    Object.entries(spec).filter(
      ([key]) =>
        ![
          'swagger',
          'host',
          'basePath',
          'schemes',
          'consumes',
          'produces',
          'securityDefinitions',
          'definitions',
          'parameters',
          'paths',
        ].includes(key),
    ),
  );
  const flow = Object.values(securityDefinitions)[0];
  const converted = renameRefs({
    openapi: version,
    ...rest,
    servers: [{ url: `https://${host}${basePath}` }],
    paths: Object.fromEntries(
      Object.entries(paths).map(([path, item]) => [
        path,
        Object.fromEntries(Object.entries(item).map(([verb, op]) => [verb, operation3(op)])),
      ]),
    ),
    components: {
      schemas: definitions,
      ...(parameters && {
        parameters: Object.fromEntries(
          Object.entries(parameters).map(([name, item]) => [name, parameter(item)]),
        ),
      }),
      securitySchemes: {
        accessCode: {
          type: 'oauth2',
          description: flow.description,
          flows: {
            authorizationCode: {
              authorizationUrl: flow.authorizationUrl,
              tokenUrl: flow.tokenUrl,
              scopes: flow.scopes,
            },
          },
        },
      },
    },
  });
  if (version.startsWith('3.1'))
    converted.components.schemas = schema31(converted.components.schemas);
  return converted;
}
