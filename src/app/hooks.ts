import { useSyncExternalStore } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import type { AppDispatch, RootState } from './store';

// Components use these, never the untyped react-redux hooks.
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();

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
