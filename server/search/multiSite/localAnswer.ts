import type { MultiSiteSearchResponse, SearchCategory } from '../../../lib/search/searchContract';
import type { SearchService } from '../searchService';
import { plainSnippet } from '../snippet';

/**
 * The external web-search contract (GET /api/bingsearch) answered from the local index, when no
 * multi-site search is configured (its headers: headers.ts).
 */
export function localAnswer(
  service: SearchService,
  query: { q: string; categories: SearchCategory[]; offset: number; count: number },
): MultiSiteSearchResponse {
  const hits = service.rank(query.q);
  const inCategory = service.inCategories(hits, query.categories);
  return {
    _type: 'SearchResponse',
    queryContext: { originalQuery: query.q },
    webPages: {
      totalEstimatedMatches: inCategory.length,
      value: inCategory.slice(query.offset, query.offset + query.count).map(({ id, terms }) => {
        const doc = service.documents[id];
        return {
          id: `/api/bingsearch#WebPages.${id}`,
          name: doc.title,
          url: doc.url,
          snippet: plainSnippet(doc.text, new Set(terms)),
          category: doc.category,
        };
      }),
    },
  };
}
