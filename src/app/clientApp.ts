import type { Persistor } from 'redux-persist';
import { appStarted } from './appEvents';
import { hasStateToKeep, loadPersistence, onFirstPersistedChange } from './persist/lazyPersistence';
import { waitForRehydration } from './persist/waitForRehydration';
import { PERSIST_TIMEOUT_MS } from './persist/constants';
import { makeStore } from './store';
import type { AppStore } from './store';

/** Persistence of the browser's store, once something is to be kept or brought back. */
export interface Persistence {
  /** Resolves once stored state is back (or could not be). */
  ready: Promise<void>;
  /** Set once loaded: the gate reads it without waiting. */
  persistor?: Persistor;
}

/** The browser's single store and, when there is state to keep, its persistence. */
export interface ClientApp {
  store: AppStore;
  persistence?: Persistence;
}

let clientApp: ClientApp | undefined;

/** Loads and attaches persistence (redux-persist and the cipher: a chunk of their own), once. */
export function startPersistence(
  app: ClientApp,
  load: (store: AppStore) => Promise<Persistor> = loadPersistence,
  timeoutMs = PERSIST_TIMEOUT_MS,
): Persistence {
  if (app.persistence) return app.persistence;
  const persistence: Persistence = { ready: Promise.resolve() };
  const loaded = load(app.store).then(
    (persistor) => {
      persistence.persistor = persistor;
      return waitForRehydration(persistor, timeoutMs).then(() => undefined);
    },
    (error: Error) => console.warn('[persist] persistence could not be loaded:', error.message),
  );
  const timeout = new Promise<void>((resolve) => setTimeout(resolve, timeoutMs));
  persistence.ready = Promise.race([loaded, timeout]);
  app.persistence = persistence;
  return persistence;
}

/**
 * The app of one page load. With stored state or a sign-in to keep it loads persistence at once,
 * so it is usually back before React hydrates the page; a first visit loads it only when a
 * persisted group first changes.
 */
export function createClientApp(): ClientApp {
  const app: ClientApp = { store: makeStore() };
  if (hasStateToKeep()) startPersistence(app);
  else onFirstPersistedChange(app.store, () => startPersistence(app));
  void startSession(app);
  return app;
}

/** The page's one app, created as early as possible (onClientEntry). */
export function getClientApp(): ClientApp {
  clientApp ??= createClientApp();
  return clientApp;
}

/** Session flows start once persisted state is back, its wait timed out, or there is none. */
export async function startSession(app: ClientApp) {
  await app.persistence?.ready;
  app.store.dispatch(appStarted());
}

/** Writes pending state now: needed before leaving the page (e.g. logging out). */
export async function flushPersistedState(app = clientApp): Promise<void> {
  await app?.persistence?.ready;
  await app?.persistence?.persistor?.flush();
}
