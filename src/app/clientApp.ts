import { persistStore } from 'redux-persist';
import type { Persistor } from 'redux-persist';
import { appStarted } from './appEvents';
import { waitForRehydration } from './persist/waitForRehydration';
import { makeStore } from './store';
import type { AppStore } from './store';

/** The browser's single store and its persistor. */
export interface ClientApp {
  store: AppStore;
  persistor: Persistor;
}

let clientApp: ClientApp | undefined;

/**
 * Created as early as possible (onClientEntry), so stored state is usually back before React
 * hydrates the page and the gate never has to hold it.
 */
export function getClientApp(): ClientApp {
  if (!clientApp) {
    const store = makeStore();
    const persistor = persistStore(store);
    clientApp = { store, persistor };
    void startSession(clientApp);
  }
  return clientApp;
}

/** Session flows start once persisted state is back or its wait timed out. */
export async function startSession({ store, persistor }: ClientApp, timeoutMs?: number) {
  await waitForRehydration(persistor, timeoutMs);
  store.dispatch(appStarted());
}

/** Writes pending state now: needed before leaving the page (e.g. logging out). */
export async function flushPersistedState(): Promise<void> {
  await clientApp?.persistor.flush();
}
