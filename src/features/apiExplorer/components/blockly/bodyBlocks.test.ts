/** @jest-environment node */
import { envelopeCreateSchema, noteChunk, orderSchema } from './__fixtures__/bodySchemas';
import { BLOCK, chain, unchain } from './blockState';
import type { BlockState, WorkspaceState } from './blockState';
import { workspaceToBody } from './blocksToBody';
import { chunkResolver } from '../../bodySchema';
import { bodyToWorkspace, valueBlock } from './bodyToBlocks';

const order = {
  title: 'Pens',
  count: 3,
  ratio: 0.5,
  urgent: false,
  size: 'small',
  level: 2,
  customer: { name: 'Ann', address: { city: 'Oslo' } },
  lines: [{ sku: 'A-1' }, { sku: 'B-2', note: { kind: 'warn' } }],
  tags: ['red', 'blue'],
};

const roundTrip = (value: unknown, schema = orderSchema) =>
  workspaceToBody(bodyToWorkspace(value, schema));

const root = (state: WorkspaceState) => state.blocks?.blocks[0] as BlockState;
const properties = (object: BlockState | undefined) => unchain(object?.inputs?.PROPS?.block);
const propertyNamed = (object: BlockState | undefined, name: string) =>
  properties(object).find((block) => block.fields?.NAME === name);

test('value → blocks → value is the identity on nested objects, arrays, enums, numbers', () => {
  expect(roundTrip(order)).toEqual(order);
  // key order is the stacking order of the property blocks
  expect(Object.keys(roundTrip(order) as object)).toEqual(Object.keys(order));
});

test('the round trip keeps any JSON, whatever the schema says', () => {
  const odd = {
    title: 7,
    size: 'huge',
    extra: { deep: [[1, 'x'], null, true] },
    empty: {},
    none: [],
  };
  expect(roundTrip(odd)).toEqual(odd);
  expect(roundTrip({}, orderSchema)).toEqual({});
  expect(
    roundTrip(['a', 1], {
      type: 'array',
      items: { type: 'string', constraints: {} },
      constraints: {},
    }),
  ).toEqual(['a', 1]);
});

test('the create-envelope body round-trips on the bundled spec schema', () => {
  const schema = envelopeCreateSchema();
  const envelope = {
    emailSubject: 'Explorer e2e',
    status: 'created',
    enforceSignerVisibility: true,
    documents: [{ documentId: '1', name: 'a.pdf', fileExtension: 'pdf', order: 1 }],
    recipients: {
      signers: [{ email: 'ann@example.test', name: 'Ann', recipientId: '1', status: 'sent' }],
      carbonCopies: [],
    },
    customFields: { textCustomFields: [{ name: 'x', show: true, listItems: ['a'] }] },
  };
  expect(workspaceToBody(bodyToWorkspace(envelope, schema))).toEqual(envelope);
});

test('the body sits in one undeletable "request body" block', () => {
  const state = bodyToWorkspace({ title: 'Pens' }, orderSchema);
  expect(state.blocks?.blocks).toHaveLength(1);
  expect(root(state)).toMatchObject({ type: BLOCK.root, deletable: false });
  expect(properties(root(state)).map((block) => block.fields?.NAME)).toEqual(['title']);
  const list = root(bodyToWorkspace([1], undefined));
  expect(list).toMatchObject({ type: BLOCK.rootValue, deletable: false });
  expect(list.inputs?.VALUE?.block?.type).toBe(BLOCK.array);
});

test('schema enums become dropdown blocks of the schema values; other values stay plain', () => {
  const object = root(bodyToWorkspace(order, orderSchema));
  expect(propertyNamed(object, 'size')?.inputs?.VALUE?.block).toEqual({
    type: BLOCK.enumeration,
    extraState: { options: ['"small"', '"large"'] },
    fields: { VALUE: '"small"' },
  });
  expect(propertyNamed(object, 'level')?.inputs?.VALUE?.block?.fields).toEqual({ VALUE: '2' });
  const outside = root(bodyToWorkspace({ size: 'huge' }, orderSchema));
  expect(propertyNamed(outside, 'size')?.inputs?.VALUE?.block?.type).toBe(BLOCK.text);
});

