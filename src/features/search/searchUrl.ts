import {
  isSearchCategory,
  SEARCH_INITIAL_OFFSET,
  SEARCH_MAX_QUERY_LENGTH,
} from '../../../lib/search/searchContract';
import type { SearchRequest } from './searchSlice';

export const SEARCH_PAGE_PATH = '/search/';

/** The search page address for a request: shareable, and read back by parseSearchUrl. */
export function searchUrl({ q, category, offset }: SearchRequest): string {
  const params = new URLSearchParams({ q });
  if (category) params.set('category', category);
  if (offset > 0) params.set('offset', String(offset));
  return `${SEARCH_PAGE_PATH}?${params.toString()}`;
}

/** The request a search page address carries; unknown or malformed values fall back to defaults. */
export function parseSearchUrl(search: string): SearchRequest {
  const params = new URLSearchParams(search);
  const q = (params.get('q') ?? '').slice(0, SEARCH_MAX_QUERY_LENGTH);
  const category = params.get('category');
  const offset = Number(params.get('offset') ?? SEARCH_INITIAL_OFFSET);
  return {
    q,
    category: isSearchCategory(category) ? category : null,
    offset: Number.isInteger(offset) && offset >= 0 ? offset : SEARCH_INITIAL_OFFSET,
  };
}
