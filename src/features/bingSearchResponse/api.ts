import { http } from '../../app/http';
import { isHttpError } from '../../app/httpError';
import type { AutocompleteResponse, SearchResponse } from '../../../lib/search/searchContract';
import type { SearchRequest } from './bingSearchResponseSlice';

/** GET /api/search: one page of results; `signal` lets a newer search cancel this one. */
export async function fetchSearch(
  request: SearchRequest,
  signal?: AbortSignal,
): Promise<SearchResponse> {
  const params: Record<string, string | number> = { q: request.q, offset: request.offset };
  if (request.category) params.category = request.category;
  const response = await http.get<SearchResponse>('/api/search', { params, signal });
  return response.data;
}

/** GET /api/autocomplete: the top suggestions for what the reader has typed so far. */
export async function fetchAutocomplete(
  q: string,
  signal?: AbortSignal,
): Promise<AutocompleteResponse> {
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
