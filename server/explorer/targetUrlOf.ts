import { apiLocation, needsBaseUri, type PlatformTarget } from '../../lib/platform/apiLocation';
import type { IndexedOperation } from '../../lib/reference';
import { buildTargetUrl } from './buildTargetUrl';
import { ExplorerInputError } from './explorerError';

/**
 * The URL an explorer call of an operation goes to (POST /api/api-explorer and MCP's
 * try_operation alike): the API's location for the configured platform, by the one rule of
 * lib/platform/apiLocation.ts, with the account's base_uri asked for only when the API lives
 * under it; an API with a host of its own is called there.
 */
export async function targetUrlOf(
  found: IndexedOperation,
  platform: PlatformTarget,
  baseUri: () => Promise<string>,
  values: { pathParameters?: Record<string, unknown>; queryParameters?: Record<string, unknown> },
): Promise<string> {
  const location = apiLocation(found.api.entry, platform);
  if (!location) {
    throw new ExplorerInputError(
      'apiName',
      `The API registry names no ${platform.environment} base URL for ${found.api.entry.swaggerName}`,
    );
  }
  return buildTargetUrl({
    location,
    baseUri: needsBaseUri(location) ? await baseUri() : undefined,
    pathTemplate: found.operation.path,
    ...values,
  });
}
