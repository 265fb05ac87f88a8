import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Examples } from './Examples';

test('several named examples get a picker that switches the example shown', async () => {
  render(
    <Examples
      label="Request"
      examples={[
        { name: 'card', summary: 'Paid by card', value: { method: 'card' } },
        { name: 'transfer', summary: 'Paid by transfer', value: { method: 'transfer' } },
      ]}
    />,
  );
  const picker = screen.getByRole('combobox', { name: /Request example/ });
  expect(screen.getByText(/"method": "card"/)).toBeInTheDocument();
  expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
    'Paid by card',
    'Paid by transfer',
  ]);
  await userEvent.selectOptions(picker, 'Paid by transfer');
  expect(screen.getByText(/"method": "transfer"/)).toBeInTheDocument();
  expect(screen.queryByText(/"method": "card"/)).toBeNull();
  expect(screen.queryByText('generated')).toBeNull();
});

test('a generated example is marked as such; a single spec example is not', () => {
  const { unmount } = render(
    <Examples
      label="Response"
      examples={[{ name: 'generated', value: { id: 'string' }, generated: true }]}
    />,
  );
  expect(screen.getByText('Response example')).toBeInTheDocument();
  expect(screen.getByText('generated')).toBeInTheDocument();
  expect(screen.queryByRole('combobox')).toBeNull();
  unmount();
  render(<Examples label="Response" examples={[{ name: 'example', value: 'plain text' }]} />);
  expect(screen.getByText('plain text')).toBeInTheDocument();
  expect(screen.queryByText('generated')).toBeNull();
});

test('no examples, nothing shown', () => {
  const { container } = render(<Examples label="Request" examples={[]} />);
  expect(container).toBeEmptyDOMElement();
});
