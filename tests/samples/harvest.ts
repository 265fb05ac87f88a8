import { isAccountParameter } from '../../lib/samples/target';
import type { RecordedCall } from './recordingProxy';

// What the platform's sampled answers carry where an id would be (organizations and forms exist
// only so): an id to try when nothing better comes, never one to prefer.
const SAMPLED = new Set(['string', '0', '00000000-0000-4000-8000-000000000000']);

/** Ids learnt from answers: strong ones name what a sample made or listed; weak ones are guesses. */
export interface KnownIds {
  strong: Record<string, string>;
  weak: Record<string, string>;
}

const isId = (value: unknown): value is string | number =>
  (typeof value === 'string' && value !== '') || typeof value === 'number';

/** The first object of the first list in an answer: a list's first item. */
function firstItem(answer: unknown): Record<string, unknown> | undefined {
  if (Array.isArray(answer)) return answer.find((item) => item && typeof item === 'object');
  if (!answer || typeof answer !== 'object') return undefined;
  for (const value of Object.values(answer)) {
    if (Array.isArray(value)) {
      const item = value.find((entry) => entry && typeof entry === 'object');
      if (item) return item as Record<string, unknown>;
    }
  }
  return undefined;
}

/** The id of an item for the path parameter that names it: itself, `id`, or a suffix (`listId`). */
function idOf(item: Record<string, unknown>, parameter: string): string | number | undefined {
  if (isId(item[parameter])) return item[parameter] as string | number;
  if (isId(item.id)) return item.id as string | number;
  const suffix = Object.keys(item).find(
    (key) =>
      /Id$/.test(key) && parameter.toLowerCase().endsWith(key.toLowerCase()) && isId(item[key]),
  );
  return suffix ? (item[suffix] as string | number) : undefined;
}

/** Every value under a key that names a path parameter, anywhere in an answer (four levels). */
function walk(answer: unknown, names: Set<string>, found: Map<string, string>, depth = 0) {
  if (depth > 4 || !answer || typeof answer !== 'object') return;
  for (const [key, value] of Object.entries(answer)) {
    if (names.has(key) && isId(value) && !found.has(key)) found.set(key, String(value));
    walk(value, names, found, depth + 1);
  }
}

/**
 * The ids one answer gives later samples. An item created under a collection, or the first one a
 * list shows, is the `{x}` of the paths that continue the collection's path with `/{x}`: a strong
 * id (unless it is a sampled one). Any key named like a path parameter anywhere in an answer is a
 * weak one, tried when nothing else is known.
 */
export function harvest(
  known: KnownIds,
  call: RecordedCall,
  template: string,
  allPaths: string[],
): void {
  if (call.status < 200 || call.status >= 300 || call.json === undefined) return;
  const item =
    call.method === 'POST' ? (call.json as Record<string, unknown>) : firstItem(call.json);
  for (const path of allPaths) {
    const next = path.startsWith(`${template}/{`)
      ? path.slice(template.length + 2).split('}')[0]
      : undefined;
    if (!next || isAccountParameter(next) || !item || typeof item !== 'object') continue;
    const id = idOf(item, next);
    if (id === undefined) continue;
    if (SAMPLED.has(String(id))) known.weak[next] ??= String(id);
    else known.strong[next] = String(id);
  }
  const names = new Set(
    allPaths.flatMap((path) => [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1])),
  );
  const found = new Map<string, string>();
  walk(call.json, names, found);
  for (const [name, value] of found) if (!isAccountParameter(name)) known.weak[name] ??= value;
}
