import type { FastifyInstance } from 'fastify';
import { answeringHook } from './answeringHook';
import { HEALTH_PATH } from './health';

/** The host name of a Host value (port dropped, IPv6 kept in brackets), or undefined. */
function hostName(host: string): string | undefined {
  try {
    const url = new URL(`http://${host}`);
    // Anything beyond host[:port] (a path, credentials) is not a Host header.
    if (url.host.toLowerCase() !== host.toLowerCase() && `${url.host}:80` !== host.toLowerCase()) {
      return undefined;
    }
    return url.hostname.toLowerCase();
  } catch {
    return undefined;
  }
}

/**
 * Answers only for the configured host names (421 otherwise): a forged Host or a trusted
 * X-Forwarded-Host cannot change redirects or links, and DNS rebinding finds no site. The health
 * check alone answers any host: it says only whether this instance can serve.
 */
export function registerAllowedHosts(app: FastifyInstance, allowed: readonly string[]) {
  const names = new Set(allowed.map((name) => name.toLowerCase()));
  app.addHook(
    'onRequest',
    answeringHook((request, reply) => {
      // The balancer's check names whichever host it was configured with; the answer is the same.
      if (request.routeOptions.url === HEALTH_PATH) return false;
      const name = hostName(request.host ?? '');
      if (name !== undefined && names.has(name)) return false;
      void reply
        .code(421)
        .header('cache-control', 'no-store')
        .type('text/plain; charset=utf-8')
        .send(
          'Misdirected request: this server does not answer for that host name (ALLOWED_HOSTS).',
        );
      return true;
    }),
  );
}
