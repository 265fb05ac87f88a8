import { act, render, screen } from '@testing-library/react';
import type { Storage } from 'redux-persist';
import { startPersistence } from '../clientApp';
import { makeStore } from '../store';
import { attachPersistence } from './persistence';
import { PersistGateWithTimeout } from './PersistGateWithTimeout';

const hangingStorage: Storage = {
  getItem: () => new Promise(() => undefined),
  setItem: async () => undefined,
  removeItem: async () => undefined,
};

describe('PersistGateWithTimeout', () => {
  it('renders children at once without persistence (server rendering, a first visit)', () => {
    render(<PersistGateWithTimeout>page</PersistGateWithTimeout>);
    expect(screen.getByText('page')).toBeInTheDocument();
  });

  it('renders children once stored state is back', async () => {
    localStorage.clear();
    const app = { store: makeStore() };
    const persistence = startPersistence(app, (store) => Promise.resolve(attachPersistence(store)));
    render(
      <PersistGateWithTimeout persistence={persistence} loading="waiting">
        page
      </PersistGateWithTimeout>,
    );
    expect(await screen.findByText('page')).toBeInTheDocument();
  });

  it('renders children after the timeout when storage never answers', async () => {
    jest.useFakeTimers();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const app = { store: makeStore() };
    const persistence = startPersistence(app, (store) =>
      Promise.resolve(attachPersistence(store, hangingStorage)),
    );
    render(
      <PersistGateWithTimeout persistence={persistence} loading="waiting">
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
