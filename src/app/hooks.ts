import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';
import { useDispatch, useSelector, useStore } from 'react-redux';
import type { Saga } from 'redux-saga';
import type { AppDispatch, AppStore, RootState } from './store';

// Components use these, never the untyped react-redux hooks.
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();

/**
 * Starts a tool's saga the first time a component that needs it renders (once per store,
 * before the component's effects dispatch anything), so the saga's code loads with that
 * component's page, not with every page. Server rendering runs no saga.
 */
export function useSaga(saga: Saga): void {
  const store = useStore() as AppStore;
  useState(() => store.sagas.run(saga));
}

const noSubscription = () => () => undefined;

/**
 * False while React hydrates server-rendered HTML, true afterwards (and on client renders).
 * Anything drawn from persisted state (the signed-in user, toasts) must render as the server
 * did until then, or React discards the page's HTML and renders it again.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * Like useHydrated, for a context provider above parts hydrated later (HydrateLater): it turns
 * true in a transition once the page has hydrated, so the new context value reaches those parts
 * after they have hydrated. A synchronous change would reach them still dehydrated, and React
 * would throw their server HTML away and render them from scratch (React error 421).
 */
export function useHydratedInTransition(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => startTransition(() => setHydrated(true)), []);
  return hydrated;
}

/**
 * A store value for a context provider above parts hydrated later (HydrateLater): undefined
 * while the page hydrates (as the server rendered it), then the store's value, each change
 * applied in a transition. Redux's updates are synchronous; one that changes a context value
 * above a part still dehydrated makes React throw that part's server HTML away (React error
 * 421), and React cannot tell which parts read the context, so it does so to every part below.
 * `select` must be a stable function (a module's selector).
 */
export function useAppSelectorInTransition<Value>(
  select: (state: RootState) => Value,
): Value | undefined {
  const store = useStore() as AppStore;
  const [value, setValue] = useState<Value | undefined>(undefined);
  useEffect(() => {
    const follow = () => startTransition(() => setValue(() => select(store.getState())));
    follow();
    return store.subscribe(follow);
  }, [store, select]);
  return value;
}
