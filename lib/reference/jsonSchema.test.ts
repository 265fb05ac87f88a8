/** @jest-environment node */
import Ajv from 'ajv';
import type { SchemaModel } from './model';
import {
  editorJsonSchema,
  editorJsonSchemaOptions,
  jsonSchemaDefinitions,
  toJsonSchema,
  truncatedNames,
  validationJsonSchemaOptions,
} from './jsonSchema';

const s = (extra: Partial<SchemaModel> = {}): SchemaModel => ({ constraints: {}, ...extra });
const string = (extra: Partial<SchemaModel> = {}) => s({ type: 'string', ...extra });

// The two presets in use: the sandbox's Ajv validation and the explorer's body editor.
const schemas: Record<string, SchemaModel> = {
  node: s({
    type: 'object',
    properties: [
      { name: 'name', required: true, schema: string({ constraints: { maxLength: 5 } }) },
      { name: 'child', required: false, schema: s({ refName: 'node' }) },
    ],
  }),
};
const validation = validationJsonSchemaOptions('api', schemas);
const editor = editorJsonSchemaOptions(schemas);

const envelope: SchemaModel = s({
  type: 'object',
  refName: 'envelopeDefinition',
  descriptionHtml: '<p>An <em>envelope</em> &amp; its parts.</p>',
  properties: [
    { name: 'emailSubject', required: true, schema: string({ constraints: { maxLength: 100 } }) },
    { name: 'status', required: false, schema: string({ enum: ['created', 'sent'] }) },
    {
      name: 'recipients',
      required: false,
      schema: s({ refName: 'EnvelopeRecipients', truncated: true, type: 'object' }),
    },
  ],
});

describe('references and recursion', () => {
  it('refs: named — every named node is a $ref, the definition itself is written in full', () => {
    const definitions = jsonSchemaDefinitions(schemas, validation);
    expect(definitions.node.properties?.child).toEqual({ $ref: 'api#/definitions/node' });
    expect(toJsonSchema(s({ refName: 'node' }), validation)).toEqual({
      $ref: 'api#/definitions/node',
    });
    const ajv = new Ajv({ strict: false });
    ajv.addSchema({ $id: 'api', definitions });
    const validate = ajv.compile(toJsonSchema(s({ refName: 'node' }), validation));
    expect(validate({ name: 'a', child: { name: 'b', child: { name: 'c' } } })).toBe(true);
    expect(validate({ name: 'a', child: { child: { name: 'too long' } } })).toBe(false);
    expect(validate.errors?.[0].instancePath).toBe('/child');
  });

  it('refs: named — a name the API does not define is converted as it stands', () => {
    expect(toJsonSchema(string({ refName: 'Elsewhere' }), validation)).toEqual({ type: 'string' });
  });

  it('refs: truncated — expanded named nodes stay inline, loaded stand-ins become $refs', () => {
    const expanded = toJsonSchema(string({ refName: 'node' }), editor);
    expect(expanded).toMatchObject({ type: 'string' });
    expect(toJsonSchema(s({ refName: 'node', truncated: true }), editor)).toEqual({
      $ref: '#/definitions/node',
    });
  });

  it('leaves a truncated node open when there is nothing to point at, in either mode', () => {
    const none = { ...validation, refTo: () => undefined };
    const stub = s({ refName: 'Gone', truncated: true, type: 'object' });
    expect(toJsonSchema(stub, none)).toEqual({});
    expect(toJsonSchema(stub, { ...editor, refTo: () => undefined })).toEqual({});
  });

  it('treats a broken reference as any value', () => {
    expect(toJsonSchema(s({ refName: 'Gone', unknown: true }), validation)).toEqual({});
    expect(toJsonSchema(s({ refName: 'Gone', unknown: true }), editor)).toEqual({});
  });
});

