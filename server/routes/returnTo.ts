const PLACEHOLDER_ORIGIN = 'http://return-to.invalid';
/** The longest return path kept; a longer one returns to /. */
export const RETURN_TO_LIMIT = 2048;

/**
 * A same-site relative path to send the user back to after sign-in, else "/": absolute URLs,
 * protocol-relative `//host`, backslash tricks and the /auth/ routes themselves are refused.
 */
export function safeReturnTo(value: unknown): string {
  if (typeof value !== 'string' || value.length > RETURN_TO_LIMIT) return '/';
  // Backslashes and control characters: browsers may read them as '/' or drop them.
  const suspicious = [...value].some((char) => char === '\\' || char.charCodeAt(0) < 0x20);
  if (!value.startsWith('/') || value.startsWith('//') || suspicious) {
    return '/';
  }
  let url: URL;
  try {
    url = new URL(value, PLACEHOLDER_ORIGIN);
  } catch {
    return '/';
  }
  if (url.origin !== PLACEHOLDER_ORIGIN || url.pathname.startsWith('/auth/')) return '/';
  // Normalising dot segments can bring `//` forward (`/.//host`), and a proxy or browser may
  // decode again (`/%2e%2e//host`, `/%252f%252fhost`): refuse a path that could ever read as
  // another host.
  return readsAsAnotherHost(url.pathname) ? '/' : `${url.pathname}${url.search}${url.hash}`;
}

const HOST_PREFIX = /^[/\\]{2}|\\/;
const DECODING_ROUNDS = 4;

function readsAsAnotherHost(pathname: string): boolean {
  let current = pathname;
  for (let round = 0; round <= DECODING_ROUNDS; round += 1) {
    if (
      HOST_PREFIX.test(current) ||
      new URL(current, PLACEHOLDER_ORIGIN).pathname.startsWith('//')
    ) {
      return true;
    }
    let decoded: string;
    try {
      decoded = decodeURIComponent(current);
    } catch {
      return true;
    }
    if (decoded === current) return false;
    current = decoded;
  }
  return true;
}

/** The return path with a query flag added (e.g. login_error=access_denied). */
export function withFlag(returnTo: string, name: string, value: string): string {
  const url = new URL(returnTo, PLACEHOLDER_ORIGIN);
  url.searchParams.set(name, value);
  return `${url.pathname}${url.search}${url.hash}`;
}
