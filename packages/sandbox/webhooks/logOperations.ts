import type { EsignHandler } from '../esignature/call';
import { findEnvelope } from '../esignature/envelopeStore';
import { envelopeMissing } from '../esignature/errors';
import { parsePlatformDate, platformDateTime } from '../http/dates';
import { requireConnectAdmin } from './configurationOperations';
import { attemptLog, requeueEnvelope } from './deliveryLog';

/** The platform's Connect log answers at most 100 entries. */
const LOG_LIMIT = 100;

/**
 * GET /connect/logs: one entry per delivery attempt of the account (newest first, at most
 * 100), within `from_date` / `to_date` (plain dates or date-times), in the spec's
 * `ConnectEvents` shape with the platform's configUrl and retryCount.
 */
export const getConnectLogs: EsignHandler = async (call) => {
  await requireConnectAdmin(call);
  const rows = await attemptLog(call.context.db, call.params.accountId, {
    from: parsePlatformDate(call.query.from_date),
    to: parsePlatformDate(call.query.to_date),
    limit: LOG_LIMIT,
  });
  return {
    status: 200,
    body: {
      logs: rows.map((row) => ({
        logId: row.id,
        envelopeId: row.envelope_id,
        status: row.ok ? 'success' : 'failure',
        ...(row.error ? { error: row.error } : {}),
        created: platformDateTime(row.at),
        accountId: row.account_id,
        configUrl: row.url,
        retryCount: String(row.attempt - 1),
        ...(row.status_code === null ? {} : { statusCode: String(row.status_code) }),
      })),
      totalRecords: String(rows.length),
    },
  };
};

/**
 * PUT /connect/envelopes/{envelopeId}/retry_queue: the envelope's undelivered messages are
 * queued again, due now.
 */
export const putRetryQueue: EsignHandler = async (call) => {
  await requireConnectAdmin(call);
  const { accountId, envelopeId } = call.params;
  const { db } = call.context;
  if (!(await findEnvelope(db, accountId, envelopeId))) return envelopeMissing(envelopeId);
  const queued = await requeueEnvelope(db, accountId, envelopeId);
  return {
    status: 200,
    body: {
      retryQueue: [
        queued > 0
          ? { envelopeId, status: 'queued' }
          : {
              envelopeId,
              status: 'failed',
              errorDetails: 'The envelope has no undelivered Connect messages to retry.',
            },
      ],
    },
  };
};