describe('types', () => {
  it('writes nullable as a type list, once, and a 3.1 type list as a list', () => {
    expect(toJsonSchema(string({ nullable: true }), validation).type).toEqual(['string', 'null']);
    expect(toJsonSchema(s({ type: 'null', nullable: true }), editor).type).toBe('null');
    expect(toJsonSchema(s({ type: 'string | integer', nullable: true }), editor).type).toEqual([
      'string',
      'integer',
      'null',
    ]);
    const ajv = new Ajv({ strict: false });
    const validate = ajv.compile(toJsonSchema(s({ type: 'string | integer' }), validation));
    expect([validate('a'), validate(1), validate(true)]).toEqual([true, true, false]);
  });

  it('leaves a type that is not JSON Schema unchecked', () => {
    expect(toJsonSchema(s({ type: 'date' }), validation)).toEqual({});
  });

  it('file: any accepts anything, file: string is a string', () => {
    const file = s({ type: 'file', format: 'binary', descriptionHtml: '<p>A PDF</p>' });
    expect(toJsonSchema(file, validation)).toEqual({});
    expect(toJsonSchema(file, editor)).toEqual({
      type: 'string',
      format: 'binary',
      description: 'A PDF',
    });
  });

  it('formats: checked keeps string formats but binary and byte; all keeps every one', () => {
    expect(toJsonSchema(string({ format: 'date-time' }), validation).format).toBe('date-time');
    expect(toJsonSchema(string({ format: 'byte' }), validation).format).toBeUndefined();
    expect(toJsonSchema(string({ format: 'binary' }), validation).format).toBeUndefined();
    expect(
      toJsonSchema(s({ type: 'integer', format: 'int64' }), validation).format,
    ).toBeUndefined();
    expect(toJsonSchema(string({ format: 'byte' }), editor).format).toBe('byte');
    expect(toJsonSchema(s({ type: 'integer', format: 'int64' }), editor).format).toBe('int64');
  });
});

describe('enums and constraints', () => {
  it('lists each enum value once and adds null to a nullable enum', () => {
    const schema = s({ type: 'string', nullable: true, enum: ['sold', null, 'sold'] });
    for (const options of [validation, editor]) {
      expect(toJsonSchema(schema, options).enum).toEqual(['sold', null]);
    }
    expect(() =>
      new Ajv({ strict: false }).compile(toJsonSchema(schema, validation)),
    ).not.toThrow();
    expect(toJsonSchema(string({ enum: ['a', 'b'] }), editor).enum).toEqual(['a', 'b']);
  });

  it('writes draft-04 boolean exclusive bounds in the numeric form', () => {
    const bounded = s({
      type: 'number',
      constraints: { minimum: 0, exclusiveMinimum: true, maximum: 10, exclusiveMaximum: true },
    });
    expect(toJsonSchema(bounded, validation)).toEqual({
      type: 'number',
      exclusiveMinimum: 0,
      exclusiveMaximum: 10,
    });
    const numeric = s({ type: 'number', constraints: { exclusiveMinimum: 1, multipleOf: 2 } });
    expect(toJsonSchema(numeric, editor)).toEqual({
      type: 'number',
      exclusiveMinimum: 1,
      multipleOf: 2,
    });
    const open = s({ type: 'number', constraints: { minimum: 3, exclusiveMinimum: false } });
    expect(toJsonSchema(open, validation)).toEqual({ type: 'number', minimum: 3 });
  });

  it('keeps string and array constraints', () => {
    const schema = s({
      type: 'array',
      constraints: { minItems: 1, maxItems: 3, uniqueItems: true },
      items: string({ constraints: { minLength: 2, maxLength: 4, pattern: '^[a-z]+$' } }),
    });
    expect(toJsonSchema(schema, validation)).toEqual({
      type: 'array',
      minItems: 1,
      maxItems: 3,
      uniqueItems: true,
      items: { type: 'string', minLength: 2, maxLength: 4, pattern: '^[a-z]+$' },
    });
  });

  it('drops a pattern that cannot be compiled, so the rest is still checked', () => {
    const schema = string({ constraints: { pattern: '(?<', maxLength: 2 } });
    for (const options of [validation, editor]) {
      expect(toJsonSchema(schema, options).pattern).toBeUndefined();
    }
    const validate = new Ajv({ strict: false }).compile(toJsonSchema(schema, validation));
    expect(validate('abc')).toBe(false);
  });
});

