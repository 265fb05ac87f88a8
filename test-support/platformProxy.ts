import Fastify from 'fastify';
import { setTimeout as sleep } from 'node:timers/promises';

/** How the proxy treats the calls whose path matches: held back first, or cut off. */
export interface ProxyRule {
  path: RegExp;
  delayMs?: number;
  /** Closes the connection without an answer, as an unreachable platform would. */
  drop?: boolean;
}

export interface PlatformProxy {
  /** Use as PLATFORM_BASE_URL: the sandbox's own paths, through the proxy. */
  base: string;
  /** The rules in force; tests replace them between cases. */
  rules: ProxyRule[];
  close: () => Promise<void>;
}

/**
 * For route tests of time limits and failures of one platform call among several: a loopback
 * proxy in front of a real sandbox (startSandbox) that forwards every call unchanged, except
 * that matching calls wait or are cut off. The answers themselves are always the sandbox's.
 */
export async function startPlatformProxy(sandboxOrigin: string): Promise<PlatformProxy> {
  const app = Fastify({ forceCloseConnections: true });
  // Forward bodies byte for byte, whatever their type.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  const proxy: PlatformProxy = { base: '', rules: [], close: () => app.close() };

  app.all('/*', async (request, reply) => {
    const rule = proxy.rules.find((candidate) => candidate.path.test(request.url.split('?')[0]));
    // The caller may give up while held back: then nothing is forwarded.
    const callerGone = new AbortController();
    reply.raw.on('close', () => callerGone.abort());
    try {
      if (rule?.delayMs) await sleep(rule.delayMs, undefined, { signal: callerGone.signal });
    } catch {
      return reply.hijack();
    }
    if (rule?.drop || callerGone.signal.aborted) {
      reply.hijack();
      request.raw.socket.destroy();
      return;
    }
    const headers: Record<string, string> = {};
    for (const name of ['authorization', 'content-type', 'accept']) {
      const value = request.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    const response = await fetch(`${sandboxOrigin}${request.url}`, {
      method: request.method,
      headers,
      body: request.body instanceof Buffer ? request.body : undefined,
    });
    const type = response.headers.get('content-type');
    if (type) reply.header('content-type', type);
    return reply.code(response.status).send(Buffer.from(await response.arrayBuffer()));
  });

  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as { port: number };
  proxy.base = `http://127.0.0.1:${port}/sandbox`;
  return proxy;
}
