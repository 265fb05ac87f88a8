const PLACEHOLDER_ORIGIN = 'http://return-to.invalid';

/**
 * A same-site relative path to send the user back to after sign-in, else "/": absolute URLs,
 * protocol-relative `//host`, backslash tricks and the /auth/ routes themselves are refused.
 */
export function safeReturnTo(value: unknown): string {
  if (typeof value !== 'string' || value.length > 2048) return '/';
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
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The return path with a query flag added (e.g. login_error=access_denied). */
export function withFlag(returnTo: string, name: string, value: string): string {
  const url = new URL(returnTo, PLACEHOLDER_ORIGIN);
  url.searchParams.set(name, value);
  return `${url.pathname}${url.search}${url.hash}`;
}
