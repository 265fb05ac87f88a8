import { upgradeOpenApi30, upgradeSchema } from './openapi30';

describe('a 3.0 schema in the 3.1 form', () => {
  it('writes an exclusive bound as the bound itself, and drops a false flag', () => {
    expect(upgradeSchema({ type: 'integer', minimum: 0, exclusiveMinimum: true })).toEqual({
      type: 'integer',
      exclusiveMinimum: 0,
    });
    expect(upgradeSchema({ maximum: 10, exclusiveMaximum: false })).toEqual({ maximum: 10 });
    // a 3.1 bound is left as it is
    expect(upgradeSchema({ exclusiveMinimum: 1 })).toEqual({ exclusiveMinimum: 1 });
  });

  it('writes nullable (and x-nullable) as a type list where there is a type to extend', () => {
    expect(upgradeSchema({ type: 'string', nullable: true })).toEqual({ type: ['string', 'null'] });
    expect(upgradeSchema({ type: 'string', 'x-nullable': true })).toEqual({
      type: ['string', 'null'],
    });
    expect(upgradeSchema({ type: 'string', nullable: false })).toEqual({ type: 'string' });
    // no type to extend: 3.1 has no spelling that keeps the schema's shape
    expect(upgradeSchema({ allOf: [{ $ref: '#/components/schemas/A' }], nullable: true })).toEqual({
      allOf: [{ $ref: '#/components/schemas/A' }],
      nullable: true,
    });
    expect(upgradeSchema({ $ref: '#/components/schemas/A', 'x-nullable': true })).toEqual({
      $ref: '#/components/schemas/A',
      nullable: true,
    });
  });

  it("moves a schema's example into examples, first", () => {
    expect(upgradeSchema({ type: 'string', example: 'a' })).toEqual({
      type: 'string',
      examples: ['a'],
    });
    expect(upgradeSchema({ example: 'a', examples: ['b'] })).toEqual({ examples: ['a', 'b'] });
  });

  it('keeps the order of the properties it rewrites, and a property named __proto__ as one', () => {
    const properties = JSON.parse(
      '{"a": {"type": "string", "nullable": true}, "__proto__": {"type": "integer", "nullable": true}, "b": {"type": "string"}}',
    );
    const upgraded = upgradeSchema({ type: 'object', properties }) as {
      properties: Record<string, unknown>;
    };
    expect(Object.keys(upgraded.properties)).toEqual(['a', '__proto__', 'b']);
    expect(Object.getPrototypeOf(upgraded.properties)).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(upgraded.properties, '__proto__')?.value).toEqual({
      type: ['integer', 'null'],
    });
    // the input is left as it was
    expect(properties.a).toEqual({ type: 'string', nullable: true });
  });

  it('reaches every subschema the normaliser reads', () => {
    const nullableString = { type: 'string', nullable: true };
    const upgraded = upgradeSchema({
      type: 'object',
      properties: { a: nullableString },
      patternProperties: { '^x-': nullableString },
      additionalProperties: nullableString,
      items: nullableString,
      allOf: [nullableString],
      anyOf: [nullableString],
      oneOf: [nullableString],
      not: nullableString,
    });
    expect(JSON.stringify(upgraded)).not.toContain('nullable');
  });
});

describe('a 3.0 document in the 3.1 form', () => {
  const bounded = { type: 'integer', minimum: 1, exclusiveMinimum: true };
  const spec = {
    openapi: '3.0.3',
    info: { title: 'x' },
    paths: {
      '/a': {
        parameters: [{ name: 'p', in: 'query', schema: bounded }],
        post: {
          parameters: [
            { name: 'q', in: 'query', content: { 'application/json': { schema: bounded } } },
          ],
          requestBody: { content: { 'application/json': { schema: bounded, example: 5 } } },
          responses: {
            '200': {
              headers: { 'X-Count': { schema: bounded } },
              content: { 'application/json': { schema: bounded } },
            },
          },
          callbacks: {
            done: {
              '{$request.body#/url}': {
                post: { requestBody: { content: { 'application/json': { schema: bounded } } } },
              },
            },
          },
        },
      },
    },
    components: {
      schemas: { A: bounded },
      parameters: { P: { name: 'p', in: 'query', schema: bounded } },
      headers: { H: { schema: bounded } },
      requestBodies: { B: { content: { 'application/json': { schema: bounded } } } },
      responses: { R: { content: { 'application/json': { schema: bounded } } } },
    },
  };

  it('upgrades the schema of every place a 3.0 document holds one, and says it is 3.1', () => {
    const given = JSON.parse(JSON.stringify(spec));
    const upgraded = upgradeOpenApi30(given);
    expect(upgraded.openapi).toBe('3.1.0');
    const text = JSON.stringify(upgraded);
    expect(text).not.toContain('"exclusiveMinimum":true');
    expect(text.match(/"exclusiveMinimum":1/g)).toHaveLength(11);
    // a media type's example is not a schema's: 3.1 keeps it
    expect(text).toContain('"example":5');
    // the given document is left as it was
    expect(given).toEqual(spec);
  });

  it('shares what needs no change', () => {
    const clean = { openapi: '3.1.0', paths: { '/a': { get: { responses: {} } } }, components: {} };
    expect(upgradeOpenApi30(clean)).toBe(clean);
  });
});
