/** @jest-environment node */
import type { FastifyError } from 'fastify';
import {
  platformFailed,
  platformRejected,
  platformTimeout,
  platformUnavailable,
} from '../platform/errors';
import { answerFor, HttpError } from './errors';

describe('answerFor', () => {
  it('maps platform failures to 502/504 with a message', () => {
    expect(answerFor(platformUnavailable())).toEqual({
      status: 502,
      body: { message: 'The platform could not be reached' },
    });
    expect(answerFor(platformTimeout())).toEqual({
      status: 504,
      body: { message: 'The platform did not answer in time' },
    });
    expect(answerFor(platformFailed(500)).status).toBe(502);
  });

  it("passes the platform's refusals through with its status and message", () => {
    expect(answerFor(platformRejected(403, 'No rights', 'USER_LACKS_PERMISSIONS'))).toEqual({
      status: 403,
      body: { message: 'No rights', errorCode: 'USER_LACKS_PERMISSIONS' },
    });
  });

  it('keeps extra fields of a route error', () => {
    expect(answerFor(new HttpError(400, 'Bad code', { error: 'invalid_grant' }))).toEqual({
      status: 400,
      body: { message: 'Bad code', error: 'invalid_grant' },
    });
  });

  it('never exposes an unexpected error', () => {
    const answer = answerFor(new Error('ENOENT /srv/app/secret.txt'));
    expect(answer).toEqual({
      status: 500,
      body: { message: 'Something went wrong on the server' },
    });
  });

  it('names the field of a validation failure', () => {
    const error = Object.assign(new Error('invalid'), {
      validationContext: 'querystring',
      validation: [
        {
          keyword: 'format',
          instancePath: '/integrationKeyId',
          schemaPath: '#/properties/integrationKeyId/format',
          params: { format: 'uuid' },
          message: 'must match format "uuid"',
        },
      ],
    }) as unknown as FastifyError;
    expect(answerFor(error)).toEqual({
      status: 400,
      body: { field: 'integrationKeyId', message: 'integrationKeyId must match format "uuid"' },
    });
  });
});
