import type { Storage } from 'redux-persist';

/** localStorage when the page has one; otherwise (SSR, blocked storage) nothing is kept. */
export function browserStorage(): Storage {
  const local = availableLocalStorage();
  return {
    getItem: async (key: string) => local?.getItem(key) ?? null,
    setItem: async (key: string, value: string) => {
      try {
        local?.setItem(key, value);
      } catch (error) {
        // A full or blocked storage costs only persistence, never the page.
        console.warn('[persist] could not store state', error);
      }
    },
    removeItem: async (key: string) => local?.removeItem(key),
  };
}

function availableLocalStorage(): globalThis.Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}
