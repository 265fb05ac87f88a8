/** @jest-environment node */
import net from 'node:net';
import { isHashValid } from './__fixtures__/documentedHmac.cjs';
import { listen, type Listener } from './__fixtures__/listeners';
import { deliver } from './deliver';
import { signatureHeaders } from './hmac';

const body = JSON.stringify({ event: 'envelope-completed', data: { envelopeId: 'e1' } });
const listeners: Listener[] = [];
const start = async (...args: Parameters<typeof listen>) => {
  const listener = await listen(...args);
  listeners.push(listener);
  return listener;
};
afterEach(async () => {
  await Promise.all(listeners.splice(0).map((listener) => listener.close()));
});

describe('deliver', () => {
  it('POSTs the body as JSON with its signature headers to a listener that answers 200', async () => {
    const listener = await start((_, response) => response.end('received'));
    const headers = signatureHeaders(body, ['hmac-key-1']);
    const result = await deliver(listener.url, body, headers);
    expect(result).toMatchObject({ ok: true, status: 200, responseSnippet: 'received' });
    expect(result.error).toBeUndefined();
    const [request] = listener.received;
    expect(request).toMatchObject({ method: 'POST', url: '/connect', body });
    expect(request.headers['content-type']).toBe('application/json; charset=utf-8');
    const verify = request.headers['x-docusign-signature-1'] as string;
    expect(isHashValid({ secret: 'hmac-key-1', payload: request.body, verify })).toBe(true);
  });

  it('reaches a listener named localhost', async () => {
    const listener = await start((_, response) => response.end());
    const result = await deliver(`http://localhost:${listener.port}/hook`, body, {});
    expect(result).toMatchObject({ ok: true, status: 200 });
  });

  it('fails on a 500, keeping the status and the start of the answer', async () => {
    const listener = await start((_, response) => {
      response.statusCode = 500;
      response.end('listener crashed: ' + 'x'.repeat(5000));
    });
    const result = await deliver(listener.url, body, {});
    expect(result).toMatchObject({ ok: false, status: 500, error: 'The listener answered 500' });
    expect(result.responseSnippet).toMatch(/^listener crashed: x+$/);
    expect(result.responseSnippet).toHaveLength(1000);
  });

  it('never follows a redirect: a 3xx fails with its status, and the target is not called', async () => {
    const target = await start((_, response) => response.end('moved here'));
    const listener = await start((_, response) => {
      response.writeHead(307, { location: target.url });
      response.end();
    });
    const result = await deliver(listener.url, body, {});
    expect(result).toMatchObject({
      ok: false,
      status: 307,
      error: `Redirect to ${target.url} not followed`,
    });
    expect(target.received).toHaveLength(0);
  });

  it('gives up on a listener that never answers, within the time limit', async () => {
    const listener = await start(() => undefined);
    const result = await deliver(listener.url, body, {}, { timeoutMs: 300 });
    expect(result).toMatchObject({ ok: false, error: 'No answer within 300 ms' });
    expect(result.status).toBeUndefined();
    expect(result.durationMs).toBeGreaterThanOrEqual(290);
    expect(result.durationMs).toBeLessThan(2000);
  });

  it('reads at most the answer cap of a listener sending 50 MB, then drops the connection', async () => {
    let written = 0;
    let closed = false;
    const listener = await start((_, response) => {
      response.writeHead(200, { 'content-type': 'text/plain' });
      const chunk = Buffer.alloc(64 * 1024, 'a');
      const pump = () => {
        while (written < 50 * 1024 * 1024) {
          written += chunk.length;
          if (!response.write(chunk)) return void response.once('drain', pump);
        }
        response.end();
      };
      response.on('close', () => (closed = true));
      pump();
    });
    const result = await deliver(listener.url, body, {}, { maxAnswerBytes: 16 * 1024 });
    expect(result).toMatchObject({ ok: true, status: 200 });
    expect(result.responseSnippet).toBe('a'.repeat(1000));
    expect(result.durationMs).toBeLessThan(2000);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(closed).toBe(true);
    expect(written).toBeLessThan(50 * 1024 * 1024);
  });

  it('fails when the listener resets the connection', async () => {
    const listener = await start((request) => request.socket.destroy());
    const result = await deliver(listener.url, body, {});
    expect(result).toMatchObject({ ok: false, error: 'The listener closed the connection' });
  });

  it('fails when nothing listens on the port', async () => {
    const server = net.createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as net.AddressInfo;
    await new Promise((resolve) => server.close(resolve));
    const result = await deliver(`http://127.0.0.1:${port}/`, body, {});
    expect(result).toMatchObject({ ok: false, error: 'Connection refused' });
  });

  it('delivers to an allow-listed name at the address it was checked on', async () => {
    const listener = await start((_, response) => response.end('ok'));
    const result = await deliver(
      `http://hooks.example.test:${listener.port}/connect`,
      body,
      {},
      {
        allowedOrigins: [`http://hooks.example.test:${listener.port}`],
        resolve: async () => [{ address: '127.0.0.1', family: 4 }],
      },
    );
    expect(result).toMatchObject({ ok: true, status: 200 });
    expect(listener.received[0].headers.host).toBe(`hooks.example.test:${listener.port}`);
  });
});
