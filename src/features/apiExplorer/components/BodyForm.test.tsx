import { render, screen } from '@testing-library/react';
import type { SchemaModel } from '../../../../lib/reference/model';
import { BodyForm } from './BodyForm';

const text: SchemaModel = { type: 'string', constraints: {} };
const schema: SchemaModel = {
  type: 'object',
  properties: [
    { name: 'emailSubject', required: false, schema: text },
    {
      name: 'recipients',
      required: false,
      schema: {
        type: 'object',
        properties: [{ name: 'note', required: false, schema: text }],
        constraints: {},
      },
    },
  ],
  constraints: {},
};
const toggle = () => screen.getByRole('button', { name: 'recipients' });

test('a nested object stays closed while it holds nothing', () => {
  render(<BodyForm schema={schema} value={{}} onChange={() => undefined} />);
  expect(toggle()).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByLabelText('note')).toBeNull();
});

test('a nested object opens when a value arrives after the first render (the page example)', () => {
  const { rerender } = render(<BodyForm schema={schema} value={{}} onChange={() => undefined} />);
  expect(toggle()).toHaveAttribute('aria-expanded', 'false');
  rerender(
    <BodyForm
      schema={schema}
      value={{ emailSubject: 'Please sign', recipients: { note: 'From the example' } }}
      onChange={() => undefined}
    />,
  );
  expect(toggle()).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByLabelText('note')).toHaveValue('From the example');
});