describe('objects', () => {
  const account = s({
    type: 'object',
    properties: [
      { name: 'name', required: true, schema: string() },
      { name: 'id', required: true, schema: string({ readOnly: true }) },
      { name: 'password', required: true, schema: string({ writeOnly: true }) },
    ],
  });

  it('direction: a request does not require read-only fields, a response write-only ones', () => {
    expect(toJsonSchema(account, validation).required).toEqual(['name', 'password']);
    expect(toJsonSchema(account, { ...validation, direction: 'response' }).required).toEqual([
      'name',
      'id',
    ]);
    expect(toJsonSchema(account, editor).required).toEqual(['name', 'id', 'password']);
  });

  it('writes readOnly and writeOnly for every consumer', () => {
    for (const options of [validation, editor]) {
      const { properties } = toJsonSchema(account, options);
      expect(properties?.id.readOnly).toBe(true);
      expect(properties?.password.writeOnly).toBe(true);
    }
  });

  it('closePlainObjects flags unknown fields of plain objects only', () => {
    expect(toJsonSchema(account, editor).additionalProperties).toBe(false);
    expect(toJsonSchema(account, validation).additionalProperties).toBeUndefined();
    const composed = { ...account, allOf: [s({ type: 'object' })] };
    expect(toJsonSchema(composed, editor).additionalProperties).toBeUndefined();
    const open = { ...account, additionalProperties: true };
    expect(toJsonSchema(open, editor).additionalProperties).toBe(true);
  });

  it('keeps additionalProperties: false and map values in every mode', () => {
    const closed = { ...account, additionalProperties: false };
    expect(toJsonSchema(closed, validation).additionalProperties).toBe(false);
    const map = s({ type: 'object', additionalProperties: string() });
    for (const options of [validation, editor]) {
      expect(toJsonSchema(map, options).additionalProperties).toEqual({ type: 'string' });
    }
  });

  it('writes oneOf as anyOf, and both together each as a part of allOf', () => {
    const variants = [string(), s({ type: 'integer' })];
    expect(toJsonSchema(s({ oneOf: variants }), validation)).toEqual({
      anyOf: [{ type: 'string' }, { type: 'integer' }],
    });
    expect(toJsonSchema(s({ oneOf: variants, anyOf: [string()], allOf: [s({})] }), editor)).toEqual(
      {
        allOf: [
          { anyOf: [{ type: 'string' }, { type: 'integer' }] },
          { anyOf: [{ type: 'string' }] },
          {},
        ],
      },
    );
  });
});

describe('annotations', () => {
  const annotated = string({
    title: 'Subject',
    descriptionHtml: '<p>The <em>subject</em> &amp; more.</p>',
    deprecated: true,
    default: 'Hi',
    example: 'Please sign',
  });

  it('annotations: true writes plain-text hover and completion text', () => {
    expect(toJsonSchema(annotated, editor)).toEqual({
      type: 'string',
      title: 'Subject',
      description: 'The subject & more.',
      deprecationMessage: 'Deprecated.',
      default: 'Hi',
      examples: ['Please sign'],
    });
  });

  it('annotations: false writes what is checked only', () => {
    expect(toJsonSchema(annotated, validation)).toEqual({ type: 'string' });
  });
});

describe('editorJsonSchema', () => {
  it('keeps types, required fields, enums, constraints and plain-text descriptions', () => {
    expect(editorJsonSchema(envelope)).toMatchObject({
      type: 'object',
      description: 'An envelope & its parts.',
      required: ['emailSubject'],
      additionalProperties: false,
      properties: {
        emailSubject: { type: 'string', maxLength: 100 },
        status: { type: 'string', enum: ['created', 'sent'] },
      },
    });
  });

  it('leaves a truncated part open until its chunk is loaded', () => {
    expect(editorJsonSchema(envelope).properties?.recipients).toEqual({});
    expect(editorJsonSchema(envelope).definitions).toBeUndefined();
  });

  it('points a truncated part at its loaded chunk under a plain key, so recursion stays finite', () => {
    const recipients = s({
      type: 'object',
      refName: 'Envelope Recipients',
      properties: [
        {
          name: 'parent',
          required: false,
          schema: s({ refName: 'Envelope Recipients', truncated: true }),
        },
      ],
    });
    const withSpace = {
      ...envelope,
      properties: [
        {
          name: 'recipients',
          required: false,
          schema: s({ refName: 'Envelope Recipients', truncated: true }),
        },
      ],
    };
    const schema = editorJsonSchema(withSpace, { 'Envelope Recipients': recipients });
    expect(schema.properties?.recipients).toEqual({ $ref: '#/definitions/Envelope_Recipients' });
    expect(schema.definitions?.Envelope_Recipients).toMatchObject({
      type: 'object',
      properties: { parent: { $ref: '#/definitions/Envelope_Recipients' } },
    });
  });

  it('direction: request leaves read-only fields out of required', () => {
    const body = s({
      type: 'object',
      properties: [{ name: 'id', required: true, schema: string({ readOnly: true }) }],
    });
    expect(editorJsonSchema(body).required).toEqual(['id']);
    expect(editorJsonSchema(body, {}, 'request').required).toBeUndefined();
  });
});

describe('truncatedNames', () => {
  it('finds every truncated part, however deep', () => {
    const schema = s({
      type: 'array',
      items: { ...envelope, allOf: [s({ refName: 'Tabs', truncated: true })] },
    });
    expect([...truncatedNames(schema)].sort()).toEqual(['EnvelopeRecipients', 'Tabs']);
  });
});
