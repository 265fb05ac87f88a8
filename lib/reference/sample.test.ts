/** @jest-environment node */
import type { SchemaModel } from './model';
import { sampleValue } from './sample';

const s = (schema: Partial<SchemaModel>): SchemaModel => ({ constraints: {}, ...schema });
const prop = (name: string, schema: SchemaModel, required = false) => ({ name, required, schema });
const DAY = '2026-11-28';

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
  const sent = sampleValue(envelope, { leaveOut: 'readOnly', day: DAY }) as object;
  expect(Object.keys(sent).sort()).toEqual(['password', 'sentDateTime', 'status']);
  const answered = sampleValue(envelope, { leaveOut: 'writeOnly', day: DAY }) as object;
  expect(Object.keys(answered).sort()).toEqual(['envelopeId', 'sentDateTime', 'status']);
  expect(answered).toMatchObject({ sentDateTime: '2026-11-28T10:16:00Z', status: 'completed' });
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
  expect(sample).toContain('"n":1');
  expect(sample.length).toBeLessThan(2000);
  const shallow = sampleValue(node, { leaveOut: 'readOnly', schemas, maxDepth: 2 });
  expect(shallow).toEqual({ child: { n: 1 }, n: 1 });
});

it('shows the spec’s own example, default and enum value first', () => {
  const options = { leaveOut: 'writeOnly' as const };
  expect(sampleValue(s({ type: 'string', example: 'x', default: 'y' }), options)).toBe('x');
  expect(sampleValue(s({ type: 'string', default: 'y' }), options)).toBe('y');
  expect(sampleValue(s({ type: 'string', enum: ['sent', 'voided'] }), options)).toBe('sent');
});

it('never picks the placeholder "string" or null from an enum that has another value', () => {
  const options = { leaveOut: 'writeOnly' as const };
  expect(sampleValue(s({ type: 'string', enum: ['string', 'datetime'] }), options)).toBe(
    'datetime',
  );
  expect(sampleValue(s({ type: 'string', enum: [null, 'sold'] }), options)).toBe('sold');
  // the spec's only value stands
  expect(sampleValue(s({ type: 'string', enum: ['string'] }), options)).toBe('string');
});

it('names the values by the property: a signer, a carbon copy, the sender', () => {
  const person = s({
    type: 'object',
    properties: [
      prop('name', s({ type: 'string' })),
      prop('email', s({ type: 'string', format: 'email' })),
      prop('recipientId', s({ type: 'string' })),
    ],
  });
  const recipients = s({
    type: 'object',
    properties: [
      prop('signers', s({ type: 'array', items: s({ refName: 'signer' }) })),
      prop('carbonCopies', s({ type: 'array', items: s({ refName: 'carbonCopy' }) })),
      prop('sender', s({ refName: 'userInfo' })),
    ],
  });
  const schemas = { signer: person, carbonCopy: person, userInfo: person };
  expect(sampleValue(recipients, { leaveOut: 'readOnly', schemas })).toEqual({
    signers: [{ name: 'Pat Jones', email: 'signer@example.com', recipientId: '1' }],
    carbonCopies: [{ name: 'Sam Lee', email: 'cc@example.com', recipientId: '2' }],
    sender: { name: 'Alex Kim', email: 'sender@example.com', recipientId: '1' },
  });
});

it('makes the same ids from the same seed, others from another, one envelopeId a page', () => {
  const body = s({
    type: 'object',
    properties: [
      prop('envelopeId', s({ type: 'string', format: 'uuid' })),
      prop('documentsUri', s({ type: 'string' })),
    ],
  });
  const sample = (seed: string) =>
    sampleValue(body, { leaveOut: 'writeOnly', seed }) as Record<string, string>;
  expect(sample('GET /envelopes/{envelopeId}')).toEqual(sample('GET /envelopes/{envelopeId}'));
  expect(sample('GET /envelopes/{envelopeId}').envelopeId).not.toBe(
    sample('PUT /envelopes/{envelopeId}').envelopeId,
  );
  const { envelopeId, documentsUri } = sample('GET /envelopes/{envelopeId}');
  expect(documentsUri).toBe(`/envelopes/${envelopeId}/documents`);
  const parameter = sampleValue(s({ type: 'string', format: 'uuid' }), {
    leaveOut: 'readOnly',
    seed: 'GET /envelopes/{envelopeId}',
    name: 'envelopeId',
  });
  expect(parameter).toBe(envelopeId);
});

it('sets a discriminator to the variant shown', () => {
  const schemas = {
    Card: s({
      type: 'object',
      properties: [prop('last4', s({ type: 'string', example: '4242' }))],
    }),
    Bank: s({ type: 'object', properties: [prop('iban', s({ type: 'string' }))] }),
  };
  const method = s({
    oneOf: [s({ refName: 'Card' }), s({ refName: 'Bank' })],
    discriminator: { propertyName: 'kind', mapping: { card: 'Card', bank: 'Bank' } },
  });
  expect(sampleValue(method, { leaveOut: 'readOnly', schemas })).toEqual({
    kind: 'card',
    last4: '4242',
  });
});

it('keeps a required object or array below the depth sampled, empty', () => {
  const node = s({
    type: 'object',
    properties: [
      prop('tabs', s({ type: 'object', properties: [prop('x', s({ type: 'string' }))] }), true),
      prop('extra', s({ type: 'object', properties: [prop('x', s({ type: 'string' }))] })),
      prop('items', s({ type: 'array', items: s({ type: 'string' }) }), true),
    ],
  });
  expect(sampleValue(node, { leaveOut: 'readOnly', maxDepth: 1 })).toEqual({
    tabs: {},
    items: [],
  });
});
