import { AxiosError, AxiosHeaders } from 'axios';
import type { AxiosAdapter, AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { http } from '../app/http';

/** A canned answer of the fake platform. */
export interface Reply {
  status: number;
  statusText?: string;
  data?: unknown;
  headers?: Record<string, string>;
}

type Route = Reply | ((config: InternalAxiosRequestConfig) => Reply | Promise<Reply>);

/**
 * Test double at axios's adapter level: the real instance, interceptors and error handling run;
 * only the network is replaced. Routes are keyed `METHOD url`, e.g. `GET /api/user`.
 */
export function mockHttp(routes: Record<string, Route>) {
  const calls: InternalAxiosRequestConfig[] = [];
  const original = http.defaults.adapter;
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
  http.defaults.adapter = adapter;
  return {
    calls,
    restore: () => {
      http.defaults.adapter = original;
    },
  };
}

/** Resolves after pending promises and saga steps have run. */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
