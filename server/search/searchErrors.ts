import type { FastifyError } from 'fastify';
import {
  SEARCH_CATEGORIES,
  SEARCH_MAX_QUERY_LENGTH,
  type SearchErrorBody,
} from '../../lib/search/searchContract';

const FIELD_MESSAGES: Record<string, (keyword: string) => string> = {
  q: (keyword) =>
    keyword === 'maxLength'
      ? `q must be at most ${SEARCH_MAX_QUERY_LENGTH} characters`
      : keyword === 'type'
        ? 'q must be one search term'
        : 'q is required: enter a search term',
  category: () => `category must be one of ${SEARCH_CATEGORIES.join(', ')}`,
  offset: () => 'offset must be a whole number from 0 to 10000',
  count: () => 'count must be a whole number from 1 to 50',
  mkt: () => 'mkt must be a market code such as en-US',
};

/** Status and body for an error of a search route: 400 naming the field, 502/504, else 500. */
export function searchErrorFor(error: FastifyError): { status: number; body: SearchErrorBody } {
  const [first] = error.validation ?? [];
  if (first) {
    const params = first.params as { missingProperty?: unknown };
    const field =
      typeof params.missingProperty === 'string'
        ? params.missingProperty
        : first.instancePath.replace(/^\//, '') || 'q';
    const message = FIELD_MESSAGES[field]?.(first.keyword) ?? `${field} is invalid`;
    return { status: 400, body: { message, field } };
  }
  // The configured multi-site search failed (502) or did not answer in time (504).
  if (error.statusCode === 502 || error.statusCode === 504) {
    return { status: error.statusCode, body: { message: error.message } };
  }
  if (typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500) {
    return { status: error.statusCode, body: { message: error.message } };
  }
  return { status: 500, body: { message: 'Something went wrong on the server' } };
}
