import { upgradeToOpenApi31 } from '.';
import { upgradeSwagger2 } from './swagger2';

// The upgraded document, read as loosely as a test may: any key, to any depth (expect checks the
// values).
interface Doc {
  [key: string]: Doc;
}

const swagger = {
  swagger: '2.0',
  info: { title: 'Shapes' },
  host: 'api.example.test',
  basePath: '/v2',
  schemes: ['https', 'http'],
  consumes: ['application/json'],
  produces: ['application/json', 'application/xml'],
  securityDefinitions: {
    basicAuth: { type: 'basic', description: 'Basic' },
    oauth: {
      type: 'oauth2',
      flow: 'accessCode',
      authorizationUrl: 'https://a',
      tokenUrl: 'https://t',
      scopes: { read: 'Read' },
    },
  },
  parameters: {
    accountId: { name: 'accountId', in: 'path', required: true, type: 'string', format: 'uuid' },
  },
  responses: { NotFound: { description: 'Not found', schema: { $ref: '#/definitions/Error' } } },
  definitions: {
    Shape: {
      type: 'object',
      properties: { parent: { $ref: '#/definitions/Shape' }, lost: { $ref: '#/definitions/Gone' } },
    },
    Error: { type: 'object' },
  },
  paths: {
    '/accounts/{accountId}/shapes': {
      parameters: [{ $ref: '#/parameters/accountId' }, { $ref: '#/parameters/missing' }],
      post: {
        operationId: 'createShape',
        parameters: [
          {
            name: 'shape',
            in: 'body',
            required: true,
            description: 'The shape',
            schema: { $ref: '#/definitions/Shape' },
            'x-example': { sides: 3 },
          },
        ],
        responses: {
          '201': {
            description: 'Made',
            schema: { $ref: '#/definitions/Shape' },
            examples: { 'application/json': { id: 1 }, 'text/plain': 'one' },
            headers: { 'X-Rate': { type: 'integer', description: 'Left' } },
          },
          '404': { $ref: '#/responses/NotFound' },
        },
      },
      put: {
        consumes: ['multipart/form-data'],
        parameters: [
          {
            name: 'file',
            in: 'formData',
            type: 'file',
            required: true,
            description: 'The drawing',
          },
          { name: 'label', in: 'formData', type: 'string', maxLength: 10 },
        ],
        responses: {},
      },
    },
  },
};

const upgraded = upgradeSwagger2(JSON.parse(JSON.stringify(swagger))) as Doc;
const path = upgraded.paths['/accounts/{accountId}/shapes'];

test('the document: servers from schemes, host and basePath, components, no Swagger 2.0 keys', () => {
  expect(upgraded.openapi).toMatch(/^3\.0\./);
  expect(upgraded.servers).toEqual([
    { url: 'https://api.example.test/v2' },
    { url: 'http://api.example.test/v2' },
  ]);
  expect(Object.keys(upgraded.components.schemas)).toEqual(['Shape', 'Error']);
  for (const key of [
    'swagger',
    'host',
    'definitions',
    'securityDefinitions',
    'consumes',
    'parameters',
    'responses',
  ])
    expect(upgraded).not.toHaveProperty(key);
});

test('named-schema refs move to components; a broken one stays as written, for its warning', () => {
  expect(upgraded.components.schemas.Shape.properties).toEqual({
    parent: { $ref: '#/components/schemas/Shape' },
    lost: { $ref: '#/definitions/Gone' },
  });
});

test('shared parameters are followed and get a schema; a broken one stays a $ref', () => {
  expect(path.parameters).toEqual([
    { name: 'accountId', in: 'path', required: true, schema: { type: 'string', format: 'uuid' } },
    { $ref: '#/parameters/missing' },
  ]);
});

test('the body parameter becomes a request body sent as each consumes type', () => {
  expect(path.post.parameters).toEqual([]);
  expect(path.post.requestBody).toEqual({
    required: true,
    description: 'The shape',
    content: {
      'application/json': { schema: { $ref: '#/components/schemas/Shape' }, example: { sides: 3 } },
    },
  });
});

test("the body parameter's name is kept for the SDKs, as OpenAPI's converters keep it", () => {
  expect(path.post['x-codegen-request-body-name']).toBe('shape');
  expect(path.put).not.toHaveProperty('x-codegen-request-body-name');
});

test('form fields become one object schema, multipart when a field is a file', () => {
  expect(path.put.requestBody).toEqual({
    required: true,
    content: {
      'multipart/form-data': {
        schema: {
          type: 'object',
          properties: {
            file: { type: 'file', description: 'The drawing' },
            label: { type: 'string', maxLength: 10 },
          },
          required: ['file'],
        },
      },
    },
  });
});

test('responses: the schema as each produces type, examples by type, headers with a schema, shared ones followed', () => {
  const made = path.post.responses['201'];
  const shape = { $ref: '#/components/schemas/Shape' };
  expect(made.content).toEqual({
    'application/json': { schema: shape, example: { id: 1 } },
    'application/xml': { schema: shape },
    'text/plain': { schema: shape, example: 'one' },
  });
  expect(made.headers).toEqual({ 'X-Rate': { description: 'Left', schema: { type: 'integer' } } });
  expect(path.post.responses['404']).toEqual({
    description: 'Not found',
    content: {
      'application/json': { schema: { $ref: '#/components/schemas/Error' } },
      'application/xml': { schema: { $ref: '#/components/schemas/Error' } },
    },
  });
});

test('security definitions: basic is HTTP basic, an OAuth flow gets its OAS 3 name', () => {
  expect(upgraded.components.securitySchemes).toEqual({
    basicAuth: { type: 'http', scheme: 'basic', description: 'Basic' },
    oauth: {
      type: 'oauth2',
      flows: {
        authorizationCode: {
          authorizationUrl: 'https://a',
          tokenUrl: 'https://t',
          scopes: { read: 'Read' },
        },
      },
    },
  });
});

test('the given document is left as it was, and OpenAPI 3.1 documents pass through', () => {
  const given = JSON.parse(JSON.stringify(swagger));
  upgradeToOpenApi31(given, 'swagger-2.0');
  expect(given).toEqual(swagger);
  const oas3 = { openapi: '3.1.0', info: { title: 'x' } };
  expect(upgradeToOpenApi31(oas3, 'openapi-3.1')).toBe(oas3);
});
