import { request } from 'undici';
import { HttpError } from '../http/errors';

/** One GET to the code host. */
export interface CodeHostGet {
  /** Path segments under the API URL; each one is encoded, so none adds or removes a level. */
  segments: string[];
  query?: Record<string, string>;
  accept?: string;
  timeoutMs: number;
  /** Larger answers are refused rather than held in memory. */
  maxBytes: number;
  /** The 502 message when the host answers 404 (what it does not have). */
  notFound: string;
}

/** Lists larger than this many pages of 100 are cut: the UI offers a handful of repositories. */
export const MAX_PAGES = 10;

/** encodeURIComponent plus the characters it leaves alone but URL parsers may rewrite. */
export const encodePart = (value: string) =>
  encodeURIComponent(value).replace(
    /[!'()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );

const unreachable = () => new HttpError(502, 'The code host could not be reached');
const unreadable = () => new HttpError(502, "The code host's answer could not be read");

function failure(status: number, notFound: string): HttpError {
  if (status === 401 || status === 403) {
    return new HttpError(502, `The code host refused access (${status})`);
  }
  if (status === 404) return new HttpError(502, `${notFound} (404)`);
  return new HttpError(502, `The code host answered with an error (${status})`);
}

/** The `rel="next"` address of a Link header, if any. */
export function nextLink(header: string | string[] | undefined): string | undefined {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  for (const part of value.split(',')) {
    const [target, ...params] = part.split(';');
    const url = /^\s*<([^>]*)>\s*$/.exec(target)?.[1];
    const rel = params
      .map((param) => /^\s*rel\s*=\s*"?([^"]*)"?\s*$/i.exec(param)?.[1])
      .find(Boolean);
    if (url !== undefined && rel?.split(/\s+/).includes('next')) return url;
  }
  return undefined;
}

/**
 * GETs on one configured code host: the token goes with each of them and nowhere else, redirects
 * are not followed, and a URL that would leave the API (or that a parser would rewrite) is never
 * sent. Every failure is an HttpError whose message names neither the token nor a request value.
 */
export function createCodeHostHttp(apiUrl: string, token: string | undefined) {
  const base = new URL(`${apiUrl}/`);
  const headers: Record<string, string> = {
    'user-agent': 'devcenter-portal',
    'x-github-api-version': '2022-11-28',
    ...(token ? { authorization: `Bearer ${token}` } : {}),
  };

  function urlOf(segments: string[], query: Record<string, string> = {}): string {
    if (segments.some((segment) => segment === '' || segment === '.' || segment === '..')) {
      throw new HttpError(502, 'The code host gave a name that cannot be requested');
    }
    const search = Object.entries(query)
      .map(([name, value]) => `${encodePart(name)}=${encodePart(value)}`)
      .join('&');
    const url = `${base.href}${segments.map(encodePart).join('/')}${search ? `?${search}` : ''}`;
    // Encoded segments never change when parsed; if one did, the path would not be ours.
    if (new URL(url).href !== url) {
      throw new HttpError(502, 'The code host gave a name that cannot be requested');
    }
    return url;
  }

  /** Follows only pages under the configured API: a Link header cannot send the token away. */
  function onHost(link: string, from: string): string {
    const url = new URL(link, from);
    if (url.origin !== base.origin || !url.pathname.startsWith(base.pathname)) {
      throw new HttpError(502, "The code host's next page is not on the code host");
    }
    return url.href;
  }

  async function send(url: string, call: CodeHostGet) {
    const signal = AbortSignal.timeout(call.timeoutMs);
    try {
      const response = await request(url, {
        method: 'GET',
        headers: { ...headers, accept: call.accept ?? 'application/vnd.github+json' },
        signal,
      });
      if (response.statusCode < 200 || response.statusCode >= 300) {
        await response.body.dump().catch(() => undefined);
        return { failure: failure(response.statusCode, call.notFound) };
      }
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of response.body as AsyncIterable<Buffer>) {
        size += chunk.length;
        if (size > call.maxBytes) {
          response.body.destroy();
          return { failure: new HttpError(502, "The code host's answer is too large") };
        }
        chunks.push(chunk);
      }
      return { text: Buffer.concat(chunks).toString('utf8'), link: response.headers.link };
    } catch {
      if (signal.aborted) throw new HttpError(504, 'The code host did not answer in time');
      throw unreachable();
    }
  }

  /** The answer's text. */
  async function text(call: CodeHostGet): Promise<string> {
    const answer = await send(urlOf(call.segments, call.query), call);
    if (answer.failure) throw answer.failure;
    return answer.text;
  }

  /** Every item of a paged JSON list, up to MAX_PAGES pages. */
  async function list(call: CodeHostGet): Promise<unknown[]> {
    const items: unknown[] = [];
    let url: string | undefined = urlOf(call.segments, { per_page: '100', ...call.query });
    for (let page = 0; url !== undefined && page < MAX_PAGES; page += 1) {
      const answer = await send(url, call);
      if (answer.failure) throw answer.failure;
      let parsed: unknown;
      try {
        parsed = JSON.parse(answer.text);
      } catch {
        throw unreadable();
      }
      if (!Array.isArray(parsed)) throw unreadable();
      items.push(...parsed);
      const next = nextLink(answer.link);
      url = next === undefined ? undefined : onHost(next, url);
    }
    return items;
  }

  return { text, list };
}
