/** @jest-environment node */
import { createServer, type Server } from 'node:http';
import { HttpError } from '../http/errors';
import { closedPort } from '../../test-support/testServer';
import { MAX_RESPONSE_BYTES, sendExplorerRequest } from './sendRequest';

let server: Server;
let origin: string;
const timers: NodeJS.Timeout[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    switch (request.url) {
      case '/slow':
        timers.push(setTimeout(() => response.end('late'), 2000));
        return;
      case '/huge':
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(Buffer.alloc(MAX_RESPONSE_BYTES + 1, 0x20));
        return;
      case '/zip':
        response.writeHead(200, {
          'content-type': 'application/zip',
          'content-disposition': 'attachment; filename="../../etc/passwd"',
        });
        response.end(Buffer.from([0x50, 0x4b, 3, 4]));
        return;
      case '/png':
        response.writeHead(200, {
          'content-type': 'image/png',
          'content-disposition': 'attachment; filename="logo.png"',
        });
        response.end(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
        return;
      case '/broken-json':
        response.writeHead(500, { 'content-type': 'application/json' });
        response.end('{not json');
        return;
      default:
        response.writeHead(204).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});
afterAll(async () => {
  timers.forEach(clearTimeout);
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const send = (path: string, timeoutMs?: number) =>
  sendExplorerRequest({
    url: `${origin}${path}`,
    method: 'GET',
    token: 't',
    headers: {},
    timeoutMs,
  });

async function statusOf(promise: Promise<unknown>): Promise<number> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof HttpError) return error.statusCode;
    throw error;
  }
  return 0;
}

describe('sendExplorerRequest', () => {
  it('answers 504 when the platform is too slow', async () => {
    expect(await statusOf(send('/slow', 200))).toBe(504);
  });

  it('answers 502 when the platform cannot be reached', async () => {
    const port = await closedPort();
    const promise = sendExplorerRequest({
      url: `http://127.0.0.1:${port}/x`,
      method: 'GET',
      token: 't',
      headers: {},
    });
    expect(await statusOf(promise)).toBe(502);
  });

  it('answers 502 for an answer over the size limit', async () => {
    expect(await statusOf(send('/huge'))).toBe(502);
  });

  it('returns binary answers as base64 with a safe file name', async () => {
    const zip = await send('/zip');
    expect(zip.binary).toEqual({
      contentType: 'application/zip',
      base64: 'UEsDBA==',
      fileName: 'response.zip',
    });
    const png = await send('/png');
    expect(png.binary?.fileName).toBe('logo.png');
    expect(png.statusText).toBe('OK');
  });

  it('shows a broken JSON body as text and an empty body as null', async () => {
    const broken = await send('/broken-json');
    expect(broken).toMatchObject({
      status: 500,
      statusText: 'Internal Server Error',
      body: '{not json',
    });
    const empty = await send('/empty');
    expect(empty).toMatchObject({ status: 204, statusText: 'No Content', body: null });
  });
});
