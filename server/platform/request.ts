import { request as undiciRequest } from 'undici';
import { AnswerTooLarge, readCappedBytes } from '../http/readCapped';
import {
  type PlatformError,
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

/** What came back: the status, the content type and the body's bytes (at most the cap). */
interface Answer {
  status: number;
  contentType: string;
  body: Buffer;
}

/** Sends one request; every way it can fail to get an answer becomes a PlatformError. */
async function send(request: PlatformRequest): Promise<Answer> {
  const headers: Record<string, string> = { accept: 'application/json', ...request.headers };
  let body: string | undefined;
  if (request.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(request.json);
  } else if (request.form !== undefined) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(request.form).toString();
  }
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
    const contentType = response.headers['content-type'];
    return {
      status: response.statusCode,
      contentType: (Array.isArray(contentType) ? contentType[0] : contentType) ?? '',
      body: await readCappedBytes(
        response.body as AsyncIterable<Buffer> & { destroy(): unknown },
        MAX_PLATFORM_ANSWER_BYTES,
      ),
    };
  } catch (failure) {
    if (failure instanceof AnswerTooLarge) throw platformTooLarge();
    throw signal.aborted ? platformTimeout() : platformUnavailable();
  }
}

/** A 4xx or 5xx answer as the PlatformError it is. */
function refused(status: number, text: string): PlatformError {
  return status >= 400 && status < 500 ? refusal(status, parse(text)) : platformFailed(status);
}

/**
 * Sends one request and reads its JSON answer; every way it can fail becomes a PlatformError,
 * so callers never see a raw network error.
 */
export async function platformRequest<T>(request: PlatformRequest): Promise<T> {
  const { status, body } = await send(request);
  const text = body.toString('utf8');
  if (status >= 200 && status < 300) {
    const parsed = parse(text);
    if (parsed === undefined && text !== '') throw platformFailed(status);
    return parsed as T;
  }
  throw refused(status, text);
}

/** A file the platform answers (a document's PDF): its bytes and content type, as they came. */
export async function platformDownload(
  request: PlatformRequest,
): Promise<{ contentType: string; body: Buffer }> {
  const answer = await send({
    ...request,
    headers: { ...request.headers, accept: request.headers?.accept ?? '*/*' },
  });
  if (answer.status >= 200 && answer.status < 300) {
    return { contentType: answer.contentType, body: answer.body };
  }
  throw refused(answer.status, answer.body.toString('utf8'));
}
