import http from 'node:http';
import type { AddressInfo } from 'node:net';

const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-encoding',
  'content-length',
]);

/** One request a sample made, as the platform answered it. */
export interface RecordedCall {
  /** The sample the runner said was running (GET /__sample/<id>) when the request came. */
  sample: string;
  method: string;
  path: string;
  status: number;
  /** The answer, when it was JSON. */
  json?: unknown;
}

export interface RecordingProxy {
  origin: string;
  calls: RecordedCall[];
  /** Says whose requests follow, as GET /__sample/<id> does for a runner in another process. */
  mark(sample: string): void;
  close(): Promise<void>;
}

/**
 * A loopback proxy between the samples and the embedded platform: every sample, whatever its
 * language, is judged by what the platform answered on the wire, and its answer feeds the ids
 * of later samples. A runner marks where one sample's requests begin with GET /__sample/<id>.
 */
export async function startRecordingProxy(platformOrigin: string): Promise<RecordingProxy> {
  const calls: RecordedCall[] = [];
  let sample = '';
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', async () => {
      const url = request.url ?? '/';
      if (url.startsWith('/__sample/')) {
        sample = decodeURIComponent(url.slice('/__sample/'.length));
        response.end();
        return;
      }
      const body = Buffer.concat(chunks);
      const headers = Object.entries(request.headers).flatMap(([name, value]) =>
        name === 'host' || name === 'connection' || name === 'content-length' || value === undefined
          ? []
          : [[name, Array.isArray(value) ? value.join(', ') : value] as [string, string]],
      );
      try {
        const answer = await fetch(`${platformOrigin}${url}`, {
          method: request.method,
          headers,
          body: body.length > 0 ? body : undefined,
          redirect: 'manual',
        });
        const bytes = Buffer.from(await answer.arrayBuffer());
        const call: RecordedCall = {
          sample,
          method: request.method ?? 'GET',
          path: url,
          status: answer.status,
        };
        if (/json/.test(answer.headers.get('content-type') ?? '')) {
          try {
            call.json = JSON.parse(bytes.toString('utf8'));
          } catch {
            // an answer that says JSON and is not: the status still counts
          }
        }
        calls.push(call);
        const passed: Record<string, string> = {};
        // fetch decoded the body; hop-by-hop headers are this connection's own to say.
        answer.headers.forEach((value, name) => {
          if (!HOP_BY_HOP.has(name)) passed[name] = value;
        });
        response.writeHead(answer.status, passed);
        response.end(bytes);
      } catch (error) {
        calls.push({ sample, method: request.method ?? 'GET', path: url, status: 502 });
        response.writeHead(502);
        response.end(String(error));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    calls,
    mark: (id) => {
      sample = id;
    },
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
