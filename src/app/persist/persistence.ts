import { persistReducer, persistStore } from 'redux-persist';
import type { Persistor, Storage } from 'redux-persist';
import type { AppStore } from '../store';
import { rootReducer } from '../rootReducer';
import { makePersistConfig } from './persistConfig';
import { browserStorage } from './storage';

/**
 * Turns persistence on for a running store: its reducer is wrapped to keep `user` and
 * `eloquaTracking` encrypted under `persist:root` (docs/behaviour.md §3.3), and what was stored
 * comes back. The app loads this module (redux-persist and the cipher) only when there is
 * something to keep or to bring back (./lazyPersistence.ts).
 */
export function attachPersistence(store: AppStore, storage: Storage = browserStorage()): Persistor {
  const persisted = persistReducer(makePersistConfig(storage), rootReducer);
  // Until PERSIST the wrapped reducer passes every action straight through, so swapping it in
  // keeps the current state; the persisted groups come back with REHYDRATE.
  store.replaceReducer(persisted as unknown as typeof rootReducer);
  return persistStore(store);
}
