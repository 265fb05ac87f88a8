import { AxiosError, AxiosHeaders } from 'axios';
import type { AxiosAdapter, AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { client } from '../app/httpClient';

/** A canned answer of the fake platform. */
export interface Reply {
  status: number;
  statusText?: string;
  data?: unknown;
  headers?: Record<string, string>;
}

type Route = Reply | ((config: InternalAxiosRequestConfig) => Reply | Promise<Reply>);

/**
 * Test double at the network level: axios's adapter (the real instance, interceptors and error
 * handling run) and `fetch` (the calls every page load makes without axios) answer from the same
 * routes; each call is recorded in axios's config shape. Routes are keyed `METHOD url`, e.g.
 * `GET /api/user`.
 */
export function mockHttp(routes: Record<string, Route>) {
  const calls: InternalAxiosRequestConfig[] = [];
  const original = client.defaults.adapter;
  const adapter: AxiosAdapter = async (config) => {
    calls.push(config);
    const route = routes[`${(config.method ?? 'get').toUpperCase()} ${config.url}`];
    const reply = typeof route === 'function' ? await route(config) : route;
    if (!reply) throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
    const response: AxiosResponse = {
      status: reply.status,
      statusText: reply.statusText ?? '',
      data: reply.data,
      headers: new AxiosHeaders(reply.headers),
      config,
    };
    if (config.validateStatus?.(reply.status) ?? true) return response;
    const code = reply.status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST;
    throw new AxiosError(
      `Request failed with status code ${reply.status}`,
      code,
      config,
      null,
      response,
    );
  };
  client.defaults.adapter = adapter;
  const originalFetch = globalThis.fetch;
  globalThis.fetch = (async (input: string, init: RequestInit = {}) => {
    const method = (init.method ?? 'GET').toUpperCase();
    const config = {
      method: method.toLowerCase(),
      url: String(input),
      withCredentials: init.credentials === 'include',
      headers: AxiosHeaders.from(init.headers as Record<string, string>),
    } as unknown as InternalAxiosRequestConfig;
    calls.push(config);
    const route = routes[`${method} ${config.url}`];
    const answer = typeof route === 'function' ? route(config) : route;
    // A slow route loses to the call's signal (its time limit), as a real fetch does.
    const signal = init.signal;
    const reply = await new Promise<Reply | undefined>((resolve, reject) => {
      if (signal?.aborted) return reject(signal.reason);
      signal?.addEventListener('abort', () => reject(signal.reason), { once: true });
      Promise.resolve(answer).then(resolve, reject);
    });
    if (!reply) throw new TypeError('Failed to fetch');
    return {
      ok: reply.status >= 200 && reply.status < 300,
      status: reply.status,
      statusText: reply.statusText ?? '',
      json: async () => reply.data,
    };
  }) as unknown as typeof fetch;
  return {
    calls,
    restore: () => {
      client.defaults.adapter = original;
      globalThis.fetch = originalFetch;
    },
  };
}

/** Resolves after pending promises and saga steps have run. */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
