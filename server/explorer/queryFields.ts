import { EXPLORER_QUERY_FIELDS } from '../../lib/explorer/contract';
import { isSiteUrl } from '../http/origin';
import { ExplorerInputError } from './explorerError';

/** The explorer request's query fields (docs/behaviour.md §3); any other name is refused. */
const QUERY_FIELDS = new Set<string>(EXPLORER_QUERY_FIELDS);

/**
 * Unknown fields are refused rather than ignored, and `siteUrl`, when given, must be this
 * site's own public origin: the explorer never calls on behalf of another site.
 */
export function checkExplorerFields(query: Record<string, unknown>, siteOrigin: string): void {
  for (const name of Object.keys(query)) {
    if (!QUERY_FIELDS.has(name)) {
      throw new ExplorerInputError(name, `${name} is not a field of an explorer request`);
    }
  }
  if (query.siteUrl !== undefined && !isSiteUrl(query.siteUrl, siteOrigin)) {
    throw new ExplorerInputError('siteUrl', 'siteUrl must be this site');
  }
}
