import { operationForPage, schemaChunks } from './budget';
import { findMethod, normaliseFixture } from './__fixtures__/fixtureSpecs';
import type { SchemaModel } from './model';

// The coverage fixtures (one per format) through the normaliser: every construct of
// docs/behaviour.md §2.1 is kept in the catalog.

const field = (schema: SchemaModel, name: string) =>
  schema.properties?.find((property) => property.name === name)?.schema;

describe('Swagger 2.0', () => {
  const warnings: string[] = [];
  const model = normaliseFixture('coverage-swagger2.json', warnings);

  it('keeps the security definitions and each operation’s alternatives with scopes', () => {
    expect(model.securitySchemes).toEqual({
      oauth: {
        type: 'oauth2',
        flows: [
          {
            flow: 'authorizationCode',
            authorizationUrl: 'https://auth.example.test/authorize',
            tokenUrl: 'https://auth.example.test/token',
            scopes: { 'pets:read': 'Read pets', 'pets:write': 'Change pets' },
          },
        ],
      },
      basicAuth: { type: 'http', scheme: 'basic', descriptionHtml: expect.any(String) },
      apiKey: { type: 'apiKey', name: 'X-Api-Key', in: 'header' },
    });
    const create = findMethod(model, 'Pets', 'createpet');
    expect(create.security).toEqual([
      [{ scheme: 'oauth', scopes: ['pets:write'] }],
      [{ scheme: 'basicAuth', scopes: [] }],
    ]);
    expect(create.scopes).toEqual(['pets:write']);
  });

  it('reads a string discriminator and names its subtypes (allOf) as the mapping', () => {
    expect(model.schemas.Pet.discriminator).toEqual({
      propertyName: 'petType',
      mapping: { Cat: 'Cat' },
    });
    expect(warnings).toEqual([]);
  });
});

describe('OpenAPI 3.0', () => {
  const model = normaliseFixture('coverage-oas30.json');
  const create = findMethod(model, 'Orders', 'createorder');

  it('keeps discriminators with their mapping as schema names', () => {
    const order = model.schemas.Order;
    expect(field(order, 'payment')?.discriminator).toEqual({
      propertyName: 'method',
      mapping: { card: 'Card', transfer: 'Transfer' },
    });
    expect(field(order, 'gift')?.discriminator).toEqual({ propertyName: 'method' });
    expect(field(order, 'note')?.not).toMatchObject({
      type: 'string',
      constraints: { maxLength: 0 },
    });
    expect(field(order, 'callbackUrl')?.writeOnly).toBe(true);
  });

  it('keeps callbacks with their requests and responses, and response links', () => {
    expect(create.callbacks).toHaveLength(1);
    const [callback] = create.callbacks!;
    expect(callback).toMatchObject({
      name: 'orderShipped',
      expression: '{$request.body#/callbackUrl}',
    });
    expect(callback.operations[0]).toMatchObject({
      httpMethod: 'POST',
      summary: 'Tells you the order shipped.',
      requestBody: { content: [{ schema: { refName: 'Shipment' } }] },
      responses: [{ status: '204' }],
    });
    expect(create.responses[0].links).toEqual([
      {
        name: 'GetOrder',
        operationId: 'getOrder',
        parameters: { orderId: '$response.body#/id' },
        descriptionHtml: expect.stringContaining('Reads the order back.'),
      },
    ]);
  });

  it('keeps oauth2 flows, bearer, basic and API key schemes; an operation’s AND/OR alternatives', () => {
    expect(Object.keys(model.securitySchemes!)).toEqual(['oauth', 'bearer', 'basicAuth', 'apiKey']);
    expect(model.securitySchemes!.oauth.flows!.map((flow) => flow.flow)).toEqual([
      'authorizationCode',
      'clientCredentials',
    ]);
    expect(model.securitySchemes!.bearer).toEqual({
      type: 'http',
      scheme: 'bearer',
      bearerFormat: 'JWT',
    });
    expect(create.security).toEqual([
      [{ scheme: 'oauth', scopes: ['orders:write'] }],
      [
        { scheme: 'apiKey', scopes: [] },
        { scheme: 'basicAuth', scopes: [] },
      ],
    ]);
    // the spec-wide requirement applies where the operation declares none
    expect(findMethod(model, 'Orders', 'getorder').security).toEqual([
      [{ scheme: 'bearer', scopes: [] }],
    ]);
  });

  it('keeps named request examples for the picker', () => {
    expect(create.requestBody!.content[0].examples.map((e) => e.summary)).toEqual([
      'Paid by card',
      'Paid by transfer',
    ]);
  });
});

describe('OpenAPI 3.1', () => {
  const model = normaliseFixture('coverage-oas31.json');
  const shape = model.schemas.Shape;

  it('keeps const, type arrays, examples arrays, prefixItems, patternProperties, if/then/else, not', () => {
    expect(field(shape, 'kind')).toMatchObject({ const: 'shape', enum: ['shape'] });
    expect(field(shape, 'label')).toMatchObject({
      type: 'string | integer',
      example: 'a',
      examples: ['a', 1],
    });
    expect(field(shape, 'point')?.prefixItems?.map((item) => item.type)).toEqual([
      'number',
      'number',
    ]);
    expect(field(shape, 'tags')?.patternProperties).toEqual([
      { pattern: '^x-', schema: { type: 'string', constraints: {} } },
    ]);
    const size = field(shape, 'size')!;
    expect(size.if?.properties?.[0].schema.const).toBe('px');
    expect(size.then?.properties?.[0].schema.type).toBe('integer');
    expect(size.else?.properties?.[0].schema.type).toBe('number');
    expect(size.not).toBeDefined();
  });

  it('makes one operation per webhook with a unique slug, outside the categories', () => {
    expect(model.webhooks).toHaveLength(1);
    expect(model.webhooks![0]).toMatchObject({
      name: 'shapeDeleted',
      slug: 'shapedeleted',
      path: 'shapeDeleted',
      httpMethod: 'POST',
      security: [[{ scheme: 'apiKey', scopes: [] }]],
      requestBody: { content: [{ schema: { refName: 'Event' } }] },
    });
    const paths = model.categories.flatMap((c) =>
      c.resources.flatMap((r) => r.methods.map((m) => m.path)),
    );
    expect(paths).not.toContain('shapeDeleted');
  });

  it('an empty security list means no authorization', () => {
    expect(findMethod(model, 'Shapes', 'getshape').security).toEqual([]);
  });

  it('truncates named schemas inside the new keywords on pages and in schema files', () => {
    const page = operationForPage(model, findMethod(model, 'Shapes', 'createshape'), 0);
    const outline = field(page.requestBody!.content[0].schema!, 'outline')!;
    expect(outline.oneOf!.map((v) => v.truncated)).toEqual([true, true]);
    expect(page.callbacks![0].operations[0].requestBody!.content[0].schema).toMatchObject({
      refName: 'Event',
    });
    const chunk = schemaChunks(model).Shape;
    expect(field(chunk, 'outline')!.oneOf![0]).toEqual({
      refName: 'Circle',
      truncated: true,
      type: 'object',
      constraints: {},
    });
  });
});
