import type { FastifyReply, FastifyRequest } from 'fastify';
import type { MultiSiteSearchConfig } from '../../configOutbound';
import { CLIENT_ID_HEADER, clientIdFrom, traceId } from './headers';
import { forwardSearch, type MultiSiteQuery } from './forwardSearch';

/** A client id the visitor's browser sent and may send on: the service's own format only. */
function visitorClientId(request: FastifyRequest): string | undefined {
  const sent = request.headers[CLIENT_ID_HEADER];
  const value = Array.isArray(sent) ? sent[0] : sent;
  return value && /^[A-Za-z0-9_-]{1,64}$/.test(value) ? value : undefined;
}

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
  const clientId = visitorClientId(request);
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
