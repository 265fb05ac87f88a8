import { gatherGroups } from '../../lib/explorer/callQuery';
import { isSiteUrl } from '../http/origin';
import { ExplorerInputError } from './explorerError';

/**
 * preValidation of POST /api/api-explorer: each parameter group's `group[name]` members
 * gathered into its object (lib/explorer/callQuery.ts), so that the route's schema checks the
 * query's shape. A name that is neither a field nor a group's member is refused rather than
 * ignored (the schema would let it through).
 */
export async function gatherExplorerQuery(request: { query: unknown }): Promise<void> {
  const { query, unknown } = gatherGroups(request.query as Record<string, unknown>);
  if (unknown !== undefined) {
    throw new ExplorerInputError(unknown, `${unknown} is not a field of an explorer request`);
  }
  request.query = query;
}

/** `siteUrl`, when given, must be this site's own public origin: never another site's call. */
export function checkSiteUrl(siteUrl: string | undefined, siteOrigin: string): void {
  if (siteUrl !== undefined && !isSiteUrl(siteUrl, siteOrigin)) {
    throw new ExplorerInputError('siteUrl', 'siteUrl must be this site');
  }
}
