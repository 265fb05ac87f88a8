import encodeUrl from 'encodeurl';

// Every response header value that carries request data (a file name, a redirect target, an
// app's origin in a policy) is built here, so none can end a header, add one, or change the
// policy it is part of. Node refuses CR, LF and characters past U+00FF in a header with an
// exception (a 500), never silently: each builder below answers a value Node takes as it is.

/** Characters that are no part of a file name in a header: controls, separators of paths. */
const unsafeInName = (character: string) =>
  character < ' ' || character === '\u007f' || character === '/' || character === '\\';

const encodeExtended = (text: string) =>
  encodeURIComponent(text).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );

/**
 * A Content-Disposition value for a file name from request data (a document's name, a
 * repository and ref): controls and path separators become `_`, the name is cut to 200
 * characters; a quoted ASCII `filename` (others as `_`) and, for a name beyond it, RFC 8187's
 * `filename*=UTF-8''…` with the name itself, which browsers prefer.
 */
export function contentDisposition(
  fileName: string,
  type: 'attachment' | 'inline' | 'file' = 'attachment',
): string {
  const safe = Array.from(fileName, (character) => (unsafeInName(character) ? '_' : character));
  const name = [...safe.join('').trim()].slice(0, 200).join('') || 'download';
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const header = `${type}; filename="${ascii}"`;
  return ascii === name ? header : `${header}; filename*=UTF-8''${encodeExtended(name)}`;
}

/**
 * A Location value: an absolute http(s) URL as the URL parser writes it (no control character,
 * non-ASCII percent-encoded, the host in its ASCII form), or a path of this site, percent-encoded
 * where it is not already (encodeurl) and never protocol-relative (`//host`, `/\host`: one
 * leading slash is kept). Anything else, such as `javascript:`, is refused with an Error: a
 * caller passes only URLs it has checked.
 */
export function locationHeader(target: string | URL): string {
  if (target instanceof URL || /^[a-z][a-z0-9+.-]*:/i.test(target)) {
    const url = new URL(target);
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
      throw new Error(`not a web address to redirect to: ${url.protocol}`);
    return url.href;
  }
  if (!target.startsWith('/')) throw new Error('a redirect within the site must start with /');
  return encodeUrl(`/${target.replace(/^[/\\]+/, '')}`);
}

/** An http(s) URL kept from a request (a return address) as a Location, or undefined if none. */
export function webLocation(value: string): string | undefined {
  try {
    return URL.canParse(value) ? locationHeader(new URL(value)) : undefined;
  } catch {
    return undefined;
  }
}

/** A host as a Content-Security-Policy host-source takes it: labels, or an IP literal. */
const CSP_HOST = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])$/i;

/**
 * The origin of an http(s) URL as one Content-Security-Policy source (`https://app.example:8443`):
 * scheme, host and port only, from the parsed URL, never its text. Undefined when it is no http(s)
 * URL or its host holds anything a source cannot (the URL parser keeps `;`, `,`, `'` and `*` in a
 * host: `http://a;script-src*` would otherwise add a directive).
 */
export function cspSource(url: string | URL | null | undefined): string | undefined {
  if (!url) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return undefined;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return undefined;
  if (!CSP_HOST.test(parsed.hostname)) return undefined;
  return `${parsed.protocol}//${parsed.host}`;
}
