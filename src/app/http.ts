import type { AxiosInstance } from 'axios';
import type * as HttpClientModule from './httpClient';
import type { HttpOptions, HttpStoreLink } from './httpClient';

export type { HttpStoreLink } from './httpClient';

type Client = typeof HttpClientModule;

let loading: Promise<Client> | undefined;
let loaded: Client | undefined;
let link: { store: HttpStoreLink; options: HttpOptions } | undefined;
let disconnectCurrent: (() => void) | undefined;

/** Loads the axios client (its own chunk) once, connected to the current store. */
function client(): Promise<Client> {
  loading ??= import(/* webpackChunkName: "http-client" */ './httpClient').then((module) => {
    loaded = module;
    if (link) disconnectCurrent = module.connect(link.store, link.options);
    return module;
  });
  return loading;
}

const later = <K extends 'get' | 'post' | 'put' | 'patch' | 'delete'>(method: K) =>
  ((...args: unknown[]) =>
    client().then(({ client: instance }) =>
      (instance[method] as (...a: unknown[]) => unknown)(...args),
    )) as AxiosInstance[K];

/**
 * The one HTTP client of the browser code; every feature's api.ts uses it. It is axios, loaded on
 * the first call: the app shell and a first visit that calls nothing through it never load
 * axios (docs/performance.md, "Staying out of the first load").
 */
export const http = {
  get: later('get'),
  post: later('post'),
  put: later('put'),
  patch: later('patch'),
  delete: later('delete'),
};

/**
 * Adds the session rules of docs/behaviour.md §6 and §7 to `http` for this store; a newer store
 * (tests build many) replaces the older one's interceptors.
 */
export function connectHttpToStore(store: HttpStoreLink, options: HttpOptions = {}): () => void {
  disconnectCurrent?.();
  disconnectCurrent = undefined;
  link = { store, options };
  if (loaded) disconnectCurrent = loaded.connect(store, options);
  const current = link;
  return () => {
    if (link !== current) return;
    disconnectCurrent?.();
    disconnectCurrent = undefined;
    link = undefined;
  };
}
