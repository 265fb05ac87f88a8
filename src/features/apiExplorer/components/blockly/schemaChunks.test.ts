/** @jest-environment node */
import type { SchemaModel } from '../../../../../lib/reference/model';
import { envelopeCreateSchema, noteChunk, orderSchema } from './__fixtures__/bodySchemas';
import { chunkResolver } from '../../bodySchema';
import { boundaryRefs, loadChunks, refsAlongValue } from './schemaChunks';

const c = {};
// `note` leads to a deeper truncated schema that only a value can reach.
const deepNote: SchemaModel = {
  ...noteChunk,
  properties: [
    ...(noteChunk.properties ?? []),
    { name: 'by', required: false, schema: { refName: 'person', truncated: true, constraints: c } },
  ],
};
const person: SchemaModel = { type: 'object', refName: 'person', constraints: c, properties: [] };

test('the boundary of a page schema is its truncated named schemas', () => {
  expect(boundaryRefs(orderSchema)).toEqual(['note']);
  // the bundled body fits the page's budget whole; with none left, its top level is the page
  expect(boundaryRefs(envelopeCreateSchema())).toEqual([]);
  expect(boundaryRefs(envelopeCreateSchema(0))).toEqual([
    'document',
    'EnvelopeRecipients',
    'AccountCustomFields',
  ]);
});

test('a value reaching past a loaded chunk asks for the next one', () => {
  const value = { lines: [{ note: { by: { name: 'x' } } }] };
  const resolve = chunkResolver(new Map([['note', deepNote]]));
  expect(refsAlongValue(orderSchema, value, resolve)).toEqual(['person']);
  expect(refsAlongValue(orderSchema, { title: 'x' }, resolve)).toEqual([]);
});

test('loadChunks loads the boundary, then what the value reaches, once each', async () => {
  const load = jest.fn((name: string) =>
    name === 'note' ? Promise.resolve(deepNote) : Promise.resolve(person),
  );
  const value = { lines: [{ note: { by: {} } }, { note: { by: {} } }] };
  const chunks = await loadChunks(orderSchema, value, load);
  expect([...chunks.keys()]).toEqual(['note', 'person']);
  expect(load.mock.calls.map(([name]) => name)).toEqual(['note', 'person']);
});

test('a chunk that fails to load is left out and not retried in a loop', async () => {
  const load = jest.fn(() => Promise.reject(new Error('404')));
  const chunks = await loadChunks(orderSchema, { lines: [{ note: {} }] }, load);
  expect(chunks.size).toBe(0);
  expect(load).toHaveBeenCalledTimes(1);
});
