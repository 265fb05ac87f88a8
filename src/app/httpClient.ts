import axios from 'axios';
import type { AxiosError, InternalAxiosRequestConfig } from 'axios';
import { userActions } from '../features/user/userSlice';
import type { RootState } from './rootReducer';
import { API_PREFIX, GLOBAL_USER_UUID_EXCLUDED_PREFIXES } from './httpConfig';
import { announceSessionExpired } from './sessionExpiry';

/**
 * The browser's axios instance, in a chunk of its own: `http` (./http.ts) loads it on the first
 * call, so a page that calls nothing through it (a first visit) never loads axios.
 */
export const client = axios.create();

/** What the interceptors need from the store. */
export interface HttpStoreLink {
  getState: () => RootState;
  dispatch: (action: { type: string }) => unknown;
  subscribe: (listener: () => void) => () => void;
}

/** Longest wait of a request for the global user id (its look-up has 3 s of its own). */
export const GLOBAL_USER_UUID_WAIT_MS = 3500;

/** Resolves once the global user id's look-up is over, or after `ms`. */
function lookupSettled(store: HttpStoreLink, ms: number): Promise<void> {
  const pending = () => store.getState().globalUser.lookup === 'pending';
  if (!pending()) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      unsubscribe();
      resolve();
    };
    const timer = setTimeout(done, ms);
    const unsubscribe = store.subscribe(() => {
      if (!pending()) done();
    });
  });
}

export interface HttpOptions {
  excludedFromGlobalUserUuid?: readonly string[];
}

/** Adds the session rules of docs/behaviour.md §6 and §7 to `client` for this store. */
export function connect(store: HttpStoreLink, options: HttpOptions = {}): () => void {
  const excluded = options.excludedFromGlobalUserUuid ?? GLOBAL_USER_UUID_EXCLUDED_PREFIXES;

  const requestId = client.interceptors.request.use(async (config) => {
    // The first calls of a page load (user, settings) start with the look-up (a fetch of its
    // own, src/features/globalUser/api.ts): they wait for the id so that they carry it too.
    await lookupSettled(store, GLOBAL_USER_UUID_WAIT_MS);
    addBearerToken(config, store.getState().user.token);
    const uuid = store.getState().globalUser.userUuid;
    if (uuid && !excluded.some((prefix) => requestUrl(config).startsWith(prefix))) {
      config.headers.set('global-user-uuid', uuid);
    }
    return config;
  });

  // Any 403 means the session can no longer be trusted (docs/behaviour.md §6).
  const responseId = client.interceptors.response.use(undefined, (error: AxiosError) => {
    if (error.response?.status === 403) store.dispatch(userActions.loggedOut());
    // A 401 to the signed-in user's own token: it expired. Sign out cleanly and say so.
    if (error.response?.status === 401 && sentOwnToken(error, store.getState().user.token)) {
      store.dispatch(userActions.loggedOut());
      announceSessionExpired();
    }
    return Promise.reject(error);
  });

  return () => {
    client.interceptors.request.eject(requestId);
    client.interceptors.response.eject(responseId);
  };
}

function addBearerToken(config: InternalAxiosRequestConfig, token: string | null) {
  const url = config.url ?? '';
  if (!token || !url.startsWith(API_PREFIX) || config.headers.has('Authorization')) return;
  config.headers.set('Authorization', `Bearer ${token}`);
}

function requestUrl(config: InternalAxiosRequestConfig): string {
  try {
    return client.getUri(config);
  } catch {
    return config.url ?? '';
  }
}

function sentOwnToken(error: AxiosError, token: string | null): boolean {
  const sent = error.config?.headers?.get?.('Authorization');
  return Boolean(token) && sent === `Bearer ${token}`;
}
