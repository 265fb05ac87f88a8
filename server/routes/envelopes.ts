import { contentDisposition } from '@developer-center/http';
import { completedPdfName, type EnvelopeSummary } from '../../lib/envelopes/contract';
import { HttpError } from '../http/errors';
import { requireBearer, requiredToken } from '../http/bearer';
import type { EnvelopeAnswer } from '../platform/types';
import type { RoutePlugin } from '../routeDeps';
import { resolveAccount } from './account';
import { accountQuery, guid, type AccountQuery } from './schemas';

const params = {
  type: 'object',
  required: ['envelopeId'],
  properties: { envelopeId: guid },
} as const;

/** How far back "latest" looks: a quickstart's signer returns within minutes of the send. */
const LATEST_WITHIN_MS = 60 * 60 * 1000;

const summaryOf = (envelope: EnvelopeAnswer): EnvelopeSummary => ({
  envelopeId: envelope.envelopeId,
  status: envelope.status,
  emailSubject: envelope.emailSubject,
  sentDateTime: envelope.sentDateTime,
  completedDateTime: envelope.completedDateTime,
  statusChangedDateTime: envelope.statusChangedDateTime,
});

/**
 * GET /api/envelopes/{envelopeId}: an envelope's status (docs/behaviour.md §7);
 * GET /api/envelopes/{envelopeId}/documents/combined: its documents as one PDF, as an attachment;
 * GET /api/envelopes/latest: the account's envelope completed last, within the hour (the
 * quickstart page's panel after a signing, whose return URL names no envelope).
 * All read the eSignature API at the account's base_uri with the reader's own token, so the
 * page never puts a token in a URL; the platform decides who may read the envelope.
 */
export const envelopeRoutes: RoutePlugin = async (app, { platform }) => {
  const signedIn = { preValidation: requireBearer, schema: { params, querystring: accountQuery } };
  type Request = { Params: { envelopeId: string }; Querystring: AccountQuery };

  app.get<{ Querystring: AccountQuery }>(
    '/api/envelopes/latest',
    { preValidation: requireBearer, schema: { querystring: accountQuery } },
    async (request, reply) => {
      const token = requiredToken(request);
      const account = await resolveAccount(platform, token, request.query.accountId);
      const { envelopes = [] } = await platform.envelopesChanged(
        token,
        account.base_uri,
        account.account_id,
        {
          fromDate: new Date(Date.now() - LATEST_WITHIN_MS).toISOString(),
          status: 'completed',
          count: 1,
        },
      );
      if (!envelopes[0]) throw new HttpError(404, 'No envelope was completed in the last hour');
      return reply.header('cache-control', 'no-store').send(summaryOf(envelopes[0]));
    },
  );

  app.get<Request>('/api/envelopes/:envelopeId', signedIn, async (request, reply) => {
    const token = requiredToken(request);
    const account = await resolveAccount(platform, token, request.query.accountId);
    const envelope = await platform.envelope(
      token,
      account.base_uri,
      account.account_id,
      request.params.envelopeId,
    );
    return reply.header('cache-control', 'no-store').send(summaryOf(envelope));
  });

  app.get<Request>(
    '/api/envelopes/:envelopeId/documents/combined',
    signedIn,
    async (request, reply) => {
      const token = requiredToken(request);
      const { envelopeId } = request.params;
      const account = await resolveAccount(platform, token, request.query.accountId);
      const pdf = await platform.combinedDocument(
        token,
        account.base_uri,
        account.account_id,
        envelopeId,
      );
      return reply
        .header('cache-control', 'no-store')
        .header('content-disposition', contentDisposition(completedPdfName(envelopeId)))
        .type(pdf.contentType || 'application/pdf')
        .send(pdf.body);
    },
  );
};
