/** @jest-environment node */
import { envelopeCreateSchema, noteChunk, orderSchema } from './__fixtures__/bodySchemas';
import { BLOCK } from './blockState';
import { chunkResolver } from '../../bodySchema';
import { toolboxFor } from './bodyToolbox';
import type { ToolboxCategory, ToolboxItem } from './bodyToolbox';

const category = (items: ToolboxItem[], name: string) =>
  items.find((item): item is ToolboxCategory => item.kind === 'category' && item.name === name);
const blocks = (items: ToolboxItem[] | undefined) =>
  (items ?? []).filter((item) => item.kind === 'block');
const property = (items: ToolboxItem[] | undefined, name: string) =>
  blocks(items).find((item) => item.kind === 'block' && item.fields?.NAME === name);

test('the body category offers one ready property block per editable property', () => {
  const toolbox = toolboxFor(orderSchema);
  const body = category(toolbox.contents, 'Request body');
  const names = blocks(body?.contents).map((item) => item.kind === 'block' && item.fields?.NAME);
  expect(names).toEqual([
    'title',
    'count',
    'ratio',
    'urgent',
    'size',
    'level',
    'customer',
    'lines',
    'tags',
  ]); // `id` is read-only
  expect(property(body?.contents, 'title')).toMatchObject({
    fields: { MARK: '*' },
    inputs: { VALUE: { block: { type: BLOCK.text } } },
  });
  expect(property(body?.contents, 'count')).toMatchObject({
    fields: { MARK: '' },
    inputs: { VALUE: { block: { type: BLOCK.number, fields: { NUM: 0 } } } },
  });
  expect(property(body?.contents, 'urgent')?.inputs?.VALUE?.block?.type).toBe(BLOCK.boolean);
});

test('enum properties come with a dropdown of the schema values, set to the default', () => {
  const body = category(toolboxFor(orderSchema).contents, 'Request body');
  expect(property(body?.contents, 'size')?.inputs?.VALUE?.block).toEqual({
    type: BLOCK.enumeration,
    extraState: { options: ['"small"', '"large"'] },
    fields: { VALUE: '"large"' },
  });
  expect(property(body?.contents, 'level')?.inputs?.VALUE?.block?.fields).toEqual({ VALUE: '1' });
});

test('nested objects and arrays of objects get sub-categories; arrays offer an item', () => {
  const body = category(toolboxFor(orderSchema).contents, 'Request body');
  const customer = category(body?.contents ?? [], 'customer');
  expect(property(customer?.contents, 'name')?.fields?.MARK).toBe('*');
  expect(category(customer?.contents ?? [], 'address')).toBeDefined();
  const lines = category(body?.contents ?? [], 'lines[]');
  expect(blocks(lines?.contents)[0]).toMatchObject({
    type: BLOCK.item,
    inputs: { VALUE: { block: { type: BLOCK.object } } },
  });
  expect(property(lines?.contents, 'sku')?.fields?.MARK).toBe('*');
  expect(category(body?.contents ?? [], 'tags[]')).toBeUndefined(); // items are plain text
});

test('a truncated schema gets its category once its chunk is loaded', () => {
  const lines = (resolve?: ReturnType<typeof chunkResolver>) =>
    category(
      category(toolboxFor(orderSchema, resolve).contents, 'Request body')?.contents ?? [],
      'lines[]',
    );
  expect(category(lines()?.contents ?? [], 'note')).toBeUndefined();
  const note = category(
    lines(chunkResolver(new Map([['note', noteChunk]])))?.contents ?? [],
    'note',
  );
  expect(property(note?.contents, 'kind')?.inputs?.VALUE?.block?.type).toBe(BLOCK.enumeration);
});

test('the create-envelope toolbox follows the bundled spec', () => {
  const toolbox = toolboxFor(envelopeCreateSchema());
  expect(toolbox.contents.map((item) => item.name)).toEqual(['Request body', 'Values']);
  const body = category(toolbox.contents, 'Request body');
  // The bundled spec requires what the platform requires: no envelope field is (the sandbox
  // checks what it refuses), so none is marked.
  expect(property(body?.contents, 'emailSubject')?.fields?.MARK).toBe('');
  expect(property(body?.contents, 'status')?.inputs?.VALUE?.block).toMatchObject({
    extraState: { options: ['"created"', '"sent"'] },
    fields: { VALUE: '"created"' },
  });
  const signers = category(
    category(body?.contents ?? [], 'recipients')?.contents ?? [],
    'signers[]',
  );
  expect(property(signers?.contents, 'email')?.fields?.MARK).toBe('');
});

test('without an object schema the toolbox still has every value block', () => {
  const toolbox = toolboxFor(undefined);
  expect(toolbox.contents.map((item) => item.name)).toEqual(['Values']);
  const types = toolbox.contents[0].contents.map((item) => item.kind === 'block' && item.type);
  expect(types).toEqual([
    BLOCK.text,
    BLOCK.number,
    BLOCK.boolean,
    BLOCK.nil,
    BLOCK.object,
    BLOCK.array,
    BLOCK.property,
    BLOCK.item,
  ]);
});
