/** Our own server's user-id service (server/routes/globalUserId.ts). */
export const DEFAULT_USER_ID_SERVICE_URL = '/api/global-user-id';

/**
 * The user-id service (docs/behaviour.md §7): a build-time setting, read at call time so Gatsby's
 * replacement of GATSBY_* variables and tests that set the variable both work.
 */
export function userIdServiceUrl(): string {
  return process.env.GATSBY_USER_ID_SERVICE_URL || DEFAULT_USER_ID_SERVICE_URL;
}

/**
 * The look-up's own time limit: the first requests of a page wait for it (app/http.ts), so a slow
 * service must not hold them long; past it, the fallback id of the saga is used.
 */
export const USER_ID_TIMEOUT_MS = 3000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (value: unknown): value is string =>
  typeof value === 'string' && UUID.test(value);

/**
 * GET the service with credentials (its cookie holds the id), with `fetch` rather than `http`:
 * this call runs on every page load, and axios then stays out of a first visit. No bearer token
 * goes with it (an identity service needs none) and no global-user-uuid either (this call runs
 * before the store has one). A refusal carries its status text, as `http`'s errors do.
 */
export async function fetchGlobalUserUuid(): Promise<string> {
  const response = await fetch(userIdServiceUrl(), {
    credentials: 'include',
    headers: { accept: 'application/json' },
    // The look-up's own time limit (the first requests of a page wait for it).
    signal: AbortSignal.timeout(USER_ID_TIMEOUT_MS),
  });
  if (!response.ok) {
    const { status, statusText } = response;
    throw Object.assign(new Error(`Request failed with status code ${status}`), {
      response: { status, statusText },
    });
  }
  const data = (await response.json().catch(() => undefined)) as { userUuid?: unknown };
  if (!isUuid(data?.userUuid)) throw new Error('The user-id service answered no user id');
  return data.userUuid;
}
