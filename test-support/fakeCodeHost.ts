import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';

/** A repository of the fake host: its refs and, per ref, files by path. */
export interface FakeRepository {
  name: string;
  description?: string;
  defaultBranch?: string;
  branches: string[];
  tags?: string[];
  files?: Record<string, Record<string, string>>;
}

/** One request as the host received it: the path byte for byte, before any decoding. */
export interface RecordedRequest {
  path: string;
  authorization: string | undefined;
  accept: string | undefined;
}

export interface FakeCodeHostOptions {
  owner: string;
  repositories: FakeRepository[];
  /** The REST API's path on the host (GitHub Enterprise uses /api/v3). */
  apiPath?: string;
  /** Items per page: smaller than the list makes the host page with Link headers. */
  pageSize?: number;
  /** When set, other Authorization headers get 401. */
  token?: string;
}

/** For tests: a GitHub-compatible REST API on 127.0.0.1 that records what it was asked. */
export interface FakeCodeHost {
  /** The API URL to configure (CODE_HOST_API_URL). */
  url: string;
  requests: RecordedRequest[];
  /** Requests whose path matches are never answered (a slow host). */
  stall?: (path: string) => boolean;
  /** A fixed answer for matching paths (a redirect, a server error). */
  override?: (path: string) => { status: number; headers?: Record<string, string> } | undefined;
  /** Where Link headers point (default: the host itself). */
  linkBase?: string;
  /** Answers the contents API's JSON form (base64) even when the raw form is asked for. */
  jsonContents?: boolean;
  close(): Promise<void>;
}

function send(response: ServerResponse, status: number, body: unknown, headers = {}) {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  response.writeHead(status, { 'content-type': 'application/json', ...headers }).end(text);
}

export async function startFakeCodeHost(options: FakeCodeHostOptions): Promise<FakeCodeHost> {
  const apiPath = options.apiPath ?? '/api/v3';
  const pageSize = options.pageSize ?? 100;
  const byName = new Map(options.repositories.map((repository) => [repository.name, repository]));

  function page(host: FakeCodeHost, response: ServerResponse, url: URL, items: unknown[]) {
    const number = Number(url.searchParams.get('page') ?? '1');
    const size = Math.min(pageSize, Number(url.searchParams.get('per_page') ?? '30'));
    const headers: Record<string, string> = {};
    if (number * size < items.length) {
      const next = new URL(url.pathname + url.search, host.linkBase ?? host.url);
      next.searchParams.set('page', String(number + 1));
      headers.link = `<${next.href}>; rel="next", <${next.href}>; rel="last"`;
    }
    send(response, 200, items.slice((number - 1) * size, number * size), headers);
  }

  function answer(host: FakeCodeHost, request: IncomingMessage, response: ServerResponse) {
    const raw = request.url ?? '';
    if (options.token && request.headers.authorization !== `Bearer ${options.token}`) {
      return send(response, 401, { message: 'Bad credentials' });
    }
    const url = new URL(raw, 'http://fake.invalid');
    const rawPath = raw.split('?', 1)[0];
    if (!rawPath.startsWith(`${apiPath}/`)) return send(response, 404, { message: 'Not Found' });
    // Decoded segment by segment, as the real API routes them.
    const parts = rawPath
      .slice(apiPath.length + 1)
      .split('/')
      .map(decodeURIComponent);
    const repository = byName.get(parts[2]);
    if (
      parts[0] === 'orgs' &&
      parts[1] === options.owner &&
      parts[2] === 'repos' &&
      parts.length === 3
    ) {
      const items = options.repositories.map(({ name, description, defaultBranch }) => ({
        name,
        description: description ?? null,
        default_branch: defaultBranch ?? 'main',
      }));
      return page(host, response, url, items);
    }
    if (parts[0] !== 'repos' || parts[1] !== options.owner || !repository) {
      return send(response, 404, { message: 'Not Found' });
    }
    if (parts.length === 4 && (parts[3] === 'branches' || parts[3] === 'tags')) {
      const names = parts[3] === 'branches' ? repository.branches : (repository.tags ?? []);
      return page(
        host,
        response,
        url,
        names.map((name) => ({ name })),
      );
    }
    const file = repository.files?.[url.searchParams.get('ref') ?? '']?.[parts.slice(4).join('/')];
    if (parts[3] !== 'contents' || file === undefined) {
      return send(response, 404, { message: 'Not Found' });
    }
    if (request.headers.accept === 'application/vnd.github.raw' && !host.jsonContents) {
      return send(response, 200, file, { 'content-type': 'application/vnd.github.raw' });
    }
    const content = Buffer.from(file).toString('base64');
    return send(response, 200, { type: 'file', encoding: 'base64', content });
  }

  const server = createServer((request, response) => {
    const path = request.url ?? '';
    host.requests.push({
      path,
      authorization: request.headers.authorization,
      accept: request.headers.accept,
    });
    if (host.stall?.(path)) return;
    const fixed = host.override?.(path);
    if (fixed) return send(response, fixed.status, { message: 'fixed' }, fixed.headers);
    try {
      answer(host, request, response);
    } catch {
      send(response, 400, { message: 'Bad request' }); // an undecodable segment
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  const host: FakeCodeHost = {
    url: `http://127.0.0.1:${port}${apiPath}`,
    requests: [],
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return host;
}
