import { PAGE_PARTS_KEY, pagePartRefs, type PagePartRef } from './refs';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Puts one part back where `ref` says it was cut. */
function putBack(root: Json, ref: PagePartRef, content: Json): void {
  const holder = ref.path.slice(0, -1).reduce<Json>((node, key) => (node as never)[key], root);
  const key = ref.path[ref.path.length - 1];
  const slot = holder as Record<string | number, Json>;
  if (ref.kind === 'text') slot[key] = content;
  else if (ref.kind === 'tail') (slot[key] as Json[]).push(...(content as Json[]));
  else Object.assign(slot[key] as Record<string, Json>, content);
}

/**
 * The page's data whole again (splitPage's inverse): a copy with every part put back, the last
 * cut first (a later cut may hold an earlier one's place), and no list of parts. `parts`: each
 * part's content by name, as fetched.
 */
export function joinPage<T extends object>(data: T, parts: Record<string, unknown>): T {
  const refs = pagePartRefs(data);
  if (refs.length === 0) return data;
  const root = JSON.parse(JSON.stringify(data)) as Record<string, Json>;
  delete root[PAGE_PARTS_KEY];
  for (const ref of [...refs].reverse()) {
    if (!(ref.part in parts)) throw new Error(`page part ${ref.part} is missing`);
    putBack(root, ref, parts[ref.part] as Json);
  }
  return root as T;
}
