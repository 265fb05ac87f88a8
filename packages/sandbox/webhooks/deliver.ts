import type { LookupFunction } from 'node:net';
import { Agent, request } from 'undici';
import { checkListener, type ListenerPolicy, type ResolvedAddress } from './listenerPolicy';

/** The outcome of one delivery attempt; never thrown. */
export interface DeliveryResult {
  /** The listener answered 2xx. */
  ok: boolean;
  /** The listener's status code, when it answered (a 3xx is kept: redirects are not followed). */
  status?: number;
  /** Why the attempt failed, in words a developer reads on the deliveries page. */
  error?: string;
  durationMs: number;
  /** The start of the answer's body as text (at most 1,000 characters). */
  responseSnippet: string;
}

export const DEFAULT_TIMEOUT_MS = 10_000;
export const DEFAULT_MAX_ANSWER_BYTES = 64 * 1024;
const SNIPPET_CHARACTERS = 1000;

// Connects to the address the policy checked, so the name is never resolved a second time
// (a DNS answer changed between check and connect cannot move the delivery elsewhere).
function pinnedLookup(address: ResolvedAddress): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) (callback as (error: null, all: ResolvedAddress[]) => void)(null, [address]);
    else callback(null, address.address, address.family);
  };
}

function describe(error: unknown, timeoutMs: number): string {
  const cause = (error as { cause?: { code?: string } }).cause;
  const code = (error as { code?: string }).code ?? cause?.code;
  const name = (error as Error).name;
  if (name === 'TimeoutError' || name === 'AbortError' || code === 'UND_ERR_CONNECT_TIMEOUT') {
    return `No answer within ${timeoutMs} ms`;
  }
  if (code === 'ECONNREFUSED') return 'Connection refused';
  if (code === 'ECONNRESET' || code === 'UND_ERR_SOCKET')
    return 'The listener closed the connection';
  return (error as Error).message || 'The listener could not be reached';
}

async function readCapped(
  body: AsyncIterable<Buffer> & { destroy(): unknown },
  cap: number,
): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    const room = cap - size;
    chunks.push(chunk.length > room ? chunk.subarray(0, room) : chunk);
    size += Math.min(chunk.length, room);
    if (size >= cap) {
      body.destroy(); // the rest is never read: the connection is dropped below
      break;
    }
  }
  return Buffer.concat(chunks);
}

/**
 * One Connect delivery: a single POST of `body` with `headers`, only to a listener the policy
 * allows (see `checkListener`), never following a redirect (a 3xx is a failed delivery with its
 * status kept), within `timeoutMs` for resolving, connecting and the whole answer, reading at most
 * `maxAnswerBytes` of the answer. Never throws.
 */
export async function deliver(
  url: string,
  body: string | Uint8Array,
  headers: Record<string, string>,
  policy: ListenerPolicy = {},
): Promise<DeliveryResult> {
  const started = performance.now();
  const elapsed = () => Math.round((performance.now() - started) * 10) / 10;
  const timeoutMs = policy.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const deadline = AbortSignal.timeout(timeoutMs);
  const failed = (error: string, status?: number, responseSnippet = ''): DeliveryResult => ({
    ok: false,
    ...(status === undefined ? {} : { status }),
    error,
    durationMs: elapsed(),
    responseSnippet,
  });

  const timedOut = new Promise<never>((_, reject) =>
    deadline.addEventListener('abort', () => reject(deadline.reason), { once: true }),
  );
  timedOut.catch(() => undefined); // it only ever loses the race below once the delivery is done
  let agent: Agent | undefined;
  try {
    const check = await Promise.race([checkListener(url, policy), timedOut]);
    if (!check.allowed) return failed(check.reason);
    agent = new Agent({
      connect: { timeout: timeoutMs, lookup: pinnedLookup(check.addresses[0]) },
      pipelining: 0,
    });
    const answer = await request(check.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
      body,
      dispatcher: agent,
      signal: deadline,
      maxRedirections: 0,
    });
    const raw = await readCapped(answer.body, policy.maxAnswerBytes ?? DEFAULT_MAX_ANSWER_BYTES);
    const snippet = raw.toString('utf8').slice(0, SNIPPET_CHARACTERS);
    const status = answer.statusCode;
    if (status >= 200 && status < 300)
      return { ok: true, status, durationMs: elapsed(), responseSnippet: snippet };
    if (status >= 300 && status < 400) {
      const location = answer.headers.location;
      return failed(
        `Redirect${location ? ` to ${String(location)}` : ''} not followed`,
        status,
        snippet,
      );
    }
    return failed(`The listener answered ${status}`, status, snippet);
  } catch (error) {
    return failed(describe(error, timeoutMs));
  } finally {
    // Destroyed, not closed: an answer cut at the size cap must not keep its socket.
    agent?.destroy().catch(() => undefined);
  }
}
