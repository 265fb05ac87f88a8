/** @jest-environment node */
import type { SchemaModel } from './model';
import { sampleValue } from './sample';

const s = (schema: Partial<SchemaModel>): SchemaModel => ({ constraints: {}, ...schema });
const prop = (name: string, schema: SchemaModel) => ({ name, required: false, schema });

const envelope = s({
  type: 'object',
  allOf: [s({ type: 'object', properties: [prop('status', s({ type: 'string' }))] })],
  properties: [
    prop('envelopeId', s({ type: 'string', format: 'uuid', readOnly: true })),
    prop('password', s({ type: 'string', writeOnly: true })),
    prop('sentDateTime', s({ type: 'string', format: 'date-time' })),
  ],
});

it('leaves read-only properties out of what a client sends, write-only out of answers', () => {
  expect(sampleValue(envelope, { leaveOut: 'readOnly' })).toEqual({
    status: 'string',
    password: 'string',
    sentDateTime: '2026-01-01T00:00:00.0000000Z',
  });
  expect(sampleValue(envelope, { leaveOut: 'writeOnly' })).toEqual({
    status: 'string',
    envelopeId: '00000000-0000-4000-8000-000000000000',
    sentDateTime: '2026-01-01T00:00:00.0000000Z',
  });
});

it('resolves a named schema only when given the schemas, and stops a recursive one', () => {
  const node = s({ refName: 'node' });
  const schemas = {
    node: s({
      type: 'object',
      properties: [prop('child', node), prop('n', s({ type: 'integer' }))],
    }),
  };
  expect(sampleValue(node, { leaveOut: 'readOnly' })).toEqual({});
  const sample = JSON.stringify(sampleValue(node, { leaveOut: 'readOnly', schemas }));
  expect(sample).toContain('"n":0');
  expect(sample.length).toBeLessThan(2000);
});
