import type { SchemaModel } from '../../../../../lib/reference/model';
import { toJsonSchema, truncatedNames } from './jsonSchema';

const string = (extra: Partial<SchemaModel> = {}): SchemaModel => ({
  type: 'string',
  constraints: {},
  ...extra,
});

const envelope: SchemaModel = {
  type: 'object',
  refName: 'envelopeDefinition',
  descriptionHtml: '<p>An <em>envelope</em> &amp; its parts.</p>',
  constraints: {},
  properties: [
    { name: 'emailSubject', required: true, schema: string({ constraints: { maxLength: 100 } }) },
    { name: 'status', required: false, schema: string({ enum: ['created', 'sent'] }) },
    {
      name: 'recipients',
      required: false,
      schema: { refName: 'EnvelopeRecipients', truncated: true, type: 'object', constraints: {} },
    },
  ],
};

describe('toJsonSchema', () => {
  it('keeps types, required fields, enums, constraints and plain-text descriptions', () => {
    const schema = toJsonSchema(envelope);
    expect(schema).toMatchObject({
      type: 'object',
      description: 'An envelope & its parts.',
      required: ['emailSubject'],
      properties: {
        emailSubject: { type: 'string', maxLength: 100 },
        status: { type: 'string', enum: ['created', 'sent'] },
      },
    });
  });

  it('flags unknown fields of a plain object, but not of composed or open ones', () => {
    expect(toJsonSchema(envelope).additionalProperties).toBe(false);
    const composed: SchemaModel = { ...envelope, allOf: [{ type: 'object', constraints: {} }] };
    expect(toJsonSchema(composed).additionalProperties).toBeUndefined();
    const map: SchemaModel = { type: 'object', constraints: {}, additionalProperties: string() };
    expect(toJsonSchema(map).additionalProperties).toEqual({ type: 'string' });
  });

  it('leaves a truncated part open until its chunk is loaded', () => {
    expect(toJsonSchema(envelope).properties?.recipients).toEqual({});
  });

  it('points a truncated part at its loaded chunk, so recursion stays finite', () => {
    const recipients: SchemaModel = {
      type: 'object',
      refName: 'EnvelopeRecipients',
      constraints: {},
      properties: [
        {
          name: 'parent',
          required: false,
          schema: { refName: 'EnvelopeRecipients', truncated: true, constraints: {} },
        },
      ],
    };
    const schema = toJsonSchema(envelope, { EnvelopeRecipients: recipients });
    expect(schema.properties?.recipients).toEqual({ $ref: '#/definitions/EnvelopeRecipients' });
    expect(schema.definitions?.EnvelopeRecipients).toMatchObject({
      type: 'object',
      properties: { parent: { $ref: '#/definitions/EnvelopeRecipients' } },
    });
  });

  it('maps nullable, file, deprecated and example to their JSON Schema forms', () => {
    expect(toJsonSchema(string({ nullable: true })).type).toEqual(['string', 'null']);
    expect(toJsonSchema({ type: 'file', constraints: {} }).type).toBe('string');
    expect(toJsonSchema(string({ deprecated: true })).deprecationMessage).toBeTruthy();
    expect(toJsonSchema(string({ example: 'x' })).examples).toEqual(['x']);
  });

  it('drops a pattern the browser cannot compile, keeps one it can', () => {
    expect(toJsonSchema(string({ constraints: { pattern: '(?<' } })).pattern).toBeUndefined();
    expect(toJsonSchema(string({ constraints: { pattern: '^[0-9]+$' } })).pattern).toBe('^[0-9]+$');
  });

  it('treats a broken reference as any value', () => {
    expect(toJsonSchema({ refName: 'Gone', unknown: true, constraints: {} })).toEqual({});
  });

  it('converts array items, variants and map values', () => {
    const schema = toJsonSchema({
      type: 'array',
      constraints: { minItems: 1 },
      items: { oneOf: [string(), { type: 'integer', constraints: {} }], constraints: {} },
    });
    expect(schema).toEqual({
      type: 'array',
      minItems: 1,
      items: { oneOf: [{ type: 'string' }, { type: 'integer' }] },
    });
  });
});

describe('truncatedNames', () => {
  it('finds every truncated part, however deep', () => {
    const schema: SchemaModel = {
      type: 'array',
      constraints: {},
      items: { ...envelope, allOf: [{ refName: 'Tabs', truncated: true, constraints: {} }] },
    };
    expect([...truncatedNames(schema)].sort()).toEqual(['EnvelopeRecipients', 'Tabs']);
  });
});
