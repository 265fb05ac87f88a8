import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SchemaModel } from '../../../../lib/reference/model';
import { SchemaDirectionContext } from './schemaContext';
import { SchemaView } from './SchemaView';
import { VariantPicker } from './VariantPicker';
import { anchorAncestors } from '../anchors';
import { DeepLinkOpen } from '../deepLink';

const prop = (name: string, schema: Partial<SchemaModel> = {}) => ({
  name,
  required: false,
  schema: { type: 'string', constraints: {}, ...schema },
});

const card: SchemaModel = {
  type: 'object',
  refName: 'Card',
  properties: [prop('method'), prop('cardNumber')],
  constraints: {},
};
const transfer: SchemaModel = {
  type: 'object',
  refName: 'Transfer',
  properties: [prop('method'), prop('iban')],
  constraints: {},
};

test('a discriminated oneOf shows one variant at a time and switches on pick', async () => {
  const schema: SchemaModel = {
    oneOf: [card, transfer],
    discriminator: { propertyName: 'method', mapping: { card: 'Card', transfer: 'Transfer' } },
    constraints: {},
  };
  render(<SchemaView schema={schema} />);
  const group = screen.getByRole('radiogroup', { name: 'Variant by method' });
  const choices = within(group).getAllByRole('radio');
  expect(choices.map((c) => c.textContent)).toEqual(['card (Card)', 'transfer (Transfer)']);
  expect(choices[0]).toHaveAttribute('aria-checked', 'true');
  expect(screen.getByText('cardNumber')).toBeInTheDocument();
  expect(screen.queryByText('iban')).toBeNull();
  expect(screen.getByText('method: "card"')).toBeInTheDocument();

  await userEvent.click(within(group).getByRole('radio', { name: 'transfer (Transfer)' }));
  expect(screen.getByText('iban')).toBeInTheDocument();
  expect(screen.queryByText('cardNumber')).toBeNull();
  expect(screen.getByRole('radio', { name: 'transfer (Transfer)' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
});

test('without a mapping each member is a choice named by its schema', async () => {
  const schema: SchemaModel = {
    anyOf: [card, transfer],
    discriminator: { propertyName: 'method' },
    constraints: {},
  };
  render(<SchemaView schema={schema} />);
  expect(screen.getByText(/Any of, by/)).toBeInTheDocument();
  await userEvent.click(screen.getByRole('radio', { name: 'Transfer' }));
  expect(screen.getByText('iban')).toBeInTheDocument();
});

test('a parent’s mapping fetches the picked subtype, whose allOf names the parent instead of looping', async () => {
  const pet: SchemaModel = {
    type: 'object',
    refName: 'Pet',
    properties: [prop('petType')],
    discriminator: { propertyName: 'petType', mapping: { Cat: 'Cat' } },
    constraints: {},
  };
  const catChunk: SchemaModel = {
    refName: 'Cat',
    allOf: [
      { refName: 'Pet', truncated: true, type: 'object', constraints: {} },
      { type: 'object', properties: [prop('huntingSkill')], constraints: {} },
    ],
    constraints: {},
  };
  global.fetch = jest.fn(async () => ({
    ok: true,
    status: 200,
    json: async () => catChunk,
  })) as never;
  render(<SchemaView schema={pet} />);
  expect(await screen.findByText('huntingSkill')).toBeInTheDocument();
  expect(screen.getByText('Pet (shown above)')).toBeInTheDocument();
  expect(global.fetch).toHaveBeenCalledTimes(1);
});

test('a request hides readOnly fields and a response writeOnly ones, naming them', () => {
  const schema: SchemaModel = {
    type: 'object',
    properties: [prop('id', { readOnly: true }), prop('name'), prop('secret', { writeOnly: true })],
    constraints: {},
  };
  const { unmount } = render(
    <SchemaDirectionContext.Provider value="request">
      <SchemaView schema={schema} />
    </SchemaDirectionContext.Provider>,
  );
  expect(screen.queryByText('id')).toBeNull();
  expect(screen.getByText('secret')).toBeInTheDocument();
  expect(screen.getByText(/Not shown in the request: id \(read only\)/)).toBeInTheDocument();
  unmount();
  render(
    <SchemaDirectionContext.Provider value="response">
      <SchemaView schema={schema} />
    </SchemaDirectionContext.Provider>,
  );
  expect(screen.getByText('id')).toBeInTheDocument();
  expect(screen.queryByText('secret')).toBeNull();
  expect(screen.getByText(/Not shown in the response: secret \(write only\)/)).toBeInTheDocument();
});

test('a recursive field still opens level by level: a click starts a new trail', async () => {
  const folder: SchemaModel = {
    type: 'object',
    refName: 'Folder',
    properties: [
      prop('name'),
      prop('folders', {
        type: 'array',
        items: { refName: 'Folder', truncated: true, type: 'object', constraints: {} },
      }),
    ],
    constraints: {},
  };
  global.fetch = jest.fn(async () => ({
    ok: true,
    status: 200,
    json: async () => folder,
  })) as never;
  render(<SchemaView schema={folder} />);
  await userEvent.click(screen.getByRole('button', { name: 'Expand folders' }));
  expect(await screen.findAllByText('name')).toHaveLength(2);
  expect(screen.queryByText(/shown above/)).toBeNull();
});

test('a deep link into a variant picks it and gives its fields their ids', () => {
  const schema: SchemaModel = {
    oneOf: [card, transfer],
    discriminator: { propertyName: 'method', mapping: { card: 'Card', transfer: 'Transfer' } },
    constraints: {},
  };
  render(
    <DeepLinkOpen.Provider value={new Set(anchorAncestors('body-payment~2-iban'))}>
      <SchemaView schema={schema} anchor="body-payment" />
    </DeepLinkOpen.Provider>,
  );
  expect(screen.getByRole('radio', { name: 'transfer (Transfer)' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  expect(document.getElementById('body-payment~2-iban')).toHaveTextContent('iban');
});

test('the picker draws the picked variant with the render prop it is given', async () => {
  const drawn: string[] = [];
  render(
    <VariantPicker
      discriminator={{ propertyName: 'method', mapping: { card: 'Card', transfer: 'Transfer' } }}
      variants={[card, transfer]}
      kind="oneOf"
      anchor="body"
    >
      {(choice, anchor) => {
        drawn.push(`${choice.value} ${anchor}`);
        return <p>drawn {choice.schema.refName}</p>;
      }}
    </VariantPicker>,
  );
  expect(screen.getByText('drawn Card')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('radio', { name: 'transfer (Transfer)' }));
  expect(screen.getByText('drawn Transfer')).toBeInTheDocument();
  expect(drawn).toEqual(['card body~1', 'transfer body~2']);
});
