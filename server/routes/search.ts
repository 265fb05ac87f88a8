import type { FastifyError, FastifyPluginAsync } from 'fastify';
import {
  AUTOCOMPLETE_LIMIT,
  SEARCH_CATEGORIES,
  SEARCH_MAX_QUERY_LENGTH,
  type SearchCategory,
} from '../../lib/search/searchContract';
import type { ServerConfig } from '../config';
import {
  outdatedIndexNotice,
  searchIndexFile,
  sharedSearchService,
} from '../search/loadSearchService';
import { multiSiteAnswer } from '../search/multiSite/forwardAnswer';
import { CLIENT_ID_HEADER, clientIdFrom, marketFrom, traceId } from '../search/multiSite/headers';
import { localAnswer } from '../search/multiSite/localAnswer';
import { searchErrorFor } from '../search/searchErrors';
import type { SearchService } from '../search/searchService';

const MAX_OFFSET = 10_000;
const q = { type: 'string', minLength: 1, maxLength: SEARCH_MAX_QUERY_LENGTH, pattern: '\\S' };
const oneCategory = { type: 'string', enum: [...SEARCH_CATEGORIES] };
// One category filter or several (`?category=Developer&category=Support`).
const category = {
  anyOf: [oneCategory, { type: 'array', items: oneCategory, maxItems: SEARCH_CATEGORIES.length }],
};
const offset = { type: 'integer', minimum: 0, maximum: MAX_OFFSET, default: 0 };

interface SearchQuerystring {
  q: string;
  category?: SearchCategory | SearchCategory[];
  offset: number;
}

/** The category filters of a query, each once; none means every category. */
function categoryFilter(value: SearchCategory | SearchCategory[] | undefined): SearchCategory[] {
  return [...new Set(value === undefined ? [] : [value].flat())];
}

/** Answers of a search index that could not be opened: 503 with the reason kept in the log. */
const UNAVAILABLE = { message: 'Search is unavailable right now. Please try again later.' };
// The index changes only with a new build: a short shared cache spares the server.
const CACHE = 'public, max-age=60';

/**
 * GET /api/search, /api/autocomplete and /api/bingsearch (docs/behaviour.md §7) over the index built
 * with the site ({publicDir}/search/index.json), opened when the server starts: the process's one
 * shared instance, which the MCP server's search_docs reads too.
 */
export const searchRoutes: FastifyPluginAsync<{
  config: Pick<ServerConfig, 'publicDir'> & Partial<Pick<ServerConfig, 'multiSiteSearch'>>;
}> = async (app, { config }) => {
  const file = searchIndexFile(config.publicDir);
  /** The shared service, or null (503) while the index cannot be opened. */
  const current = (): SearchService | null => {
    try {
      return sharedSearchService(file);
    } catch {
      return null;
    }
  };
  try {
    const service = sharedSearchService(file);
    app.log.info(
      { documents: service.documents.length, builtAt: service.builtAt },
      'search index loaded',
    );
    const outdated = outdatedIndexNotice(file, service);
    if (outdated) app.log.warn(outdated);
  } catch (error) {
    app.log.warn(`search off: ${(error as Error).message}`);
  }

  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    const answer = searchErrorFor(error);
    if (answer.status >= 500) request.log.error({ err: error }, 'search failed');
    return reply.code(answer.status).send(answer.body);
  });

  app.get<{ Querystring: SearchQuerystring }>(
    '/api/search',
    {
      schema: {
        querystring: { type: 'object', required: ['q'], properties: { q, category, offset } },
      },
    },
    async (request, reply) => {
      const service = current();
      if (!service) return reply.code(503).send(UNAVAILABLE);
      const { q: query, category: only, offset: from } = request.query;
      reply.header('cache-control', CACHE);
      return service.search({ q: query.trim(), categories: categoryFilter(only), offset: from });
    },
  );

  app.get<{ Querystring: { q: string } }>(
    '/api/autocomplete',
    { schema: { querystring: { type: 'object', required: ['q'], properties: { q } } } },
    async (request, reply) => {
      const service = current();
      if (!service) return reply.code(503).send(UNAVAILABLE);
      const query = request.query.q.trim();
      reply.header('cache-control', CACHE);
      return { query, suggestions: service.autocomplete(query, AUTOCOMPLETE_LIMIT) };
    },
  );

  app.get<{ Querystring: SearchQuerystring & { count: number; mkt?: string } }>(
    '/api/bingsearch',
    {
      schema: {
        querystring: {
          type: 'object',
          required: ['q'],
          properties: {
            q,
            category,
            offset,
            count: { type: 'integer', minimum: 1, maximum: 50, default: 10 },
            mkt: { type: 'string', maxLength: 10 },
          },
        },
      },
    },
    async (request, reply) => {
      const { q: query, category: only, offset: from, count, mkt } = request.query;
      const market = marketFrom(mkt, request.headers['accept-language']);
      if (config.multiSiteSearch) {
        const asked = { q: query.trim(), categories: categoryFilter(only), offset: from, count };
        return multiSiteAnswer(config.multiSiteSearch, { ...asked, market }, request, reply);
      }
      const service = current();
      if (!service) return reply.code(503).send(UNAVAILABLE);
      reply
        .header('X-MSEdge-ClientID', clientIdFrom(request.headers[CLIENT_ID_HEADER]))
        .header('BingAPIs-Market', market)
        .header('BingAPIs-TraceId', traceId())
        .header('cache-control', 'no-store');
      return localAnswer(service, {
        q: query.trim(),
        categories: categoryFilter(only),
        offset: from,
        count,
      });
    },
  );
};
