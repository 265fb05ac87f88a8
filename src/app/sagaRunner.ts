import type { Saga, SagaMiddleware } from 'redux-saga';
import { call } from 'redux-saga/effects';

/** Starts sagas on a store's middleware, each once, whoever asks first. */
export interface SagaRunner {
  run(saga: Saga): void;
}

/**
 * Each saga runs on its own: one that crashes is logged and does not take the others down. With
 * `enabled` false (server rendering) nothing runs.
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
        }
      });
    },
  };
}
