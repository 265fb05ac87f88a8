import { getStoredState } from 'redux-persist';
import autoMergeLevel2 from 'redux-persist/lib/stateReconciler/autoMergeLevel2';
import type { PersistConfig, PersistedState, Storage } from 'redux-persist';
import { encryptTransform } from 'redux-persist-transform-encrypt';
import type { RootState } from '../rootReducer';
import { PERSIST_KEY, PERSIST_TIMEOUT_MS } from './constants';

/**
 * The build sets GATSBY_PERSIST_SECRET (its own or one generated per install, see
 * gatsby/persistSecret.ts); this default only serves unit tests that run without a build. A key
 * is in the bundle like any client-side key, so encryption here guards against
 * casual reading of localStorage, not against someone with the page's code.
 */
export const DEV_PERSIST_SECRET = 'devcenter-local-development-persist-secret';

export function persistSecret(): string {
  return process.env.GATSBY_PERSIST_SECRET || DEV_PERSIST_SECRET;
}

export function makePersistConfig(storage: Storage, secretKey = persistSecret()) {
  const config: PersistConfig<RootState> = {
    key: PERSIST_KEY,
    storage,
    whitelist: ['user', 'eloquaTracking'],
    timeout: PERSIST_TIMEOUT_MS,
    // Level 2 keeps new fields of a slice's initial state and survives a group that failed to
    // decrypt (it arrives as undefined and is skipped) instead of wiping the slice.
    stateReconciler: autoMergeLevel2,
    transforms: [
      encryptTransform({
        secretKey,
        onError: (error) => console.warn('[persist] stored state ignored:', error.message),
      }),
    ],
    // A corrupted outer record must not stop the app: warn and start from the initial state.
    getStoredState: (cfg) =>
      getStoredState(cfg)
        .catch((error: unknown) => {
          console.warn('[persist] stored state ignored:', (error as Error).message);
          return undefined;
        })
        // redux-persist treats an undefined restored state as "nothing stored".
        .then((restored) => restored as PersistedState),
  };
  return config;
}
