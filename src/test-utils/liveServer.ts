import { client } from '../app/httpClient';
import { ADMIN, bearer, signIn, startServer } from '../../test-support/testServer';

/**
 * For browser-side integration tests (run in the node environment): the real server with its
 * embedded sandbox on 127.0.0.1, and the app's own axios instance sent to it. Nothing is
 * mocked; `api` lets a test set up and read back the platform's state through the same /api
 * routes the app calls.
 */
export interface LiveServer {
  /** The server's origin, which is also the page's origin: the site is served from it. */
  base: string;
  /** A fresh access token of the user, signed in through /auth/login like a browser. */
  signIn: (user?: typeof ADMIN) => Promise<string>;
  api: <T>(method: string, path: string, token: string, body?: unknown) => Promise<T>;
  close: () => Promise<void>;
}

export async function startLiveServer(env: Record<string, string> = {}): Promise<LiveServer> {
  const server = await startServer(env);
  const previousBaseUrl = client.defaults.baseURL;
  // The app calls relative /api paths; the page would resolve them against its own origin.
  client.defaults.baseURL = server.base;
  return {
    base: server.base,
    signIn: (user = ADMIN) => signIn(server.base, user),
    api: async <T>(method: string, path: string, token: string, body?: unknown) => {
      const response = await fetch(`${server.base}${path}`, {
        method,
        headers: {
          ...bearer(token),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}`);
      return (response.status === 204 ? undefined : await response.json()) as T;
    },
    close: async () => {
      client.defaults.baseURL = previousBaseUrl;
      await server.close();
    },
  };
}
