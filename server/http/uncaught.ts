import type { FastifyBaseLogger } from 'fastify';
import { currentRequest } from './requestContext';

/**
 * An exception nothing caught (a rejection nobody handled arrives the same way) is logged, with
 * the request whose work threw it (requestContext.ts: method, redacted URL, reqId), and the
 * process ends with status 1. Going on would serve from a state the failure may have left half
 * changed (Node's documentation of 'uncaughtException'); the service manager starts the server
 * again (docs/deploy.md: Restart=on-failure).
 */
export function exitOnUncaught(
  log: FastifyBaseLogger,
  exit: (code: number) => void = process.exit,
) {
  process.on('uncaughtException', (error, origin) => {
    log.fatal(
      { err: error, origin, request: currentRequest() ?? null },
      'uncaught exception: the server stops',
    );
    exit(1);
  });
}
