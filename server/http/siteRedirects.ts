import { isServerRoute } from './errors';
import { locationHeader } from '@developer-center/http';

/** docs/behaviour.md §2: these keep their path as it is (no lower case, no trailing slash). */
const NO_SLASH_FILE = /\.(html|xml|pdf)$/i;

/**
 * Extensions of the files a Gatsby build and its plugins emit: bundles and source maps, page
 * data and the search index (.json), styles, fonts, images, the web manifest, robots.txt,
 * WebAssembly and precompressed copies. A last segment ending in one of them is a file, checked
 * without touching the disk, and a missing or stale one gets a plain 404 rather than a redirect
 * to a page path (the price: a page slug ending in one, such as `node.js`, is only reached
 * with its trailing slash, as the site's own links write it). Any other dotted segment (`v2.1`
 * and such version names) is a page unless the build holds a file of that name: `isFile` asks.
 */
const ASSET_EXTENSION =
  /\.(m?js|css|json|map|png|jpe?g|gif|webp|avif|svg|ico|txt|webmanifest|woff2?|ttf|otf|eot|wasm|gz|br)$/i;

/**
 * Where a page path belongs per docs/behaviour.md §2 (lower case, trailing slash; never for `/` and
 * paths ending in .html, .xml or .pdf, nor for files of the build), or undefined when it is
 * already there. `isFile(path)` says whether the built site has a file at that URL path.
 */
export function canonicalPath(
  url: string,
  isFile: (path: string) => boolean = () => false,
): string | undefined {
  const queryStart = url.indexOf('?');
  const path = queryStart === -1 ? url : url.slice(0, queryStart);
  const query = queryStart === -1 ? '' : url.slice(queryStart);
  // Server routes in any spelling (`//API/user`, `/%61pi/user`) are left to the router's 404.
  if (isServerRoute(path)) return undefined;
  // Several leading slashes or backslashes would make the Location header protocol-relative,
  // an open redirect to another host: collapse them first.
  let target = `/${path.replace(/^[/\\]+/, '')}`;
  const lastSegment = target.slice(target.lastIndexOf('/') + 1);
  const names = (pattern: RegExp) => pattern.test(lastSegment);
  const file =
    lastSegment.includes('.') && (names(NO_SLASH_FILE) || names(ASSET_EXTENSION) || isFile(target));
  if (!file) {
    target = target.toLowerCase();
    if (!target.endsWith('/')) target += '/';
  }
  return target === path ? undefined : locationHeader(`${target}${query}`);
}
