import { errors, request } from 'undici';
import {
  EXPLORER_TIMEOUT_MS,
  STATUS_NAMES,
  type ExplorerResponse,
} from '../../lib/explorer/contract';
import { HttpError } from '../http/errors';

export interface OutgoingRequest {
  url: string;
  method: string;
  token: string;
  contentType?: string;
  accept?: string;
  headers: Record<string, string>;
  body?: Buffer;
  timeoutMs?: number;
}

/** Answers larger than this are not relayed (502), so one call cannot exhaust the server. */
export const MAX_RESPONSE_BYTES = 10 * 1024 * 1024;

/** Response headers worth showing; the rest (cookies, hop-by-hop) stay on the server. */
const SHOWN_HEADERS = [
  'content-type',
  'content-length',
  'content-disposition',
  'location',
  'date',
  'etag',
  'x-docusign-tracetoken',
  'x-ratelimit-limit',
  'x-ratelimit-remaining',
  'x-ratelimit-reset',
  'www-authenticate',
];

const TEXTUAL =
  /^(application\/([a-z0-9.+-]*\+)?(json|xml|x-www-form-urlencoded|javascript)|text\/)/i;
const EXTENSIONS: Record<string, string> = {
  'application/pdf': 'pdf',
  'application/zip': 'zip',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
};

function fileNameFor(contentType: string, disposition: string | undefined): string {
  const named = disposition
    ? /filename="?([A-Za-z0-9._() -]{1,100})"?/i.exec(disposition)?.[1]
    : undefined;
  if (named && !named.startsWith('.')) return named.trim();
  return `response.${EXTENSIONS[contentType] ?? 'bin'}`;
}

/**
 * Sends one explorer call: never follows a redirect (a 3xx comes back as is), gives up after
 * the timeout (504) and answers 502 when the platform cannot be reached.
 */
export async function sendExplorerRequest(outgoing: OutgoingRequest): Promise<ExplorerResponse> {
  const headers: Record<string, string> = {
    ...outgoing.headers,
    authorization: `Bearer ${outgoing.token}`,
    accept: outgoing.accept ?? 'application/json, */*;q=0.8',
  };
  const sendsBody = outgoing.body !== undefined && !['GET', 'HEAD'].includes(outgoing.method);
  if (sendsBody) headers['content-type'] = outgoing.contentType ?? 'application/json';
  const started = performance.now();
  const timeoutMs = outgoing.timeoutMs ?? EXPLORER_TIMEOUT_MS;
  let answer: Awaited<ReturnType<typeof request>>;
  let raw: Buffer;
  try {
    answer = await request(outgoing.url, {
      method: outgoing.method as 'GET',
      headers,
      body: sendsBody ? outgoing.body : undefined,
      signal: AbortSignal.timeout(timeoutMs),
      maxRedirections: 0,
    });
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of answer.body) {
      size += (chunk as Buffer).length;
      if (size > MAX_RESPONSE_BYTES) {
        answer.body.destroy();
        throw new HttpError(
          502,
          `The platform's answer is larger than ${MAX_RESPONSE_BYTES / 1024 / 1024} MB`,
        );
      }
      chunks.push(chunk as Buffer);
    }
    raw = Buffer.concat(chunks);
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const name = (error as Error).name;
    if (
      name === 'TimeoutError' ||
      name === 'AbortError' ||
      error instanceof errors.HeadersTimeoutError ||
      error instanceof errors.BodyTimeoutError
    ) {
      throw new HttpError(
        504,
        `The platform did not answer within ${Math.round(timeoutMs / 1000)} seconds`,
      );
    }
    throw new HttpError(502, 'The platform could not be reached');
  }
  const durationMs = Math.round((performance.now() - started) * 10) / 10;

  const shown: Record<string, string> = {};
  for (const name of SHOWN_HEADERS) {
    const value = answer.headers[name];
    if (value !== undefined) shown[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  const contentType = (shown['content-type'] ?? '').split(';')[0].trim().toLowerCase();
  const result: ExplorerResponse = {
    status: answer.statusCode,
    statusText: STATUS_NAMES[answer.statusCode] ?? '',
    durationMs,
    headers: shown,
    body: null,
  };
  if (raw.length === 0) return result;
  if (contentType && !TEXTUAL.test(contentType)) {
    result.binary = {
      contentType,
      base64: raw.toString('base64'),
      fileName: fileNameFor(contentType, shown['content-disposition']),
    };
    return result;
  }
  const text = raw.toString('utf8');
  if (/json/.test(contentType) || contentType === '') {
    try {
      result.body = JSON.parse(text);
      return result;
    } catch {
      // Not JSON after all: shown as text.
    }
  }
  result.body = text;
  return result;
}
