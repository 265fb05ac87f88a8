// The embedded platform over HTTP for the webhook tests: a sandbox on one engine, signed in as
// the demo administrator, with helpers for the Connect and envelope calls the tests make.
import { ENGINES } from '../../../test-support/stores';
import { ADMIN, bearer, signIn, startSandbox, type RunningSandbox } from './sandbox';
import type { SandboxOptions } from '..';

export { ENGINES };

export interface Platform {
  sandbox: RunningSandbox;
  token: string;
  /** `{base_uri}/restapi/v2.1/accounts/{accountId}` of the demo account. */
  account: string;
  /** `/management/v1/accounts/{accountId}/connect` of the demo account. */
  management: string;
  call(method: string, url: string, body?: unknown, token?: string): Promise<Response>;
  close(): Promise<void>;
}

export async function startPlatform(
  engine: (typeof ENGINES)[number],
  options: Partial<SandboxOptions> = {},
): Promise<Platform> {
  const location = await engine.location();
  const sandbox = await startSandbox({
    ...(location.kind === 'postgres'
      ? { databaseUrl: location.url }
      : { dataDir: location.dataDir }),
    ...options,
  });
  const { access_token: token } = await signIn(sandbox);
  return {
    sandbox,
    token,
    account: `${sandbox.base}/restapi/v2.1/accounts/${ADMIN.accountId}`,
    management: `${sandbox.base}/management/v1/accounts/${ADMIN.accountId}/connect`,
    call: (method, url, body, as = token) =>
      fetch(url, {
        method,
        headers: {
          ...bearer(as),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    close: () => sandbox.close(),
  };
}

/** An envelope definition with one text document and one signer. */
export function envelopeDefinition(extra: Record<string, unknown> = {}) {
  return {
    emailSubject: 'Please sign the terms',
    documents: [
      {
        documentId: '1',
        name: 'terms.txt',
        documentBase64: Buffer.from('Terms').toString('base64'),
      },
    ],
    recipients: {
      signers: [{ recipientId: '1', name: 'Sam Signer', email: 'sam@example.test' }],
    },
    ...extra,
  };
}

/** Waits until `check` answers a value (not undefined), polling every 50 ms. */
export async function eventually<T>(
  check: () => Promise<T | undefined> | T | undefined,
  timeoutMs = 10_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
