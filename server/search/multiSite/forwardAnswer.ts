import type { FastifyReply, FastifyRequest } from 'fastify';
import type { MultiSiteSearchConfig } from '../../configOutbound';
import { CLIENT_ID_HEADER, clientIdFrom, sentClientId, traceId } from './headers';
import { forwardSearch, type MultiSiteQuery } from './forwardSearch';

/**
 * The answer of GET /api/bingsearch from the configured multi-site search, with the same custom
 * headers as the local answer: the client id (the service's, else the visitor's, else a new
 * one), the market and a trace id.
 */
export async function multiSiteAnswer(
  config: MultiSiteSearchConfig,
  query: MultiSiteQuery,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  // A client id the visitor's browser sent may be sent on: the service's own format only.
  const clientId = sentClientId(request.headers[CLIENT_ID_HEADER]);
  const answer = await forwardSearch(config, query, {
    clientId,
    acceptLanguage: request.headers['accept-language'],
  });
  return reply
    .header('X-MSEdge-ClientID', answer.clientId ?? clientId ?? clientIdFrom(undefined))
    .header('BingAPIs-Market', query.market)
    .header('BingAPIs-TraceId', answer.traceId ?? traceId())
    .header('cache-control', 'no-store')
    .send(answer.body);
}
