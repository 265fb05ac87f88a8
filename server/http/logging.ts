import type { FastifyRequest } from 'fastify';
import type { DestinationStream } from 'pino';
import type { LogLevel } from '../config';

/** Query parameters whose values never reach a log line (tokens, secrets, codes, passwords). */
const SENSITIVE_PARAM = /token|secret|code|password|verifier|state/i;

/** The URL with the values of sensitive query parameters replaced. */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return url;
  const pairs = url
    .slice(queryStart + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const rawName = equals === -1 ? pair : pair.slice(0, equals);
      let name = rawName;
      try {
        name = decodeURIComponent(rawName.replace(/\+/g, ' '));
      } catch {
        // An undecodable name is logged as sent, its value hidden below.
      }
      if (equals === -1) return pair;
      return SENSITIVE_PARAM.test(name) ? `${rawName}=[Redacted]` : pair;
    });
  return `${url.slice(0, queryStart)}?${pairs.join('&')}`;
}

/**
 * Logger options: JSON lines, request URLs with sensitive values hidden, and headers that carry
 * credentials redacted wherever a log call includes them.
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
        '*.client_secret',
        '*.secret',
        '*.token',
        '*.code',
        '*.password',
      ],
      censor: '[Redacted]',
    },
    serializers: {
      req(request: FastifyRequest) {
        return {
          method: request.method,
          url: redactUrl(request.url),
          host: request.host,
          remoteAddress: request.ip,
        };
      },
    },
  };
}
