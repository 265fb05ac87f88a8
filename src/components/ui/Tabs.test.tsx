import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Tabs } from './Tabs';

const TABS = [
  { id: 'a', label: 'cURL', content: <p>curl</p> },
  { id: 'b', label: 'Node', content: <p>node</p> },
  { id: 'c', label: 'Python', content: <p>python</p> },
];

function Harness() {
  const [selected, setSelected] = useState('a');
  return <Tabs tabs={TABS} selected={selected} onSelect={setSelected} label="Samples" />;
}

describe('Tabs', () => {
  it('has one tab stop and moves with the arrows, Home and End', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'cURL' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Python' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('python');
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'cURL' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('node');
    await user.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
  });
});
