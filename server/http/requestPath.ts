import { posix } from 'node:path';

/** Escape decoding rounds: `%252561` is three levels deep; nothing legitimate goes further. */
const DECODE_ROUNDS = 4;

/** Decodes the ASCII escapes only (the prefixes decided on are ASCII); others stay as written. */
const decodeAscii = (text: string) =>
  text.replace(/%([0-7][0-9a-f])/gi, (_escape, hex: string) =>
    String.fromCharCode(parseInt(hex, 16)),
  );

/**
 * The path a request names, as hooks and guards must read it: never the `request.url` text,
 * since the router runs `/sandbox/%74est/x` as `/sandbox/test/x` and a check on the text misses
 * it. Query and fragment cut; escapes decoded (repeatedly, so double encoding is seen through);
 * `;parameters` dropped; slashes and backslashes collapsed; dot segments resolved; lower case.
 * This is the widest reading any proxy or server might give the path, so a class decided on it
 * (server route or page) holds for every spelling: `//API/user;x` is a server route too, answered
 * 404 there, never redirected or served as a page.
 */
export function normalisedPath(url: string): string {
  return posix.normalize(`/${decodedPath(url)}`).toLowerCase();
}

/**
 * The path as written, read as widely as `normalisedPath` but with its dot segments kept: what
 * the router matches. `/swaggerfile/api_ESignature/..%2F..%2Fetc%2Fpasswd` is the swaggerfile
 * route's (its `ref` decoded to `../../etc/passwd`), though its normalised path is `/etc/passwd`.
 */
export function writtenPath(url: string): string {
  return `/${decodedPath(url)}`.replace(/\/+/g, '/').toLowerCase();
}

function decodedPath(url: string): string {
  const end = url.search(/[?#]/);
  let path = end === -1 ? url : url.slice(0, end);
  for (let round = 0; round < DECODE_ROUNDS && path.includes('%'); round += 1) {
    const decoded = decodeAscii(path);
    if (decoded === path) break;
    path = decoded;
  }
  return path.replace(/;[^/\\]*/g, '').replace(/[/\\]+/g, '/');
}
