import { AxiosError, AxiosHeaders } from 'axios';
import type { InternalAxiosRequestConfig } from 'axios';
import { makeStore } from '../../app/store';
import { errorToastText } from './errorToastText';
import { MAX_TOASTS, toastsActions } from './toastsSlice';

const texts = (store: ReturnType<typeof makeStore>) => store.getState().toasts.map((t) => t.text);

describe('toasts', () => {
  it('appends toasts in the order they come', () => {
    const store = makeStore();
    store.dispatch(toastsActions.toastAdded({ text: 'first', kind: 'success' }));
    store.dispatch(toastsActions.toastAdded({ text: 'second', kind: 'danger' }));
    expect(texts(store)).toEqual(['first', 'second']);
    expect(store.getState().toasts.map((t) => t.kind)).toEqual(['success', 'danger']);
  });

  it('removes the oldest first once the list is full', () => {
    const store = makeStore();
    for (let i = 1; i <= MAX_TOASTS + 2; i += 1) {
      store.dispatch(toastsActions.toastAdded({ text: `toast ${i}` }));
    }
    expect(store.getState().toasts).toHaveLength(MAX_TOASTS);
    expect(texts(store)[0]).toBe('toast 3');
    expect(texts(store)[MAX_TOASTS - 1]).toBe(`toast ${MAX_TOASTS + 2}`);
  });

  it('dismisses one toast by id and keeps the others', () => {
    const store = makeStore();
    store.dispatch(toastsActions.toastAdded({ text: 'keep', id: 'a' }));
    store.dispatch(toastsActions.toastAdded({ text: 'drop', id: 'b' }));
    store.dispatch(toastsActions.toastDismissed('b'));
    expect(texts(store)).toEqual(['keep']);
  });
});

describe('errorToastText', () => {
  const config = { headers: new AxiosHeaders() } as InternalAxiosRequestConfig;

  it('uses the response statusText when there is one', () => {
    const error = new AxiosError('Request failed with status code 401', 'ERR', config, null, {
      status: 401,
      statusText: 'Unauthorized',
      data: {},
      headers: {},
      config,
    });
    expect(errorToastText(error)).toBe('Unauthorized');
  });

  it('falls back to the error message without a statusText', () => {
    expect(errorToastText(new AxiosError('Network Error', 'ERR_NETWORK', config))).toBe(
      'Network Error',
    );
    expect(errorToastText(new Error('boom'))).toBe('boom');
  });
});
