import { configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { globalUserUuidMiddleware } from './globalUserUuidMiddleware';
import { connectHttpToStore } from './http';
import { rootReducer } from './rootReducer';
import type { RootState } from './rootReducer';
import { everyPageSagas } from './rootSaga';
import { sagaRunner } from './sagaRunner';

export type { RootState } from './rootReducer';

interface StoreOptions {
  /** Server rendering builds a store per page and needs no flows. */
  runSagas?: boolean;
}

// redux-persist's own actions carry functions by design (persistence attaches later:
// src/app/persist/persistence.ts); their types, spelled out so the app shell needs no
// redux-persist.
const PERSIST_ACTIONS = ['FLUSH', 'REHYDRATE', 'PAUSE', 'PERSIST', 'PURGE', 'REGISTER'].map(
  (name) => `persist/${name}`,
);

/**
 * A fresh store with the real reducers, middleware and the sagas every page runs (the app and
 * tests alike). A tool's own saga starts when its component first renders (`useSaga`), and
 * persistence attaches when there is state to keep (src/app/persist/lazyPersistence.ts).
 */
export function makeStore(preloadedState?: Partial<RootState>, options: StoreOptions = {}) {
  const sagaMiddleware = createSagaMiddleware();
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState as RootState | undefined,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        // Development-only checks; a busy machine should not turn them into console noise.
        immutableCheck: { warnAfter: 200 },
        serializableCheck: { warnAfter: 200, ignoredActions: PERSIST_ACTIONS },
      })
        .prepend(globalUserUuidMiddleware)
        .concat(sagaMiddleware),
  });
  connectHttpToStore(store);
  const sagas = sagaRunner(sagaMiddleware, options.runSagas !== false);
  everyPageSagas.forEach((saga) => sagas.run(saga));
  return Object.assign(store, { sagas });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
