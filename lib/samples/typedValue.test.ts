/** @jest-environment node */
import type { SchemaModel } from '../reference/model';
import { typedValue, typeOf } from './typedValue';

const string: SchemaModel = { type: 'string', constraints: {} };
const schemas: Record<string, SchemaModel> = {
  signer: {
    type: 'object',
    constraints: {},
    properties: [{ name: 'recipientId', required: false, schema: string }],
  },
  status: { type: 'string', enum: ['sent'], constraints: {} },
};
const signer: SchemaModel = { refName: 'signer', constraints: {} };

describe('typedValue', () => {
  it('makes a named object schema a model class named after it', () => {
    expect(typeOf(signer, schemas)).toEqual({ kind: 'model', name: 'Signer' });
  });

  it('keeps a named schema that is no object (an enum) as its own type', () => {
    expect(typeOf({ refName: 'status', constraints: {} }, schemas)).toEqual({ kind: 'string' });
  });

  it('writes a value as its schema types it: the number 1 where the spec says string is "1"', () => {
    expect(typedValue(signer, { recipientId: 1 }, schemas)).toEqual({
      kind: 'model',
      name: 'Signer',
      fields: [{ name: 'recipientId', value: { kind: 'string', value: '1' } }],
    });
  });

  it('keeps the type of its value for a key the schema does not declare', () => {
    const value = typedValue(signer, { extra: true }, schemas);
    expect(value).toMatchObject({
      fields: [{ name: 'extra', value: { kind: 'boolean', value: true } }],
    });
  });

  it('types a list by its items and a map by its additional properties', () => {
    const list = typedValue({ type: 'array', items: signer, constraints: {} }, [{}], schemas);
    expect(list).toMatchObject({ kind: 'array', of: { kind: 'model', name: 'Signer' } });
    const map = { type: 'object', additionalProperties: string, constraints: {} };
    expect(typedValue(map, { a: 'b' }, schemas)).toEqual({
      kind: 'map',
      of: { kind: 'string' },
      entries: [{ key: 'a', value: { kind: 'string', value: 'b' } }],
    });
  });

  it('makes a binary string a file', () => {
    expect(typeOf({ type: 'string', format: 'binary', constraints: {} }, schemas)).toEqual({
      kind: 'file',
    });
  });
});
