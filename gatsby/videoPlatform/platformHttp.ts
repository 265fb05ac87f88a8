import { request } from 'undici';

/** A failed call to the video platform; the message names the step, never a credential. */
export class VideoPlatformError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'VideoPlatformError';
  }
}

const MAX_BYTES = 10 * 1024 * 1024;

/**
 * One call to the platform within `timeoutMs`, its JSON answer read (at most 10 MB). Redirects
 * are not followed, so the credentials in `headers` reach the URL called and no other.
 */
export async function platformJson(
  what: string,
  url: string,
  init: { method: 'GET' | 'POST'; headers: Record<string, string>; body?: string },
  timeoutMs: number,
): Promise<unknown> {
  const signal = AbortSignal.timeout(timeoutMs);
  let text = '';
  let status: number;
  try {
    const response = await request(url, { ...init, signal });
    status = response.statusCode;
    if (status < 200 || status >= 300) {
      await response.body.dump().catch(() => undefined);
    } else {
      let size = 0;
      for await (const chunk of response.body as AsyncIterable<Buffer>) {
        size += chunk.length;
        if (size > MAX_BYTES) {
          response.body.destroy();
          throw new VideoPlatformError(`${what}: the answer is larger than 10 MB`);
        }
        text += chunk.toString('utf8');
      }
    }
  } catch (error) {
    if (error instanceof VideoPlatformError) throw error;
    if (signal.aborted) throw new VideoPlatformError(`${what}: no answer within ${timeoutMs} ms`);
    throw new VideoPlatformError(`${what}: ${new URL(url).origin} could not be reached`);
  }
  if (status < 200 || status >= 300) {
    throw new VideoPlatformError(`${what}: the platform answered ${status}`, status);
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new VideoPlatformError(`${what}: the answer is not JSON`);
  }
}
