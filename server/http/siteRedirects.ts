/** Server routes and anything else the site redirect rules must leave alone. */
const SKIPPED_PREFIXES = ['/api/', '/auth/', '/sandbox/', '/swaggerfile/'];

/** A last path segment that names a file (`app-1a2b.js`, `sitemap.xml`, `404.html`). */
const FILE_SEGMENT = /\.[a-z0-9]{1,8}$/i;

/**
 * Where a page path belongs per spec section 2 (lower case, trailing slash; never for `/`,
 * files with extensions, .html/.xml/.pdf), or undefined when it is already there.
 */
export function canonicalPath(url: string): string | undefined {
  const queryStart = url.indexOf('?');
  const path = queryStart === -1 ? url : url.slice(0, queryStart);
  const query = queryStart === -1 ? '' : url.slice(queryStart);
  if (path === '/api' || SKIPPED_PREFIXES.some((prefix) => path.startsWith(prefix))) {
    return undefined;
  }
  // Several leading slashes or backslashes would make the Location header protocol-relative,
  // an open redirect to another host: collapse them first.
  let target = `/${path.replace(/^[/\\]+/, '')}`;
  const lastSegment = target.slice(target.lastIndexOf('/') + 1);
  if (!FILE_SEGMENT.test(lastSegment)) {
    target = target.toLowerCase();
    if (!target.endsWith('/')) target += '/';
  }
  return target === path ? undefined : `${target}${query}`;
}
