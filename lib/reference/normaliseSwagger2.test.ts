/** @jest-environment node */
import { findMethod, normaliseFixture } from './__fixtures__/fixtureSpecs';

describe('normaliseSpec on a Swagger 2.0 spec with vendor extensions', () => {
  const warnings: string[] = [];
  const model = normaliseFixture('swagger2-extensions.json', warnings);

  it('takes categories from x-ds-categories, in their order, dropping ones without operations', () => {
    expect(model.specFormat).toBe('swagger-2.0');
    expect(
      model.categories.map((category) => [category.name, category.slug, category.summary]),
    ).toEqual([
      ['Accounts', 'accounts', 'Account settings'],
      ['Envelopes', 'envelopes', 'Send documents'],
    ]);
    expect(model.categories[0].descriptionHtml).toBe('<p>Manage <em>accounts</em>.</p>');
  });

  it('places a resource by x-ds-service, falling back to the x-ds-category of its schema', () => {
    const envelopes = model.categories[1];
    // EnvelopeDocuments' x-ds-service "Documents" is no category; its schema says Envelopes
    expect(envelopes.resources.map((resource) => resource.name)).toEqual([
      'Envelopes',
      'EnvelopeDocuments',
    ]);
    expect(envelopes.resources[0].descriptionHtml).toBe(
      '<p>An envelope is a <strong>container</strong>.</p>',
    );
  });

  it('puts every operation in exactly one place', () => {
    const methods = model.categories.flatMap((c) => c.resources.flatMap((r) => r.methods));
    const keys = methods.map((method) => `${method.httpMethod} ${method.path}`);
    expect(keys).toHaveLength(7);
    expect(new Set(keys).size).toBe(7);
  });

  it('names methods from x-ds-method and x-ds-methodname', () => {
    const create = findMethod(model, 'Envelopes', 'create');
    expect(create).toMatchObject({
      name: 'create',
      sdkMethodName: 'createEnvelope',
      httpMethod: 'POST',
    });
    expect(create.operationId).toBe('Envelopes_PostEnvelopes');
  });

  it("keeps what the SDKs call a method: its API class, its body parameter's name, and whether they have it", () => {
    const create = findMethod(model, 'Envelopes', 'create');
    expect(create).toMatchObject({ sdkService: 'Envelopes', sdkBodyName: 'envelopeDefinition' });
    expect(create.notInSdk).toBeUndefined();
    const download = findMethod(model, 'EnvelopeDocuments', 'get');
    expect(download).toMatchObject({ sdkService: 'Documents', notInSdk: true });
    expect(download.sdkBodyName).toBeUndefined();
    expect(create.descriptionHtml).toContain('<a href="https://example.test/guide">');
  });

  it('gives duplicate method names unique slugs and warns about them', () => {
    const envelopes = model.categories[1].resources[0];
    expect(envelopes.methods.map((method) => method.slug)).toEqual([
      'create',
      'list',
      'get',
      'get-2',
    ]);
    expect(warnings).toContainEqual(
      expect.stringMatching(/^swagger2-extensions\.json: duplicate method "get".*"get-2"/),
    );
  });

  it('merges path-level parameters, the operation overriding the same name', () => {
    const get = findMethod(model, 'Envelopes', 'get');
    expect(get.parameters.map((parameter) => parameter.name)).toEqual(['accountId', 'envelopeId']);
    expect(get.parameters[1]).toMatchObject({
      descriptionHtml: '<p>operation level</p>',
      schema: { format: 'uuid' },
    });
    expect(get.parameters[0]).toMatchObject({
      in: 'path',
      required: true,
      descriptionHtml: '<p>The account ID.</p>',
    });
  });

  it('keeps every constraint, enum and default of a parameter', () => {
    const list = findMethod(model, 'Envelopes', 'list');
    const count = list.parameters.find((parameter) => parameter.name === 'count');
    const search = list.parameters.find((parameter) => parameter.name === 'search_text');
    expect(count?.schema).toMatchObject({
      type: 'integer',
      constraints: { minimum: 1, maximum: 100, multipleOf: 1 },
    });
    expect(search?.schema.constraints).toEqual({
      minLength: 2,
      maxLength: 50,
      pattern: '^[a-z]+$',
    });
    const include = findMethod(model, 'Accounts', 'get').parameters[1];
    expect(include.schema).toMatchObject({ enum: ['true', 'false'], default: 'false' });
    expect(list.responses[0].content[0].schema?.constraints).toEqual({
      minItems: 0,
      maxItems: 100,
      uniqueItems: true,
    });
  });

  it('turns the body parameter into a request body per consumes type, with x-ds-examples', () => {
    const create = findMethod(model, 'Envelopes', 'create');
    expect(create.parameters.map((parameter) => parameter.name)).toEqual(['accountId']);
    expect(create.requestBody?.required).toBe(true);
    expect(create.requestBody?.content[0]).toMatchObject({
      contentType: 'application/json',
      schema: { refName: 'Envelopes' },
      examples: [{ name: 'sendOne', summary: 'Send one document', value: { status: 'sent' } }],
    });
    expect(create.responses[0].content[0].examples).toEqual([
      { name: 'created', value: { envelopeId: 'abc' } },
    ]);
  });

  it('reads response examples keyed by mime type', () => {
    const get = findMethod(model, 'Accounts', 'get');
    expect(get.responses[0].content[0].examples).toEqual([
      { name: 'example', value: { accountName: 'Example Co' } },
    ]);
  });

  it('turns formData parameters into a multipart body and type file into binary', () => {
    const upload = findMethod(model, 'EnvelopeDocuments', 'update');
    const media = upload.requestBody?.content[0];
    expect(media?.contentType).toBe('multipart/form-data');
    expect(media?.schema?.properties?.[0]).toMatchObject({
      name: 'file',
      required: true,
      schema: { type: 'string', format: 'binary' },
    });
    const download = findMethod(model, 'EnvelopeDocuments', 'get');
    expect(download.responses[0].content).toEqual([
      expect.objectContaining({ contentType: 'application/pdf', binary: true }),
    ]);
  });

  it('marks deprecated operations and collects OAuth scopes', () => {
    expect(findMethod(model, 'Envelopes', 'list')).toMatchObject({
      deprecated: true,
      scopes: ['signature', 'extended'],
    });
    expect(findMethod(model, 'Envelopes', 'create')).toMatchObject({
      deprecated: false,
      scopes: ['signature'],
    });
  });

  it('keeps named schemas one level deep, with x-nullable and servers from host', () => {
    expect(model.servers).toEqual([{ url: 'https://demo.example.test/restapi', variables: [] }]);
    const envelopes = model.schemas.Envelopes;
    expect(envelopes.properties?.map((p) => [p.name, p.required])).toEqual([
      ['status', true],
      ['emailSubject', false],
      ['documents', false],
    ]);
    expect(envelopes.properties?.[1].schema).toMatchObject({
      nullable: true,
      constraints: { maxLength: 100 },
    });
    expect(envelopes.properties?.[2].schema.items).toEqual({
      refName: 'Document',
      constraints: {},
    });
  });
});
