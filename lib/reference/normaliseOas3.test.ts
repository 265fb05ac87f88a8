/** @jest-environment node */
import { findMethod, normaliseFixture } from './__fixtures__/fixtureSpecs';

describe('normaliseSpec on an OpenAPI 3.0 spec without extensions', () => {
  const warnings: string[] = [];
  const model = normaliseFixture('oas30-plain.yaml', warnings);

  it('makes one category named after the API with resources from tags[0]', () => {
    expect(model.specFormat).toBe('openapi-3.0');
    expect(model.categories).toHaveLength(1);
    expect(model.categories[0]).toMatchObject({ name: 'Fixture API', slug: 'fixture-api' });
    expect(model.categories[0].resources.map((r) => [r.name, r.slug])).toEqual([
      ['Rooms', 'rooms'],
      ['Documents', 'documents'],
    ]);
  });

  it('slugs methods from the operationId', () => {
    const rooms = model.categories[0].resources[0];
    expect(rooms.methods.map((method) => method.slug)).toEqual(['getrooms', 'createroom']);
  });

  it('follows $refs to components parameters, request bodies and responses', () => {
    const list = findMethod(model, 'Rooms', 'getrooms');
    expect(list.parameters[0]).toMatchObject({
      name: 'count',
      schema: {
        type: 'integer',
        // 3.0's `maximum: 100, exclusiveMaximum: true`, read as 3.1 writes it
        constraints: { minimum: 1, exclusiveMaximum: 100 },
      },
    });
    expect(list.parameters[1]).toMatchObject({
      example: 'open',
      schema: { enum: ['open', 'closed'], default: 'open' },
    });
    expect(list.responses[0]).toMatchObject({
      status: '200',
      descriptionHtml: '<p>The rooms.</p>',
    });
    expect(list.responses[0].content[0].schema).toMatchObject({
      type: 'array',
      items: { refName: 'Room' },
    });
    const create = findMethod(model, 'Rooms', 'createroom');
    expect(create.requestBody).toMatchObject({
      required: true,
      descriptionHtml: '<p>The room to create.</p>',
    });
    expect(create.requestBody?.content[0].examples).toEqual([
      { name: 'simple', summary: 'A simple room', value: { name: 'Sale' } },
    ]);
    expect(create.responses.map((response) => response.status)).toEqual(['201', 'default']);
    expect(create.responses[0].content[0].examples).toEqual([
      { name: 'example', value: { roomId: 7, name: 'Sale' } },
    ]);
  });

  it('marks binary responses and reads response headers', () => {
    const download = findMethod(model, 'Documents', 'getdocument');
    expect(download.responses[0].content[0]).toMatchObject({
      contentType: 'application/pdf',
      binary: true,
    });
    expect(download.responses[0].headers[0]).toMatchObject({
      name: 'Content-Disposition',
      in: 'header',
      schema: { type: 'string' },
    });
  });

  it('keeps nullable, readOnly and length constraints of schemas', () => {
    const room = model.schemas.Room;
    const byName = Object.fromEntries(room.properties!.map((p) => [p.name, p.schema]));
    expect(byName.roomId.readOnly).toBe(true);
    expect(byName.name.constraints).toEqual({ minLength: 1, maxLength: 100 });
    expect(byName.agent.nullable).toBe(true);
  });

  it('degrades a broken $ref to an unknown schema with a warning naming file and pointer', () => {
    const owner = model.schemas.Room.properties!.find((p) => p.name === 'owner');
    expect(owner?.schema).toEqual({
      unknown: true,
      refName: '#/components/schemas/Person',
      constraints: {},
    });
    expect(warnings).toEqual(['oas30-plain.yaml: broken $ref #/components/schemas/Person']);
    expect(model.warnings).toEqual(warnings);
  });
});

describe('normaliseSpec on an OpenAPI 3.1 spec', () => {
  const model = normaliseFixture('oas31-types.json');
  const agreement = Object.fromEntries(
    model.schemas.Agreement.properties!.map((p) => [p.name, p.schema]),
  );

  it('reads type arrays as a type plus nullable', () => {
    expect(model.specFormat).toBe('openapi-3.1');
    expect(agreement.title).toMatchObject({
      type: 'string',
      nullable: true,
      example: 'Master services agreement',
    });
    expect(model.schemas.Party.properties![0].schema.type).toBe('string');
  });

  it('reads const as a one-value enum and numeric exclusiveMinimum', () => {
    expect(agreement.kind.enum).toEqual(['agreement']);
    expect(agreement.value.constraints).toEqual({ exclusiveMinimum: 0 });
  });

  it('keeps a description written beside a $ref', () => {
    const get = findMethod(model, 'Agreements', 'getagreement');
    expect(get.responses[0].content[0].schema).toEqual({
      refName: 'Agreement',
      descriptionHtml: '<p>The agreement found.</p>',
      constraints: {},
    });
  });
});

describe('normaliseSpec on a spec with no tags', () => {
  const model = normaliseFixture('no-tags.yaml');
  const resources = model.categories[0].resources;

  it('takes resources from the first meaningful path segment', () => {
    // versions (v2.1) and the accounts/{accountId} prefix are skipped when more segments follow
    expect(resources.map((resource) => resource.name)).toEqual(['Accounts', 'Envelopes', 'Users']);
    expect(resources[1].methods.map((method) => `${method.httpMethod} ${method.path}`)).toEqual([
      'GET /v2.1/accounts/{accountId}/envelopes',
      'POST /v2.1/accounts/{accountId}/envelopes',
      'GET /v2.1/accounts/{accountId}/envelopes/{envelopeId}',
    ]);
  });

  it('slugs methods without an operationId from verb and path', () => {
    expect(resources[1].methods.map((method) => method.slug)).toEqual([
      'listenvelopes',
      'post-v2-1-accounts-accountid-envelopes',
      'get-v2-1-accounts-accountid-envelopes-envelopeid',
    ]);
    expect(resources[0].methods[0].name).toBe('GET /v2.1/accounts/{accountId}');
  });
});
