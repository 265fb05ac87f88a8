import { act, render, screen } from '@testing-library/react';
import { persistStore } from 'redux-persist';
import type { Storage } from 'redux-persist';
import { makeStore } from '../store';
import { PersistGateWithTimeout } from './PersistGateWithTimeout';

const hangingStorage: Storage = {
  getItem: () => new Promise(() => undefined),
  setItem: async () => undefined,
  removeItem: async () => undefined,
};

describe('PersistGateWithTimeout', () => {
  it('renders children at once without a persistor (server rendering)', () => {
    render(<PersistGateWithTimeout>page</PersistGateWithTimeout>);
    expect(screen.getByText('page')).toBeInTheDocument();
  });

  it('renders children once stored state is back', async () => {
    localStorage.clear();
    const persistor = persistStore(makeStore());
    render(
      <PersistGateWithTimeout persistor={persistor} loading="waiting">
        page
      </PersistGateWithTimeout>,
    );
    expect(await screen.findByText('page')).toBeInTheDocument();
  });

  it('renders children after the timeout when storage never answers', async () => {
    jest.useFakeTimers();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const persistor = persistStore(makeStore(undefined, { storage: hangingStorage }));
    render(
      <PersistGateWithTimeout persistor={persistor} loading="waiting">
        page
      </PersistGateWithTimeout>,
    );
    expect(screen.getByText('waiting')).toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(5000));
    expect(screen.getByText('page')).toBeInTheDocument();
    warn.mockRestore();
    jest.useRealTimers();
  });
});
