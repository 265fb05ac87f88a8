import type { ExplorerCallQuery } from '../../lib/explorer/callQuery';
import type { ExplorerResponse } from '../../lib/explorer/contract';
import type { PlatformTarget } from '../../lib/platform/apiLocation';
import { operationIndex } from '../catalog';
import type { BaseUriOf } from './accountBaseUri';
import { explorableOperation } from './explorableOperation';
import { sendExplorerRequest } from './sendRequest';
import { targetUrlOf } from './targetUrlOf';
import { checkCustomHeaders, checkMediaType } from './validators';

/** One explorer call as POST /api/api-explorer received it, its query checked by the schema. */
export interface ExplorerCall {
  query: ExplorerCallQuery;
  token: string;
  /** The request's own body, relayed as it is; empty for none. */
  body: Buffer | undefined;
  /** The Content-Type the body came with. */
  incomingContentType: string | undefined;
}

const MULTIPART = /^multipart\//i;

/**
 * The Content-Type the platform receives. A multipart body is only readable with the boundary
 * the browser chose, which is in the header the body came with and never in the query's bare
 * `multipart/form-data`: so for multipart the incoming header wins.
 */
function relayedContentType(declared: string | undefined, incoming: string | undefined) {
  if (!declared) return checkMediaType('contentType', incoming);
  const withBoundary = incoming && MULTIPART.test(incoming) && /;\s*boundary=/i.test(incoming);
  return MULTIPART.test(declared) && withBoundary
    ? checkMediaType('contentType', incoming)
    : declared;
}

/**
 * Relays one explorer call: an operation the API declares (explorableOperation), the only URL
 * its location allows (targetUrlOf: the account's base_uri, asked for only when the API lives
 * under it, or the API's own host), the custom headers of the fixed list and the media types
 * checked; anything else is refused (400 naming the field) before a request leaves.
 */
export async function relayExplorerCall(
  call: ExplorerCall,
  where: { target: PlatformTarget; baseUriOf: BaseUriOf },
): Promise<ExplorerResponse> {
  const { query, token } = call;
  const method = query.method.toUpperCase();
  const found = explorableOperation(
    await operationIndex(),
    { apiName: query.apiName, method, pathTemplate: query.endpoint },
    'endpoint',
  );
  const pathParameters = query.pathParameters ?? {};
  const url = await targetUrlOf(
    found,
    where.target,
    () => where.baseUriOf(token, pathParameters.accountId),
    { pathParameters, queryParameters: query.queryParameters ?? {} },
  );
  const headers = checkCustomHeaders(query.customHeaderParameters ?? {});
  // The body's type: the contentType field, else the type the body came with.
  const contentType = relayedContentType(
    checkMediaType('contentType', query.contentType),
    call.incomingContentType,
  );
  const accept = checkMediaType('accept', query.accept, true);
  const body = call.body && call.body.length > 0 ? call.body : undefined;
  return sendExplorerRequest({ url, method, token, contentType, accept, headers, body });
}
