import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { PlatformVideo } from '../catalogue';

/** One request as the stand-in saw it. */
export interface SeenRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  authorization: string | undefined;
  contentType: string | undefined;
  body: string;
}

export interface FakeVideoPlatformOptions {
  clientId: string;
  clientSecret: string;
  accountId: string;
  videos: PlatformVideo[];
}

/**
 * For tests: the platform's OAuth endpoint (`POST /v4/access_token`, client credentials with Basic
 * auth) and CMS API (`GET /v1/accounts/{id}/videos`, limit ≤ 100, offset, sort=created_at or
 * -created_at) on 127.0.0.1, recording every request.
 */
export async function startFakeVideoPlatform(options: FakeVideoPlatformOptions) {
  const seen: SeenRequest[] = [];
  const tokens = new Set<string>();
  /** `expireAfterPages`: tokens are refused (401, expired) once that many pages were answered. */
  const state = { issued: 0, delayMs: 0, cmsStatus: 0, expireAfterPages: 0, pages: 0 };
  const basic = `Basic ${Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64')}`;

  const send = (response: ServerResponse, status: number, body: unknown) =>
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));

  function token(request: SeenRequest, response: ServerResponse) {
    const form = new URLSearchParams(request.body);
    if (request.authorization !== basic) return send(response, 401, { error: 'invalid_client' });
    if (!request.contentType?.startsWith('application/x-www-form-urlencoded')) {
      return send(response, 400, { error: 'invalid_request' });
    }
    if (form.get('grant_type') !== 'client_credentials') {
      return send(response, 400, { error: 'unsupported_grant_type' });
    }
    state.issued += 1;
    const accessToken = `platform-access-token-${state.issued}`;
    tokens.add(accessToken);
    send(response, 200, { access_token: accessToken, token_type: 'Bearer', expires_in: 300 });
  }

  function videos(request: SeenRequest, response: ServerResponse) {
    const bearer = request.authorization?.replace(/^Bearer /, '') ?? '';
    if (!tokens.has(bearer)) return send(response, 401, [{ error_code: 'UNAUTHORIZED' }]);
    if (state.cmsStatus) return send(response, state.cmsStatus, [{ error_code: 'FAILED' }]);
    if (state.expireAfterPages && state.pages === state.expireAfterPages) {
      state.expireAfterPages = 0;
      tokens.clear();
      return send(response, 401, [{ error_code: 'UNAUTHORIZED' }]);
    }
    state.pages += 1;
    const limit = Number(request.query.limit ?? 20);
    const offset = Number(request.query.offset ?? 0);
    if (!Number.isInteger(limit) || limit < 1 || limit > 100) {
      return send(response, 400, [{ error_code: 'ILLEGAL_QUERY' }]);
    }
    const sort = request.query.sort ?? 'updated_at';
    const field = sort.replace(/^-/, '') as 'created_at';
    const sign = sort.startsWith('-') ? -1 : 1;
    const sorted = [...options.videos].sort(
      (a, b) => sign * String(a[field] ?? '').localeCompare(String(b[field] ?? '')),
    );
    send(response, 200, sorted.slice(offset, offset + limit));
  }

  function handle(message: IncomingMessage, response: ServerResponse, body: string) {
    const url = new URL(message.url ?? '/', 'http://platform.test');
    const request: SeenRequest = {
      method: message.method ?? 'GET',
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      authorization: message.headers.authorization,
      contentType: message.headers['content-type'],
      body,
    };
    seen.push(request);
    if (request.method === 'POST' && request.path === '/v4/access_token') {
      return token(request, response);
    }
    if (request.method === 'GET' && request.path === `/v1/accounts/${options.accountId}/videos`) {
      return videos(request, response);
    }
    send(response, 404, { error: 'not found' });
  }

  const timers = new Set<NodeJS.Timeout>();
  const server = createServer((message, response) => {
    let body = '';
    message.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    message.on('end', () => {
      if (!state.delayMs) return handle(message, response, body);
      const timer = setTimeout(() => {
        timers.delete(timer);
        handle(message, response, body);
      }, state.delayMs);
      timers.add(timer);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  const origin = `http://127.0.0.1:${port}`;
  return {
    oauthUrl: `${origin}/v4/access_token`,
    cmsUrl: `${origin}/v1`,
    seen,
    state,
    close: () =>
      new Promise<void>((resolve) => {
        for (const timer of timers) clearTimeout(timer);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** `count` active videos, one a day from 2025-01-01, named "Video 0", "Video 1", ... */
export function platformCatalogue(count: number): PlatformVideo[] {
  return Array.from({ length: count }, (_, index) => ({
    id: String(6_300_000_000_000 + index),
    name: `Video ${index}`,
    description: `Short description ${index}`,
    long_description: index === 0 ? 'First <b>paragraph</b>.\n\nSecond one.' : null,
    created_at: new Date(Date.UTC(2025, 0, 1 + index, 12)).toISOString(),
    duration: 61_500 + index,
    tags: ['webhooks'],
    state: 'ACTIVE',
    cue_points:
      index === 0
        ? [
            { name: 'Setup', time: 12.5, type: 'CODE', metadata: 'Setting up the listener.' },
            { name: 'Intro', time: 0, type: 'CODE', metadata: null },
          ]
        : [],
  }));
}
