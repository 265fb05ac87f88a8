// Link rules of docs/behaviour.md §2: internal page links are lower case and end in "/", except the
// root and files (.html, .xml, .pdf). Applied at build time to markdown and at render time by
// DocLink, so the static HTML never carries a link that would need a redirect.

const FILE_PATH = /\.(html|xml|pdf)$/i;
// Server routes (docs/behaviour.md §2): not pages, their paths are left as written.
const SERVER_ROUTE = /^\/(api|auth|swaggerfile)(\/|$)/i;

/** Lower-cases the path, adds the trailing slash where the rules want one, keeps query and hash. */
export function normalizeInternalPath(href: string): string {
  const split = /^([^?#]*)(.*)$/s.exec(href);
  const rawPath = split?.[1] ?? '';
  const suffix = split?.[2] ?? '';
  if (rawPath === '') return href;
  let path = rawPath.toLowerCase();
  if (path !== '/' && !FILE_PATH.test(path) && !path.endsWith('/')) path += '/';
  return path + suffix;
}

/** True for a same-site page path ("/docs/x"), false for other sites, schemes and server routes. */
export function isInternalPagePath(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//') && !SERVER_ROUTE.test(href);
}

/**
 * Resolves an href written in content against the page it appears on, then applies the link
 * rules to same-site page links. External links, anchors and server routes are returned as is.
 */
export function rewriteContentHref(href: string, fromPath: string): string {
  if (
    href === '' ||
    href.startsWith('#') ||
    /^[a-z][a-z0-9+.-]*:/i.test(href) ||
    href.startsWith('//')
  )
    return href;
  const base = `http://site.invalid${normalizeInternalPath(fromPath)}`;
  const resolved = new URL(href, base);
  const local = `${resolved.pathname}${resolved.search}${resolved.hash}`;
  return isInternalPagePath(local) ? normalizeInternalPath(local) : local;
}
