import { act, render, screen } from '@testing-library/react';
import { fireEvent } from '@testing-library/react';
import { Provider } from 'react-redux';
import { makeStore } from '../../../app/store';
import { toastsActions } from '../toastsSlice';
import { TOAST_AUTO_DISMISS_MS, Toasts } from './Toasts';

function renderToasts() {
  const store = makeStore();
  render(
    <Provider store={store}>
      <Toasts />
    </Provider>,
  );
  return store;
}

describe('Toasts', () => {
  it('lists toasts in a live region with their kind, newest last', () => {
    const store = renderToasts();
    act(() => {
      store.dispatch(toastsActions.toastAdded({ text: 'Saved', kind: 'success' }));
      store.dispatch(toastsActions.toastAdded({ text: 'Forbidden', kind: 'danger' }));
    });
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByRole('alert')).toHaveTextContent('Forbidden');
    expect(screen.getByRole('alert')).toHaveClass('toast--danger');
    expect(region.textContent?.indexOf('Saved')).toBeLessThan(
      region.textContent?.indexOf('Forbidden') ?? -1,
    );
  });

  it('the close button removes a toast', () => {
    const store = renderToasts();
    act(() => {
      store.dispatch(toastsActions.toastAdded({ text: 'Forbidden', kind: 'danger' }));
    });
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByText('Forbidden')).not.toBeInTheDocument();
    expect(store.getState().toasts).toEqual([]);
  });

  it('leaves on its own after a few seconds, except a danger toast', () => {
    jest.useFakeTimers();
    const store = renderToasts();
    act(() => {
      store.dispatch(toastsActions.toastAdded({ text: 'Copied', kind: 'success' }));
      store.dispatch(toastsActions.toastAdded({ text: 'Unauthorized', kind: 'danger' }));
    });
    act(() => {
      jest.advanceTimersByTime(TOAST_AUTO_DISMISS_MS);
    });
    expect(screen.queryByText('Copied')).not.toBeInTheDocument();
    expect(screen.getByText('Unauthorized')).toBeInTheDocument();
    jest.useRealTimers();
  });
});
