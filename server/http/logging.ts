import type { FastifyRequest } from 'fastify';
import type { DestinationStream } from 'pino';
import type { LogLevel } from '../config';
import { redactText } from './redaction/redactText';
import { redactUrl } from './redaction/redactUrl';

export { redactUrl } from './redaction/redactUrl';

/** A request's URL as it may be logged: secrets in its path and query hidden (redaction/). */
export const redactRequestUrl = (request: Pick<FastifyRequest, 'url'>) => redactUrl(request.url);

/**
 * Logger options: JSON lines; request URLs with secret path segments and query values hidden;
 * headers and fields that carry credentials redacted wherever a log call includes them; and,
 * behind those, every written line read once more for a URL, pair or credential that reached it
 * some other way (a framework's warning quoting the raw URL): server/http/redaction/README.md.
 */
export function loggerOptions(level: LogLevel, stream?: DestinationStream) {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        'headers.authorization',
        'headers.cookie',
        '*.access_token',
        '*.refresh_token',
        '*.id_token',
        '*.client_secret',
        '*.client_assertion',
        '*.assertion',
        '*.secret',
        '*.token',
        '*.code',
        '*.code_verifier',
        '*.password',
        '*.privateKey',
        '*.private_key',
        '*.api_key',
        '*.apiKey',
        '*.signature',
      ],
      censor: '[Redacted]',
    },
    hooks: { streamWrite: redactText },
    serializers: {
      req(request: FastifyRequest) {
        return {
          method: request.method,
          url: redactRequestUrl(request),
          host: request.host,
          remoteAddress: request.ip,
        };
      },
    },
  };
}
