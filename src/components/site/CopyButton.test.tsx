import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CopyButton } from './CopyButton';

describe('CopyButton', () => {
  const original = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
  afterEach(() => {
    if (original) Object.defineProperty(navigator, 'clipboard', original);
  });

  it('is not there when there is nothing to copy', () => {
    const { container } = render(<CopyButton text="  " label="Copy" />);
    expect(container).toBeEmptyDOMElement();
  });

  it('copies its text and says so, until the text changes', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<CopyButton text="first" label="Copy" />);
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    await expect(navigator.clipboard.readText()).resolves.toBe('first');
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeInTheDocument();
    rerender(<CopyButton text="second" label="Copy" />);
    expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument();
  });

  it('says the copy failed where the clipboard API is missing (no secure context)', async () => {
    const user = userEvent.setup();
    render(<CopyButton text="token" label="Copy" />);
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(screen.getByRole('button', { name: 'Copy failed' })).toBeInTheDocument();
  });
});
