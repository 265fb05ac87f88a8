import { createServer, type IncomingMessage, type Server } from 'node:http';

/** A loopback endpoint that records the JSON bodies posted to it and answers as told. */
export interface Collector {
  url: string;
  bodies: unknown[];
  /** 'ok' answers 204, 'fail' 500, 'hang' never answers. */
  mode: 'ok' | 'fail' | 'hang';
  close(): Promise<void>;
}

async function readJson(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8') || 'null');
}

export async function startCollector(path = '/collect?key=k-123'): Promise<Collector> {
  const collector = { bodies: [] as unknown[], mode: 'ok' } as Collector;
  const server: Server = createServer((request, response) => {
    void readJson(request).then((body) => {
      collector.bodies.push(body);
      if (collector.mode === 'hang') return;
      response.writeHead(collector.mode === 'ok' ? 204 : 500).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  collector.url = `http://127.0.0.1:${port}${path}`;
  collector.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return collector;
}
