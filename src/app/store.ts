import { configureStore } from '@reduxjs/toolkit';
import { FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE, persistReducer } from 'redux-persist';
import type { Storage } from 'redux-persist';
import createSagaMiddleware from 'redux-saga';
import { globalUserUuidMiddleware } from './globalUserUuidMiddleware';
import { connectHttpToStore } from './http';
import { makePersistConfig } from './persist/persistConfig';
import { browserStorage } from './persist/storage';
import { rootReducer } from './rootReducer';
import type { RootState } from './rootReducer';
import { rootSaga } from './rootSaga';

export type { RootState } from './rootReducer';

interface StoreOptions {
  /** Where persisted groups are kept; localStorage by default. */
  storage?: Storage;
  /** Server rendering builds a store per page and needs no flows. */
  runSagas?: boolean;
}

/** A fresh store with the real reducers, middleware and sagas (the app and tests alike). */
export function makeStore(preloadedState?: Partial<RootState>, options: StoreOptions = {}) {
  const sagaMiddleware = createSagaMiddleware();
  const reducer = persistReducer(
    makePersistConfig(options.storage ?? browserStorage()),
    rootReducer,
  );
  const store = configureStore({
    reducer,
    preloadedState: preloadedState as ReturnType<typeof reducer> | undefined,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        // Development-only checks; a busy machine should not turn them into console noise.
        immutableCheck: { warnAfter: 200 },
        serializableCheck: {
          warnAfter: 200,
          // redux-persist's own actions carry functions by design.
          ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER],
        },
      })
        .prepend(globalUserUuidMiddleware)
        .concat(sagaMiddleware),
  });
  connectHttpToStore(store);
  if (options.runSagas !== false) sagaMiddleware.run(rootSaga);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
