import { contentDisposition } from '@developer-center/http';
import { completedPdfName, type EnvelopeSummary } from '../../lib/envelopes/contract';
import { requireBearer, requiredToken } from '../http/bearer';
import type { RoutePlugin } from '../routeDeps';
import { resolveAccount } from './account';
import { accountQuery, guid, type AccountQuery } from './schemas';

const params = {
  type: 'object',
  required: ['envelopeId'],
  properties: { envelopeId: guid },
} as const;

/**
 * GET /api/envelopes/{envelopeId}: an envelope's status (docs/behaviour.md §7), and GET
 * /api/envelopes/{envelopeId}/documents/combined: its documents as one PDF, as an attachment.
 * Both read the eSignature API at the account's base_uri with the reader's own token, so the
 * page never puts a token in a URL; the platform decides who may read the envelope.
 */
export const envelopeRoutes: RoutePlugin = async (app, { platform }) => {
  const signedIn = { preValidation: requireBearer, schema: { params, querystring: accountQuery } };
  type Request = { Params: { envelopeId: string }; Querystring: AccountQuery };

  app.get<Request>('/api/envelopes/:envelopeId', signedIn, async (request, reply) => {
    const token = requiredToken(request);
    const account = await resolveAccount(platform, token, request.query.accountId);
    const envelope = await platform.envelope(
      token,
      account.base_uri,
      account.account_id,
      request.params.envelopeId,
    );
    const summary: EnvelopeSummary = {
      envelopeId: envelope.envelopeId,
      status: envelope.status,
      emailSubject: envelope.emailSubject,
      sentDateTime: envelope.sentDateTime,
      completedDateTime: envelope.completedDateTime,
      statusChangedDateTime: envelope.statusChangedDateTime,
    };
    return reply.header('cache-control', 'no-store').send(summary);
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
