/** The query parameter of a method page's address that carries a shared request. */
export const SHARE_PARAMETER = 'request';

/** The address that opens a method page in explorer mode with the shared request. */
export function shareUrl(origin: string, pagePath: string, encoded: string): string {
  return `${origin}${pagePath}?explorer=true&${SHARE_PARAMETER}=${encoded}`;
}
