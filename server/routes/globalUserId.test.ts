/** @jest-environment node */
import { GLOBAL_USER_COOKIE } from './globalUserId';
import { startServer, type RunningServer } from '../../test-support/testServer';

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const getId = (cookie?: string) =>
  fetch(`${server.base}/api/global-user-id`, { headers: cookie ? { cookie } : {} });

/** The Set-Cookie header for the id cookie, if the answer has one. */
const idCookieHeader = (response: Response) =>
  response.headers.getSetCookie().find((header) => header.startsWith(`${GLOBAL_USER_COOKIE}=`));

/** `name=value` as the browser would send it back. */
const cookiePair = (header: string) => header.split(';', 1)[0];

describe('GET /api/global-user-id', () => {
  it('issues a new UUID v4 in a signed, HttpOnly, long-lived cookie, uncached', async () => {
    const response = await getId();
    expect(response.status).toBe(200);
    const { userUuid } = await response.json();
    expect(userUuid).toMatch(UUID_V4);
    expect(response.headers.get('cache-control')).toBe('no-store');

    const header = idCookieHeader(response)!;
    expect(header).toBeDefined();
    const attributes = header.split(';').map((part) => part.trim().toLowerCase());
    expect(attributes).toEqual(
      expect.arrayContaining(['httponly', 'samesite=lax', 'path=/', 'max-age=31536000']),
    );
    // Plain http here: not Secure (TRUST_PROXY behind https adds it).
    expect(attributes).not.toContain('secure');
    // Signed: the value is the id plus a signature, not the bare id.
    expect(decodeURIComponent(cookiePair(header).split('=')[1])).toMatch(
      new RegExp(`^${userUuid}\\.[^.]+$`),
    );
  });

  it('answers the same id, without a new cookie, when the browser sends the cookie back', async () => {
    const first = await getId();
    const { userUuid } = await first.json();
    const second = await getId(cookiePair(idCookieHeader(first)!));
    expect(await second.json()).toEqual({ userUuid });
    expect(idCookieHeader(second)).toBeUndefined();
  });

  it('replaces a tampered cookie with a new id', async () => {
    const first = await getId();
    const { userUuid } = await first.json();
    const [, signature] = decodeURIComponent(
      cookiePair(idCookieHeader(first)!).split('=')[1],
    ).split('.');
    const forged = '11111111-1111-4111-8111-111111111111';
    const response = await getId(
      `${GLOBAL_USER_COOKIE}=${encodeURIComponent(`${forged}.${signature}`)}`,
    );
    const answer = await response.json();
    expect(answer.userUuid).toMatch(UUID_V4);
    expect(answer.userUuid).not.toBe(forged);
    expect(answer.userUuid).not.toBe(userUuid);
    expect(idCookieHeader(response)).toBeDefined();
  });

  it('replaces an unsigned or non-UUID cookie with a new id', async () => {
    const unsigned = await getId(`${GLOBAL_USER_COOKIE}=11111111-1111-4111-8111-111111111111`);
    expect((await unsigned.json()).userUuid).not.toBe('11111111-1111-4111-8111-111111111111');
    expect(idCookieHeader(unsigned)).toBeDefined();
    const garbage = await getId(`${GLOBAL_USER_COOKIE}=not-a-uuid`);
    expect((await garbage.json()).userUuid).toMatch(UUID_V4);
  });

  it('adds Secure behind an https proxy', async () => {
    const proxied = await startServer({ TRUST_PROXY: '1' });
    try {
      const response = await fetch(`${proxied.base}/api/global-user-id`, {
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(idCookieHeader(response)!.toLowerCase()).toMatch(/;\s*secure/);
    } finally {
      await proxied.close();
    }
  });
});
