/** @jest-environment node */
import { startServer, type RunningServer } from '../../test-support/testServer';

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

const GUID = '3f1c1d52-8a41-4f0e-9d6c-2b7a1e5c9f00';

const post = (body: unknown) =>
  fetch(`${server.base}/api/client-otel-metrics`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

/** The logged telemetry lines so far. */
const telemetryLines = () =>
  server.logs
    .map((line) => JSON.parse(line))
    .filter((line) => line.telemetry !== undefined && line.msg === 'client event');

describe('POST /api/client-otel-metrics', () => {
  it('accepts an event with 202 and logs it as one structured line', async () => {
    const before = telemetryLines().length;
    const response = await post({
      eventSource: 'Global User UUID Error',
      eventData: { message: 'Bad Gateway' },
      globalUserUuid: GUID,
    });
    expect(response.status).toBe(202);
    const lines = telemetryLines().slice(before);
    expect(lines).toHaveLength(1);
    expect(lines[0].telemetry).toEqual({
      eventSource: 'Global User UUID Error',
      eventData: { message: 'Bad Gateway' },
      globalUserUuid: GUID,
    });
    expect(lines[0].level).toBe(30);
  });

  it('needs no globalUserUuid', async () => {
    const response = await post({ eventSource: 'Page', eventData: {} });
    expect(response.status).toBe(202);
  });

  it('logs only the allow-listed eventData fields with plain values (issue 16.7)', async () => {
    const before = telemetryLines().length;
    const response = await post({
      eventSource: 'Leaky',
      eventData: {
        message: 'kept',
        access_token: 'tok-top-secret-1',
        nested: { clientSecret: 'sec-top-secret-2', Password: 'pw-top-secret-3', ok: 1 },
        list: [{ Authorization: 'Bearer tok-top-secret-4', cookieHeader: 'c=top-secret-5' }],
        a: { b: { c: { d: { e: 'deep-top-secret-6' } } } },
        email: 'someone@top-secret.example',
        status: 502,
        statusText: 'Bearer tok-top-secret-7',
        name: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ0b3Atc2VjcmV0In0.top-secret-8',
        code: 'AbCdEfGhIjKlMnOpQrSt0123456789-top-secret-9',
        path: '/auth/callback?code=top-secret-10&state=x',
      },
    });
    expect(response.status).toBe(202);
    const [line] = telemetryLines().slice(before);
    expect(line.telemetry.eventData).toEqual({ message: 'kept', status: 502 });
    expect(server.logs.join('')).not.toMatch(/top-secret/);
  });

  it.each([
    ['eventSource', { eventData: {} }],
    ['eventSource', { eventSource: '', eventData: {} }],
    ['eventSource', { eventSource: 'x'.repeat(101), eventData: {} }],
    // Issue 33.4: the event's name is logged, so it is a name and nothing else.
    ['eventSource', { eventSource: 'Page\n{"level":60,"msg":"forged"}', eventData: {} }],
    ['eventSource', { eventSource: 'Page\u0007\u001b[2J', eventData: {} }],
    ['eventSource', { eventSource: 'Bearer tok-top-secret-8', eventData: {} }],
    ['eventSource', { eventSource: 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde', eventData: {} }],
    ['eventSource', { eventSource: 'Ab12Cd34Ef56Gh78-Ij90Kl12Mn34Op56', eventData: {} }],
    ['eventSource', { eventSource: 'https://app.example/?code=abc', eventData: {} }],
    ['eventData', { eventSource: 'Page' }],
    ['eventData', { eventSource: 'Page', eventData: 'text' }],
    ['eventData', { eventSource: 'Page', eventData: [1, 2] }],
    ['globalUserUuid', { eventSource: 'Page', eventData: {}, globalUserUuid: 'not-a-uuid' }],
  ])('answers 400 naming %s', async (field, body) => {
    const response = await post(body);
    expect(response.status).toBe(400);
    const answer = await response.json();
    expect(answer.field).toBe(field);
    expect(answer.message).toContain(field);
  });

  it('answers 400 naming eventData when it is over 8 KB', async () => {
    const response = await post({ eventSource: 'Big', eventData: { text: 'x'.repeat(8200) } });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      field: 'eventData',
      message: 'eventData must be 8 KB or less',
    });
  });

  it('answers 413 for a body far over the limit, and logs no event', async () => {
    const before = telemetryLines().length;
    const response = await post({ eventSource: 'Huge', eventData: { text: 'x'.repeat(20_000) } });
    expect(response.status).toBe(413);
    expect(telemetryLines().length).toBe(before);
  });

  it('answers 400 for a body that is not JSON', async () => {
    const response = await post('{not json');
    expect(response.status).toBe(400);
  });
});
