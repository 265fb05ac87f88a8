import { request } from 'undici';
import {
  isMultiSiteId,
  SEARCH_CATEGORIES,
  type MultiSiteSearchResponse,
  type SearchCategory,
} from '../../../lib/search/searchContract';
import type { MultiSiteSearchConfig } from '../../configOutbound';
import { HttpError } from '../../http/errors';
import { AnswerTooLarge, readCapped } from '../../http/readCapped';

/** Larger answers are refused (502) rather than held: a page of results is a few KB. */
const MAX_ANSWER_BYTES = 2 * 1024 * 1024;
const MAX_RESULTS = 50;

export interface MultiSiteQuery {
  q: string;
  categories: SearchCategory[];
  offset: number;
  count: number;
  market: string;
}

/** Headers of the visitor's request that the search service uses (its custom headers). */
export interface VisitorHeaders {
  clientId?: string;
  acceptLanguage?: string;
}

export interface MultiSiteAnswer {
  body: MultiSiteSearchResponse;
  /** The service's client id for this visitor and its trace id, echoed to the browser. */
  clientId?: string;
  traceId?: string;
}

/** The query with `site:` filters for the chosen categories (every configured one when none). */
export function siteFilteredQuery(
  q: string,
  categories: SearchCategory[],
  config: MultiSiteSearchConfig,
) {
  const chosen = categories.length > 0 ? categories : SEARCH_CATEGORIES;
  const hosts = chosen.flatMap((category) => config.sites[category] ?? []);
  if (hosts.length === 0) return q;
  return `${q} (${hosts.map((host) => `site:${host}`).join(' OR ')})`;
}

/** The category a result belongs to, by the configured host its address is on. */
export function categoryOfUrl(url: string, config: MultiSiteSearchConfig): SearchCategory {
  let host: string;
  try {
    host = new URL(url).hostname.toLowerCase();
  } catch {
    return 'Website';
  }
  const on = (site: string) => host === site || host.endsWith(`.${site}`);
  return SEARCH_CATEGORIES.find((category) => config.sites[category]?.some(on)) ?? 'Website';
}

const text = (value: unknown, max: number) =>
  typeof value === 'string' ? value.slice(0, max) : undefined;

/** The service's answer, reduced to the contract; anything else is a 502. */
function readAnswer(
  raw: string,
  config: MultiSiteSearchConfig,
  q: string,
): MultiSiteSearchResponse {
  let parsed: { webPages?: { value?: unknown; totalEstimatedMatches?: unknown } };
  try {
    parsed = JSON.parse(raw) as typeof parsed;
  } catch {
    throw new HttpError(502, "The search service's answer could not be read");
  }
  const values = Array.isArray(parsed?.webPages?.value) ? parsed.webPages.value : [];
  const pages = values.slice(0, MAX_RESULTS).flatMap((entry: Record<string, unknown>, index) => {
    const name = text(entry?.name, 300);
    const url = text(entry?.url, 2000);
    if (!name || !url || !/^https?:\/\//i.test(url)) return [];
    return [
      {
        id: text(entry.id, 200) ?? `#WebPages.${index}`,
        name,
        url,
        snippet: text(entry.snippet, 1000) ?? '',
        category: categoryOfUrl(url, config),
      },
    ];
  });
  const total = Number(parsed?.webPages?.totalEstimatedMatches);
  return {
    _type: 'SearchResponse',
    queryContext: { originalQuery: q },
    webPages: {
      value: pages,
      totalEstimatedMatches: Number.isInteger(total) && total >= 0 ? total : pages.length,
    },
  };
}

/**
 * GET /api/bingsearch with MULTI_SITE_SEARCH_URL set: the query goes to the configured web-search
 * service (its key in Ocp-Apim-Subscription-Key, the visitor's client id and language), with the
 * `site:` filters of the chosen categories, within its time limit; redirects are not followed.
 * Each result comes back with the category of its host. Failures are 502 or 504 with a message
 * that names neither the key nor the query.
 */
export async function forwardSearch(
  config: MultiSiteSearchConfig,
  query: MultiSiteQuery,
  visitor: VisitorHeaders,
): Promise<MultiSiteAnswer> {
  const url = new URL(config.url);
  url.searchParams.set('q', siteFilteredQuery(query.q, query.categories, config));
  url.searchParams.set('count', String(query.count));
  url.searchParams.set('offset', String(query.offset));
  url.searchParams.set('mkt', query.market);
  url.searchParams.set('responseFilter', 'Webpages');
  url.searchParams.set('textDecorations', 'false');
  const headers: Record<string, string> = { accept: 'application/json' };
  if (config.key) headers['ocp-apim-subscription-key'] = config.key;
  if (visitor.clientId) headers['x-msedge-clientid'] = visitor.clientId;
  if (visitor.acceptLanguage) headers['accept-language'] = visitor.acceptLanguage.slice(0, 200);

  const signal = AbortSignal.timeout(config.timeoutMs);
  let status: number;
  let raw: string;
  let answerHeaders: Record<string, string | string[] | undefined>;
  try {
    const response = await request(url, { method: 'GET', headers, signal });
    status = response.statusCode;
    answerHeaders = response.headers;
    raw = await readCapped(
      response.body as AsyncIterable<Buffer> & { destroy(): unknown },
      MAX_ANSWER_BYTES,
    );
  } catch (failure) {
    if (failure instanceof AnswerTooLarge) {
      throw new HttpError(502, "The search service's answer was too large");
    }
    if (signal.aborted) throw new HttpError(504, 'The search service did not answer in time');
    throw new HttpError(502, 'The search service could not be reached');
  }
  if (status < 200 || status >= 300) {
    throw new HttpError(502, `The search service answered with an error (${status})`);
  }
  const header = (name: string) => {
    const value = answerHeaders[name];
    return isMultiSiteId(value) ? value : undefined;
  };
  return {
    body: readAnswer(raw, config, query.q),
    clientId: header('x-msedge-clientid'),
    traceId: header('bingapis-traceid'),
  };
}
