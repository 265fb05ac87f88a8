import proxy from 'express-http-proxy';

/** The server routes of docs/behaviour.md §2: not pages, served by the Fastify server. */
export const SERVER_ROUTE_PREFIXES = ['/api', '/auth', '/swaggerfile', '/sandbox'] as const;

interface DevelopApp {
  use: (path: string, handler: ReturnType<typeof proxy>) => void;
}

/**
 * `gatsby develop` serves pages only; the server routes go to the Fastify server running beside
 * it. Gatsby's own `proxy` option turns every 4xx into a 500 and follows redirects (sign-in needs
 * its 302s), so the routes are relayed as they are with express-http-proxy (the proxy Gatsby
 * itself ships).
 */
export function proxyServerRoutes(app: DevelopApp, serverUrl: string): void {
  for (const prefix of SERVER_ROUTE_PREFIXES) {
    app.use(prefix, proxy(serverUrl, { proxyReqPathResolver: (request) => request.originalUrl }));
  }
}
