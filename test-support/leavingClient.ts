import net from 'node:net';

/**
 * A client that does not read its answer to the end, over a raw socket (node:net), as crawlers,
 * agents and impatient readers do: `curl … | head -c 100`, a tab closed during a download, a
 * reader on a slow line. The server must go on serving whatever the client does (issue 33.1).
 */
export const LEAVE_MODES = [
  /** Sends the request and closes at once, before any answer: the route may still be running. */
  'before-answer',
  /** Closes as soon as the status line and headers have arrived. */
  'after-headers',
  /** Closes after the first bytes of the body. */
  'after-first-bytes',
  /** Reads a little at a time with the socket paused in between, then closes mid-answer. */
  'slow-reader',
] as const;
export type LeaveMode = (typeof LEAVE_MODES)[number];

export interface RawRequest {
  method: string;
  /** Path and query, sent as they are. */
  url: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface LeftAnswer {
  /** The status of the answer, when its status line arrived before the client left. */
  status?: number;
  /** Body bytes received before the client left. */
  bodyBytes: number;
  /** Set when the socket failed for another reason than the client's own close. */
  error?: string;
}

export interface LeaveOptions {
  /** How long the slow reader reads before it leaves (default 600 ms). */
  slowMs?: number;
  /** Bytes the slow reader takes on each turn, with a pause of `slowStepMs` between turns. */
  slowStepMs?: number;
  /** The whole exchange's limit: the client leaves then whatever the mode (default 10 s). */
  timeoutMs?: number;
}

const HEAD_END = Buffer.from('\r\n\r\n');
const LAST_CHUNK = Buffer.from('0\r\n\r\n');

function requestBytes(port: number, request: RawRequest): Buffer {
  const body = request.body === undefined ? undefined : Buffer.from(request.body);
  const headers: Record<string, string> = {
    host: `127.0.0.1:${port}`,
    ...Object.fromEntries(
      Object.entries(request.headers ?? {}).map(([name, value]) => [name.toLowerCase(), value]),
    ),
  };
  if (body !== undefined) headers['content-length'] = String(body.length);
  const head =
    `${request.method} ${request.url} HTTP/1.1\r\n` +
    Object.entries(headers)
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('') +
    '\r\n';
  return Buffer.concat([Buffer.from(head, 'latin1'), body ?? Buffer.alloc(0)]);
}

/** Sends `request` to 127.0.0.1:`port` and leaves as `mode` says; answers what arrived. */
export function leave(
  port: number,
  request: RawRequest,
  mode: LeaveMode,
  options: LeaveOptions = {},
): Promise<LeftAnswer> {
  const { slowMs = 600, slowStepMs = 50, timeoutMs = 10_000 } = options;
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    const answer: LeftAnswer = { bodyBytes: 0 };
    let received = Buffer.alloc(0);
    let headEnd = -1;
    let length: number | undefined;
    let chunked = false;
    let tail = Buffer.alloc(0);
    let slowTimer: NodeJS.Timeout | undefined;
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      clearTimeout(limit);
      clearTimeout(slowTimer);
      socket.destroy();
      resolve(answer);
    };
    const limit = setTimeout(finish, timeoutMs);

    // The slow reader: the socket stays paused but for one chunk every `slowStepMs`.
    let slow = false;
    const readSlowly = () => {
      slow = true;
      const until = Date.now() + slowMs;
      const turn = () => {
        if (Date.now() >= until) return finish();
        socket.resume();
        slowTimer = setTimeout(turn, slowStepMs);
      };
      slowTimer = setTimeout(turn, slowStepMs);
    };
    const readHead = (head: string) => {
      answer.status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(head)?.[1]);
      const declared = /\r\ncontent-length:\s*(\d+)/i.exec(head)?.[1];
      length = declared === undefined ? undefined : Number(declared);
      chunked = /\r\ntransfer-encoding:\s*chunked/i.test(head);
      if (request.method === 'HEAD' || answer.status === 204 || answer.status === 304) length = 0;
    };

    socket.on('data', (chunk: Buffer) => {
      let body = chunk;
      if (headEnd === -1) {
        received = Buffer.concat([received, chunk]);
        headEnd = received.indexOf(HEAD_END);
        if (headEnd === -1) return;
        readHead(received.subarray(0, headEnd).toString('latin1'));
        body = received.subarray(headEnd + HEAD_END.length);
        if (mode === 'after-headers') return finish();
        if (mode === 'slow-reader') readSlowly();
      }
      if (slow) socket.pause();
      answer.bodyBytes += body.length;
      // An answer that ended before the client meant to leave: nothing more will come.
      tail = Buffer.concat([tail, body]).subarray(-LAST_CHUNK.length);
      const complete =
        (length !== undefined && answer.bodyBytes >= length) ||
        (chunked && tail.equals(LAST_CHUNK));
      if (complete || (mode === 'after-first-bytes' && answer.bodyBytes > 0)) finish();
    });
    socket.on('error', (error) => {
      answer.error = (error as NodeJS.ErrnoException).code ?? error.message;
      finish();
    });
    socket.on('end', finish);
    socket.on('close', finish);
    socket.write(requestBytes(port, request), () => {
      if (mode === 'before-answer') finish();
    });
  });
}
