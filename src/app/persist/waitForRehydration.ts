import type { Persistor } from 'redux-persist';
import { PERSIST_TIMEOUT_MS } from './constants';

export type RehydrationOutcome = 'rehydrated' | 'timeout';

/** Resolves once persisted state is back, or after the timeout (the app then starts anyway). */
export function waitForRehydration(
  persistor: Persistor,
  timeoutMs = PERSIST_TIMEOUT_MS,
): Promise<RehydrationOutcome> {
  if (persistor.getState().bootstrapped) return Promise.resolve('rehydrated');
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      unsubscribe();
      console.warn(`[persist] no persisted state after ${timeoutMs} ms; starting without it`);
      resolve('timeout');
    }, timeoutMs);
    const unsubscribe = persistor.subscribe(() => {
      if (!persistor.getState().bootstrapped) return;
      clearTimeout(timer);
      unsubscribe();
      resolve('rehydrated');
    });
  });
}
