// What the app shell needs to know about persistence without loading it (redux-persist and the
// cipher load on demand: ./lazyPersistence.ts).

/** Storage key is `persist:root`. */
export const PERSIST_KEY = 'root';

/** How long the app waits for persisted state before it starts without it (docs/behaviour.md §9). */
export const PERSIST_TIMEOUT_MS = 5000;
