import { render, screen } from '@testing-library/react';
import { LazyMonacoEditor } from './LazyMonacoEditor';

// The editor chunk fails to load, as it would offline or when a deploy replaced it.
jest.mock('./MonacoEditor', () => {
  throw new Error('Loading chunk monaco failed');
});

it('keeps the fallback when the editor cannot load', async () => {
  const quiet = jest.spyOn(console, 'error').mockImplementation(() => {});
  render(<LazyMonacoEditor fallback={<textarea aria-label="Body" />} value="{}" />);
  // React logs the caught error once it has given up on the lazy component.
  await screen.findByRole('textbox', { name: 'Body' });
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(screen.getByRole('textbox', { name: 'Body' })).toBeInTheDocument();
  quiet.mockRestore();
});
