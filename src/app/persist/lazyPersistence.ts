import type { Persistor } from 'redux-persist';
import { DCT_COOKIE } from '../../features/user/dctCookie';
import { selectMarketingConsent } from '../../features/consent/consentSlice';
import type { RootState } from '../rootReducer';
import type { AppStore } from '../store';
import { PERSIST_KEY } from './constants';

/**
 * What is worth keeping of the persisted groups (docs/behaviour.md §3.3): a signed-in user's
 * token (their profile comes with it) or a chosen interest once the visitor consents to
 * marketing. Before that consent the interest stays in memory (sent if consent comes in this
 * visit) and nothing of it is stored, so a first visit that reads an API's pages loads no
 * persistence. The visitor id both groups also carry is asked for again on every page load, so
 * it alone loads nothing.
 */
const worthKeeping = (state: RootState) =>
  state.user.token !== null ||
  (state.eloquaTracking.interest !== null && selectMarketingConsent(state));

/**
 * Whether this page load has stored state to bring back (`persist:root`) or a sign-in to keep
 * (the `dct` cookie). A first visit has neither: it never loads persistence or its cipher.
 */
export function hasStateToKeep(win: Window = window): boolean {
  try {
    if (win.localStorage.getItem(`persist:${PERSIST_KEY}`) !== null) return true;
  } catch {
    // blocked storage: nothing was kept, and nothing can be
    return false;
  }
  return win.document.cookie.split(';').some((part) => part.trim().startsWith(`${DCT_COOKIE}=`));
}

/** Loads redux-persist and the cipher in a chunk of their own and attaches them to the store. */
export function loadPersistence(store: AppStore): Promise<Persistor> {
  return import(/* webpackChunkName: "persistence" */ './persistence').then(
    ({ attachPersistence }) => attachPersistence(store),
  );
}

/** Calls `start` once, as soon as the state holds something worth keeping (a sign-in, an interest). */
export function onFirstPersistedChange(store: AppStore, start: () => void): () => void {
  const unsubscribe = store.subscribe(() => {
    if (!worthKeeping(store.getState())) return;
    unsubscribe();
    start();
  });
  return unsubscribe;
}
