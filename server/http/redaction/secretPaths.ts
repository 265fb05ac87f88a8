import type { FastifyInstance } from 'fastify';

/**
 * Secrets carried in paths (a signing link's token, a signing session's id): each route that
 * carries one declares the parameter (`config: { secretParams: ['token'] }`: `secretRoute` of
 * @developer-center/http, which also declares the field on Fastify's route config), every route
 * of the app is learnt as it is added (buildApp's onRoute hook), and redactPath hides the
 * segments that fall on a secret parameter, whatever the spelling. One rule, read by every log
 * line (server/http/logging.ts).
 */

export const REDACTED = '[Redacted]';

/** A segment of the routes' paths: fixed words, then one parameter and a wildcard, as the router. */
interface Node {
  fixed: Map<string, Node>;
  param?: Node & { secret: boolean };
  wildcard: boolean;
}

const newNode = (): Node => ({ fixed: new Map(), wildcard: false });

/**
 * The routes of the apps built in this process. Module state on purpose: a URL met in an error
 * message or by the process's last words has no app at hand, and every app of one build learns
 * the same routes (the sandbox's only when it is embedded: redacting more is harmless).
 */
const root = newNode();
/**
 * The first word of every route with a secret parameter (`sandbox`): a path with none of them
 * and no escape has nothing to hide, and most log lines are read no further. A secret route
 * that starts with a parameter turns this shortcut off.
 */
const secretRoots = new Set<string>();
let secretAnywhere = false;

/** Segment as the router and normalisedPath read it: escapes decoded, `;x` dropped, lower case. */
function segmentKey(raw: string): string {
  if (!raw.includes(';') && !raw.includes('%')) return raw.toLowerCase();
  let segment = raw.replace(/;.*$/, '');
  for (let round = 0; round < 4 && segment.includes('%'); round += 1) {
    try {
      const decoded = decodeURIComponent(segment);
      if (decoded === segment) break;
      segment = decoded;
    } catch {
      break;
    }
  }
  return segment.toLowerCase();
}

/** Learns a route's path (`/sandbox/signing/s/:id/finish`), its secret parameters marked. */
export function learnRoute(url: string, secretParams: readonly string[] = []): void {
  if (secretParams.length > 0) {
    const first = url.split('/').filter(Boolean)[0] ?? '';
    if (first === '' || first.includes(':') || first.startsWith('*')) secretAnywhere = true;
    else secretRoots.add(first.toLowerCase());
  }
  let node = root;
  for (const segment of url.split('/').filter(Boolean)) {
    if (segment.startsWith('*')) {
      node.wildcard = true;
      return;
    }
    if (segment.includes(':')) {
      // A segment with a parameter in it (`:id`, `v:version`): the whole segment is the value.
      const names = [...segment.matchAll(/:(\w+)/g)].map((match) => match[1]);
      node.param ??= { ...newNode(), secret: false };
      if (names.some((name) => secretParams.includes(name))) node.param.secret = true;
      node = node.param;
      continue;
    }
    const key = segment.toLowerCase();
    let next = node.fixed.get(key);
    if (!next) node.fixed.set(key, (next = newNode()));
    node = next;
  }
}

/**
 * Indices of the segments (`keys`, read by segmentKey) on a secret parameter, reading the path from `start` as the router
 * would: fixed words first, then the parameter; `.` stays, `..` goes back up (also out of a
 * segment no route knows, `/sandbox/x/../signing/…`).
 */
function secretSegments(keys: string[], start: number, found: Set<number>): void {
  const trail: (Node | undefined)[] = [root];
  for (let index = start; index < keys.length; index += 1) {
    const key = keys[index];
    if (key === '' || key === '.') continue;
    if (key === '..') {
      if (trail.length > 1) trail.pop();
      continue;
    }
    const node = trail[trail.length - 1];
    // From a later slash, only a fixed first word starts a path: a route that begins with a
    // parameter would otherwise take every segment of every path for its value.
    const param = node === root && start > 1 ? undefined : node?.param;
    const next = node?.fixed.get(key) ?? param;
    if (next && next === param && param.secret) found.add(index);
    trail.push(next);
  }
}

/**
 * The path with every segment that a route declares secret replaced by [Redacted]. The path is
 * read from each of its slashes, so a URL inside a longer text (`GET:/sandbox/signing/…`,
 * `http://host/sandbox/…`) is found too.
 */
export function redactPath(path: string): string {
  const lower = path.toLowerCase();
  const maybe = secretAnywhere || lower.includes('%');
  if (!maybe && ![...secretRoots].some((word) => lower.includes(word))) return path;
  const segments = path.split(/[/\\]/);
  const keys = segments.map(segmentKey);
  const found = new Set<number>();
  for (let start = 1; start < keys.length; start += 1) {
    if (root.fixed.has(keys[start]) || (start === 1 && root.param)) {
      secretSegments(keys, start, found);
    }
  }
  if (found.size === 0) return path;
  // Rebuilt with the separators as written.
  const separators = path.match(/[/\\]/g) ?? [];
  return segments
    .map((segment, index) => (found.has(index) ? REDACTED : segment))
    .reduce((text, segment, index) => text + separators[index - 1] + segment);
}

/** Learns every route an app adds from now on (buildApp calls it before registering any). */
export function learnRoutes(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => learnRoute(route.url, route.config?.secretParams));
}