test('booleans, numbers and texts get their own blocks; required properties are marked', () => {
  const object = root(bodyToWorkspace(order, orderSchema));
  expect(propertyNamed(object, 'urgent')?.inputs?.VALUE?.block).toEqual({
    type: BLOCK.boolean,
    fields: { BOOL: 'FALSE' },
  });
  expect(propertyNamed(object, 'count')?.inputs?.VALUE?.block).toEqual({
    type: BLOCK.number,
    fields: { NUM: 3 },
  });
  expect(propertyNamed(object, 'title')?.fields).toEqual({ NAME: 'title', MARK: '*' });
  expect(propertyNamed(object, 'count')?.fields).toEqual({ NAME: 'count', MARK: '' });
  const customer = propertyNamed(object, 'customer')?.inputs?.VALUE?.block;
  expect(propertyNamed(customer, 'name')?.fields?.MARK).toBe('*');
});

test('arrays of objects are lists of items, each item an object block with its schema', () => {
  const lines = valueBlock(order.lines, orderSchema.properties?.[8].schema);
  const items = unchain(lines.inputs?.ITEMS?.block);
  expect(lines.type).toBe(BLOCK.array);
  expect(items.map((item) => item.type)).toEqual([BLOCK.item, BLOCK.item]);
  const first = items[0].inputs?.VALUE?.block;
  expect(propertyNamed(first, 'sku')?.fields?.MARK).toBe('*');
});

test('a loaded chunk gives a truncated schema its enums and marks', () => {
  const resolve = chunkResolver(new Map([['note', noteChunk]]));
  const value = { lines: [{ sku: 'A', note: { kind: 'info' } }] };
  const lines = propertyNamed(root(bodyToWorkspace(value, orderSchema, resolve)), 'lines');
  const line = unchain(lines?.inputs?.VALUE?.block?.inputs?.ITEMS?.block)[0].inputs?.VALUE?.block;
  const note = propertyNamed(line, 'note')?.inputs?.VALUE?.block;
  expect(propertyNamed(note, 'kind')).toMatchObject({
    fields: { NAME: 'kind', MARK: '*' },
    inputs: { VALUE: { block: { type: BLOCK.enumeration } } },
  });
  const unresolved = bodyToWorkspace(value, orderSchema);
  expect(JSON.stringify(unresolved)).not.toContain(BLOCK.enumeration);
  expect(workspaceToBody(bodyToWorkspace(value, orderSchema, resolve))).toEqual(value);
});

test('half-built blocks: empty sockets and nameless properties are left out, stray blocks ignored', () => {
  const number = { type: BLOCK.number, fields: { NUM: 1 } };
  const emptyList = { type: BLOCK.array, inputs: { ITEMS: { block: { type: BLOCK.item } } } };
  const props = chain([
    { type: BLOCK.property, fields: { NAME: 'empty' } },
    { type: BLOCK.property, fields: { NAME: '' }, inputs: { VALUE: { block: number } } },
    { type: BLOCK.property, fields: { NAME: 'list' }, inputs: { VALUE: { block: emptyList } } },
  ]);
  const state: WorkspaceState = {
    blocks: {
      languageVersion: 0,
      blocks: [
        { type: BLOCK.text, fields: { TEXT: 'stray' } },
        { type: BLOCK.root, inputs: { PROPS: { block: props } } },
      ],
    },
  };
  expect(workspaceToBody(state)).toEqual({ list: [null] });
  expect(workspaceToBody({})).toEqual({});
  const valueRoot = { type: BLOCK.rootValue, inputs: { VALUE: { block: number } } };
  expect(workspaceToBody({ blocks: { languageVersion: 0, blocks: [valueRoot] } })).toBe(1);
});
