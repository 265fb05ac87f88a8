import { http } from '../../app/http';
import { isHttpError } from '../../app/httpError';
import type { AutocompleteResponse, SearchResponse } from '../../../lib/search/searchContract';
import type { SearchRequest } from './searchSlice';
import { fetchMultiSiteSearch, fetchMultiSiteSuggestions, multiSiteSearchOn } from './multiSite';

/**
 * One page of results: from the multi-site search when the build asks for it, else from the
 * local index (GET /api/search), in one shape; `signal` lets a newer search cancel this one.
 */
export async function fetchSearch(
  request: SearchRequest,
  signal?: AbortSignal,
): Promise<SearchResponse> {
  if (multiSiteSearchOn()) return fetchMultiSiteSearch(request, signal);
  const params: Record<string, string | number> = { q: request.q, offset: request.offset };
  if (request.category) params.category = request.category;
  const response = await http.get<SearchResponse>('/api/search', { params, signal });
  return response.data;
}

/** The top suggestions for what the reader has typed so far (GET /api/autocomplete, or the multi-site search). */
export async function fetchAutocomplete(
  q: string,
  signal?: AbortSignal,
): Promise<AutocompleteResponse> {
  if (multiSiteSearchOn()) return fetchMultiSiteSuggestions(q, signal);
  const response = await http.get<AutocompleteResponse>('/api/autocomplete', {
    params: { q },
    signal,
  });
  return response.data;
}

/** The message a failure carries: the response status text, else the error's message. */
export function errorMessage(error: unknown): string {
  if (isHttpError(error)) {
    return error.response?.statusText || error.message;
  }
  return error instanceof Error ? error.message : String(error);
}
