/** @jest-environment node */
import { ADMIN, bearer, signIn, startSandbox, type RunningSandbox } from '../test-support/sandbox';
import { createEnvelope, embeddedSigner } from '../test-support/signingSandbox';
import type { ApiLimits } from './options';

// The platform's API limits through real HTTP: the headers of every API answer, the 429s over
// the hourly and the burst limit, and the polling limit on an envelope's status.
let sandbox: RunningSandbox | undefined;
afterEach(() => sandbox?.close());

async function start(apiLimits: Partial<ApiLimits>) {
  sandbox = await startSandbox({ apiLimits });
  const token = (await signIn(sandbox)).access_token;
  const envelopes = `${sandbox.base}/restapi/v2.1/accounts/${ADMIN.accountId}/envelopes`;
  const list = () => fetch(`${envelopes}?from_date=2020-01-01`, { headers: bearer(token) });
  return { token, envelopes, list };
}

it('answers the hourly and burst headers on every API call, counting down', async () => {
  const { list } = await start({ hourly: 3000, burst: 200 });
  const first = await list();
  expect(first.status).toBe(200);
  expect(first.headers.get('x-ratelimit-limit')).toBe('3000');
  expect(first.headers.get('x-ratelimit-remaining')).toBe('2999');
  expect(first.headers.get('x-burstlimit-limit')).toBe('200');
  expect(first.headers.get('x-burstlimit-remaining')).toBe('199');
  // The reset is the top of the next hour, in epoch seconds.
  const reset = Number(first.headers.get('x-ratelimit-reset'));
  const nextHour = Math.ceil(Date.now() / 3600_000) * 3600;
  expect(reset).toBe(nextHour);
  const second = await list();
  expect(second.headers.get('x-ratelimit-remaining')).toBe('2998');
  expect(second.headers.get('x-burstlimit-remaining')).toBe('198');
});

it('leaves the OAuth server and calls without a token alone', async () => {
  const { envelopes } = await start({ hourly: 1, burst: 1 });
  const info = await fetch(`${sandbox!.base}/oauth/userinfo`, {
    headers: bearer((await signIn(sandbox!)).access_token),
  });
  expect(info.status).toBe(200);
  expect(info.headers.get('x-ratelimit-limit')).toBeNull();
  const anonymous = await fetch(envelopes);
  expect(anonymous.status).toBe(401);
  expect(anonymous.headers.get('x-ratelimit-limit')).toBeNull();
});

it('refuses calls over the burst limit with 429 BURST_APIINVOCATION_LIMIT_EXCEEDED', async () => {
  const { list } = await start({ hourly: 3000, burst: 3 });
  for (let call = 1; call <= 3; call += 1) expect((await list()).status).toBe(200);
  const refused = await list();
  expect(refused.status).toBe(429);
  expect(refused.headers.get('x-burstlimit-remaining')).toBe('0');
  expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(await refused.json()).toEqual({
    errorCode: 'BURST_APIINVOCATION_LIMIT_EXCEEDED',
    message: expect.stringContaining('burst API invocations'),
  });
});

it('refuses calls over the hourly limit with 429 HOURLY_APIINVOCATION_LIMIT_EXCEEDED', async () => {
  const { list } = await start({ hourly: 2, burst: 200 });
  expect((await list()).status).toBe(200);
  const last = await list();
  expect(last.status).toBe(200);
  expect(last.headers.get('x-ratelimit-remaining')).toBe('0');
  const refused = await list();
  expect(refused.status).toBe(429);
  expect(await refused.json()).toEqual({
    errorCode: 'HOURLY_APIINVOCATION_LIMIT_EXCEEDED',
    message: 'The maximum number of hourly API invocations has been exceeded. Hourly Limit: 2',
  });
});

it('answers HOURLY_ENVELOPE_POLLING_LIMIT_EXCEEDED to a second status poll within the interval', async () => {
  const { token, envelopes } = await start({ pollingIntervalSeconds: 900 });
  const envelopeId = await createEnvelope({ token, envelopes }, [embeddedSigner()]);
  const poll = () => fetch(`${envelopes}/${envelopeId}`, { headers: bearer(token) });
  expect((await poll()).status).toBe(200);
  const refused = await poll();
  expect(refused.status).toBe(400);
  expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(890);
  expect(await refused.json()).toMatchObject({
    errorCode: 'HOURLY_ENVELOPE_POLLING_LIMIT_EXCEEDED',
    message: expect.stringContaining('15 minutes'),
  });
  // Its recipients and documents are not its status: they stay readable.
  const recipients = await fetch(`${envelopes}/${envelopeId}/recipients`, {
    headers: bearer(token),
  });
  expect(recipients.status).toBe(200);
});

it('does not check polling unless it is switched on (the default)', async () => {
  const { token, envelopes } = await start({});
  const envelopeId = await createEnvelope({ token, envelopes }, [embeddedSigner()]);
  for (let poll = 0; poll < 3; poll += 1) {
    const response = await fetch(`${envelopes}/${envelopeId}`, { headers: bearer(token) });
    expect(response.status).toBe(200);
  }
});
