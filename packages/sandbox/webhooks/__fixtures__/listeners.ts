// Real Connect listeners on loopback for the delivery tests: node:http servers on a free port.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  method?: string;
  url?: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export interface Listener {
  url: string;
  port: number;
  received: Received[];
  close(): Promise<void>;
}

/** A listener answering each request with `answer`, after recording it. */
export async function listen(
  answer: (
    request: http.IncomingMessage,
    response: http.ServerResponse,
    received: Received,
  ) => void,
): Promise<Listener> {
  const received: Received[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const record = {
        method: request.method,
        url: request.url,
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      received.push(record);
      answer(request, response, record);
    });
    response.on('error', () => undefined); // a client that hangs up mid-answer is what some tests do
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/connect`,
    port,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
