import { render, screen, waitFor } from '@testing-library/react';
import { LazyMonacoEditor } from './LazyMonacoEditor';

// The editor chunk fails to load, as it would offline or when a deploy replaced it.
jest.mock('./MonacoEditor', () => {
  throw new Error('Loading chunk monaco failed');
});

it('keeps the fallback when the editor cannot load', async () => {
  const quiet = jest.spyOn(console, 'error').mockImplementation(() => {});
  render(<LazyMonacoEditor fallback={<textarea aria-label="Body" />} value="{}" />);
  await screen.findByRole('textbox', { name: 'Body' });
  // React logs the caught error once the boundary has taken over from Suspense: wait for that,
  // then check the fallback is still the one shown.
  await waitFor(() => expect(quiet).toHaveBeenCalled());
  expect(screen.getByRole('textbox', { name: 'Body' })).toBeInTheDocument();
  quiet.mockRestore();
});
