import type { Saga, SagaMiddleware } from 'redux-saga';
import { call, select } from 'redux-saga/effects';
import { CLIENT_ERROR_EVENTS, reportClientError } from '../features/telemetry/clientErrors';
import type { RootState } from './rootReducer';

/** Starts sagas on a store's middleware, each once, whoever asks first. */
export interface SagaRunner {
  run(saga: Saga): void;
}

/**
 * Each saga runs on its own: one that crashes is logged and reported (Saga Stopped) and does
 * not take the others down. With `enabled` false (server rendering) nothing runs.
 */
export function sagaRunner(middleware: SagaMiddleware, enabled: boolean): SagaRunner {
  const started = new Set<Saga>();
  return {
    run(saga) {
      if (!enabled || started.has(saga)) return;
      started.add(saga);
      middleware.run(function* isolated() {
        try {
          yield call(saga);
        } catch (error) {
          console.error(`[saga] ${saga.name} stopped`, error);
          const uuid: string | null = yield select((state: RootState) => state.globalUser.userUuid);
          reportClientError(CLIENT_ERROR_EVENTS.saga, error, uuid);
        }
      });
    },
  };
}
