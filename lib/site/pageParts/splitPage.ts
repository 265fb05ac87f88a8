import { PAGE_CONTEXT_BYTES } from './budget';
import { contentDigest, utf8Bytes } from './bytes';
import { PAGE_PARTS_KEY, type PagePartRef, type PartPath } from './refs';

/** A text, array or map smaller than this stays on the page: a part costs a request. */
export const MIN_PART_BYTES = 1024;
/** A plain object is a map that may lose entries (an example's value) from this many keys. */
const MAP_KEYS = 32;
/** Keys of a page's data the page needs at once (its Head reads `seo`), never cut. */
const KEPT_KEYS = new Set(['seo', 'pagePath', PAGE_PARTS_KEY]);
/** A bound on cuts: a page this fragmented reports itself over budget instead. */
const MAX_CUTS = 400;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** A value that could go to a part, with the size of each element or entry it holds. */
interface Candidate {
  path: PartPath;
  kind: PagePartRef['kind'];
  bytes: number;
  sizes: number[];
}

/** Bytes of a number's, boolean's or null's JSON (all ASCII). */
const plainBytes = (value: Json) => (value === null ? 4 : String(value).length);

/**
 * Bytes of `value`'s JSON; every text, array and map of `MIN_PART_BYTES` or more into `out`.
 * `path`: where `value` sits, one stack for the whole walk, copied only for a candidate.
 */
function measure(value: Json, path: PartPath, out: Candidate[], kept: boolean): number {
  if (typeof value === 'string') {
    const bytes = utf8Bytes(JSON.stringify(value));
    if (!kept && bytes >= MIN_PART_BYTES)
      out.push({ path: [...path], kind: 'text', bytes, sizes: [] });
    return bytes;
  }
  if (value === null || typeof value !== 'object') return plainBytes(value);
  const isArray = Array.isArray(value);
  const keys: (string | number)[] = isArray ? value.map((_, index) => index) : Object.keys(value);
  const sizes = keys.map((key) => {
    path.push(key);
    const keep = kept || (path.length === 1 && KEPT_KEYS.has(`${key}`));
    const inner = measure((value as Record<string | number, Json>)[key], path, out, keep);
    path.pop();
    return isArray ? inner : utf8Bytes(JSON.stringify(key)) + 1 + inner;
  });
  const bytes = 2 + sizes.reduce((sum, size) => sum + size, 0) + Math.max(0, sizes.length - 1);
  const cuttable = isArray ? sizes.length > 0 : sizes.length >= MAP_KEYS;
  if (!kept && path.length > 0 && cuttable && bytes >= MIN_PART_BYTES)
    out.push({ path: [...path], kind: isArray ? 'tail' : 'entries', bytes, sizes });
  return bytes;
}

/**
 * The cut of `candidate` that saves `need` bytes with the least taken out (a text whole, else
 * the elements from the last index that does), or undefined when none does.
 */
function leastCut({ kind, bytes, sizes }: Candidate, need: number) {
  if (kind === 'text') return bytes - 2 >= need ? { from: 0, saves: bytes - 2 } : undefined;
  let saves = 0;
  for (let from = sizes.length - 1; from >= 0; from -= 1) {
    saves += sizes[from] + 1; // its comma (the first element's: the last comma left)
    if (saves >= need) return { from, saves };
  }
  return undefined;
}

/** Of a value that makes most of its holder's bytes, the holder is not the one to cut. */
const MOSTLY = 0.75;

/**
 * When no one cut suffices: the largest value (the deepest of those nearly as large: a list
 * rather than the section that is mostly that list), keeping of a list or map its first
 * elements within an eighth of the budget, so the reader sees how it begins.
 */
function largestCut(candidates: Candidate[], budget: number) {
  const largest = Math.max(...candidates.map((candidate) => candidate.bytes));
  const candidate = candidates
    .filter(({ bytes }) => bytes >= MOSTLY * largest)
    .sort((a, b) => b.path.length - a.path.length || b.bytes - a.bytes)[0];
  if (!candidate) return undefined;
  let from = 0;
  for (let kept = 0; from < candidate.sizes.length - 1; from += 1) {
    kept += candidate.sizes[from] + 1;
    if (kept > budget / 8) break;
  }
  return { candidate, from: candidate.kind === 'text' ? 0 : from };
}

/** Takes `candidate` out of `root` from element `from` (texts whole), as a part; its ref. */
function cut(
  root: Json,
  candidate: Candidate,
  from: number,
  parts: Map<string, string>,
): PagePartRef {
  const { path, kind } = candidate;
  const holder = path.slice(0, -1).reduce<Json>((node, key) => (node as never)[key], root) as never;
  const key = path[path.length - 1];
  let removed: Json;
  if (kind === 'text') {
    removed = holder[key];
    (holder as Record<string | number, Json>)[key] = '';
  } else if (kind === 'tail') {
    removed = (holder[key] as Json[]).splice(from);
  } else {
    const map = holder[key] as Record<string, Json>;
    const names = Object.keys(map).slice(from);
    removed = Object.fromEntries(names.map((name) => [name, map[name]]));
    for (const name of names) delete map[name];
  }
  const json = JSON.stringify(removed);
  const part = contentDigest(json);
  parts.set(part, json);
  return { path, kind, ...(kind !== 'text' && { from }), part };
}

/** The page's data fitted to its budget, its JSON and bytes, what it left out (name → JSON). */
export interface SplitPage<T> {
  data: T;
  json: string;
  bytes: number;
  parts: Map<string, string>;
}

/**
 * A page's data within `budget` bytes of JSON, whatever it holds (docs/behaviour.md §9): as it
 * is when it fits, else a copy from which the text, array tail or map's entries that brings it
 * under with the fewest bytes taken out is cut to a part (when none alone does, the largest, largestCut; then again),
 * listed under `pageParts` for the browser to fetch (joinPage puts them back). The least that
 * suffices: the page keeps as much as it can of what the reader sees first, and a page just
 * over loses one deep list rather than a section. Only what is not made of such values (ten
 * thousand short fields) stays over, which the build reports.
 */
export function splitPage<T extends object>(data: T, budget = PAGE_CONTEXT_BYTES): SplitPage<T> {
  const json = JSON.stringify(data);
  let bytes = utf8Bytes(json);
  const parts = new Map<string, string>();
  if (bytes <= budget) return { data, json, bytes, parts };
  const root = JSON.parse(json) as Record<string, Json>;
  const refs: PagePartRef[] = [];
  let text = json;
  while (bytes > budget && refs.length < MAX_CUTS) {
    const candidates: Candidate[] = [];
    measure(root, [], candidates, false);
    // what the list of parts adds: its own entry, and its key the first time
    const entry = (candidate: Candidate) => utf8Bytes(JSON.stringify(candidate.path)) + 80;
    const need = (candidate: Candidate) => bytes - budget + entry(candidate);
    const enough = candidates
      .map((candidate) => ({ candidate, ...leastCut(candidate, need(candidate)) }))
      .filter((option): option is Required<typeof option> => option.saves !== undefined)
      .sort((a, b) => a.saves - b.saves || b.candidate.path.length - a.candidate.path.length)[0];
    const chosen = enough ?? largestCut(candidates, budget);
    if (!chosen) break;
    refs.push(cut(root, chosen.candidate, chosen.from, parts));
    root[PAGE_PARTS_KEY] = refs as unknown as Json;
    text = JSON.stringify(root);
    bytes = utf8Bytes(text);
  }
  return { data: root as T, json: text, bytes, parts };
}
