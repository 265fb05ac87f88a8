// express-http-proxy ships no types: the part gatsby/developProxy.ts uses.
declare module 'express-http-proxy' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  interface ProxyOptions {
    proxyReqPathResolver?: (request: IncomingMessage & { originalUrl: string }) => string;
  }
  type Handler = (request: IncomingMessage, response: ServerResponse, next: () => void) => void;
  export default function proxy(host: string, options?: ProxyOptions): Handler;
}
