import { ADMIN, bearer } from '@developer-center/sandbox/test-support/sandbox';
import { succeeded, type LoadOp, type Outcome } from './load';

// The requests of the cluster test's journeys (server/cluster/): each names its client address
// in X-Forwarded-For, which instances trusting two proxy hops take as the client's.

export { ADMIN, bearer };
/** The embedded platform's envelopes of the demo account (a bearer token's). */
export const ENVELOPES = `/sandbox/restapi/v2.1/accounts/${ADMIN.accountId}/envelopes`;

export const from = (address: string) => ({ 'x-forwarded-for': address });
/** A client address of its own for request n of a load (10.{range}.x.y). */
const addressOf = (range: number, n: number) => `10.${range}.${(n >> 8) & 255}.${n & 255}`;

export function postJson(url: string, body: unknown, headers: Record<string, string>) {
  return fetch(url, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(15_000),
  });
}

export function signUp(base: string, email: string, address: string) {
  return fetch(`${base}/api/newsletter-signup`, {
    method: 'POST',
    headers: {
      ...from(address),
      'content-type': 'application/x-www-form-urlencoded',
      accept: 'application/json',
    },
    body: new URLSearchParams({ email, consent: 'on' }).toString(),
    signal: AbortSignal.timeout(15_000),
  });
}

/**
 * The load of the kill and restart journeys, through `base` (the balancer): envelopes created,
 * newsletter sign-ups (writes, each from an address of its own in 10.{range}.x.y) and user reads.
 */
export function loadOps(base: string, token: string, range: number): Record<string, LoadOp> {
  return {
    envelope: async () => {
      const response = await postJson(
        `${base}${ENVELOPES}`,
        { emailSubject: `Load ${range}`, status: 'created' },
        bearer(token),
      );
      const body = await response.json().catch(() => ({}));
      return { status: response.status, written: body.envelopeId };
    },
    signup: async (n) => {
      const email = `load-${range}-${n}@example.test`;
      const response = await signUp(base, email, addressOf(range, n));
      await response.arrayBuffer();
      return { status: response.status, written: email };
    },
    user: async (n) => {
      const response = await fetch(`${base}/api/user`, {
        headers: { ...bearer(token), ...from(addressOf(range, n)) },
        signal: AbortSignal.timeout(15_000),
      });
      await response.arrayBuffer();
      return { status: response.status };
    },
  };
}

/** Runs `work` over `items`, `concurrency` at a time. */
async function eachLimited<T>(items: T[], concurrency: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const lanes = Array.from({ length: concurrency }, async () => {
    while (next < items.length) await work(items[next++]);
  });
  await Promise.all(lanes);
}

/**
 * The acknowledged writes of a `loadOps(base, token, range)` load that the store does not have,
 * asked through `base`: an envelope must be found, a sign-up must be refused as a duplicate.
 */
export async function lostWrites(
  base: string,
  token: string,
  outcomes: Outcome[],
  range: number,
): Promise<string[]> {
  const lost: string[] = [];
  const acknowledged = outcomes.filter((outcome) => succeeded(outcome) && outcome.written);
  let check = 0;
  await eachLimited(acknowledged, 8, async (outcome) => {
    check += 1;
    if (outcome.op === 'envelope') {
      const response = await fetch(`${base}${ENVELOPES}/${outcome.written}`, {
        headers: bearer(token),
      });
      if (response.status !== 200) lost.push(`envelope ${outcome.written}`);
      await response.arrayBuffer();
    } else {
      // Signing up again is refused only when the first sign-up is stored.
      const again = await signUp(base, outcome.written!, addressOf(range + 100, check));
      if (again.status !== 409) lost.push(`sign-up ${outcome.written} (${again.status})`);
      await again.arrayBuffer();
    }
  });
  return lost;
}
