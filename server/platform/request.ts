import { request as undiciRequest } from 'undici';
import { AnswerTooLarge, readCapped } from '../http/readCapped';
import {
  platformFailed,
  platformTooLarge,
  platformRejected,
  platformTimeout,
  platformUnavailable,
} from './errors';

/** One HTTP call to the platform. */
export interface PlatformRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  timeoutMs: number;
  /** A deadline shared with other calls of the same request (e.g. a route's overall limit). */
  signal?: AbortSignal;
  headers?: Record<string, string>;
  json?: unknown;
  form?: Record<string, string>;
}

/** Larger platform answers are refused (502) rather than held in memory. */
export const MAX_PLATFORM_ANSWER_BYTES = 4 * 1024 * 1024;

function parse(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The platform's own words for a refusal: management `message`, OAuth `error_description`. */
function refusal(status: number, body: unknown) {
  const fields = (body ?? {}) as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);
  const errorCode = text(fields.errorCode) ?? text(fields.error);
  const message =
    text(fields.message) ??
    text(fields.error_description) ??
    errorCode ??
    `The platform refused the request (${status})`;
  return platformRejected(status, message, errorCode);
}

/**
 * Sends one request and reads its JSON answer; every way it can fail becomes a PlatformError,
 * so callers never see a raw network error.
 */
export async function platformRequest<T>(request: PlatformRequest): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json', ...request.headers };
  let body: string | undefined;
  if (request.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(request.json);
  } else if (request.form !== undefined) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(request.form).toString();
  }
  let status: number;
  let text: string;
  // The time limit covers the whole answer, body included; a shared deadline may end it sooner.
  const ownLimit = AbortSignal.timeout(request.timeoutMs);
  const signal = request.signal ? AbortSignal.any([ownLimit, request.signal]) : ownLimit;
  try {
    // undici's request() rather than fetch(): the same pool and abort signal, less overhead per
    // call (every /api route makes one or two).
    const response = await undiciRequest(request.url, {
      method: request.method,
      headers,
      body,
      signal,
    });
    status = response.statusCode;
    text = await readCapped(
      response.body as AsyncIterable<Buffer> & { destroy(): unknown },
      MAX_PLATFORM_ANSWER_BYTES,
    );
  } catch (failure) {
    if (failure instanceof AnswerTooLarge) throw platformTooLarge();
    throw signal.aborted ? platformTimeout() : platformUnavailable();
  }
  const parsed = parse(text);
  if (status >= 200 && status < 300) {
    if (parsed === undefined && text !== '') throw platformFailed(status);
    return parsed as T;
  }
  if (status >= 400 && status < 500) throw refusal(status, parsed);
  throw platformFailed(status);
}
