import { isObject, str, type Json } from '../json';
import { resolvePointer } from '../refs';

/**
 * A Swagger 2.0 `$ref` to a named schema (`#/definitions/X...`) at its OAS 3 place
 * (`#/components/schemas/X...`), when it leads somewhere. A broken one is left as written, so
 * the normaliser's warning names the pointer that is in the file.
 */
export function upgradeRef(spec: Json, pointer: string): string {
  if (!pointer.startsWith('#/definitions/')) return pointer;
  // a large spec names the same few hundred schemas thousands of times
  let known = upgraded.get(spec);
  if (!known) upgraded.set(spec, (known = new Map()));
  let result = known.get(pointer);
  if (result === undefined) {
    const leads = resolvePointer(spec, pointer) !== undefined;
    result = leads ? `#/components/schemas/${pointer.slice('#/definitions/'.length)}` : pointer;
    known.set(pointer, result);
  }
  return result;
}

const upgraded = new WeakMap<Json, Map<string, string>>();

/**
 * A schema (or any spec value) with its named-schema `$ref`s upgraded: a copy where something
 * changed, the same object where nothing did (the given spec is never changed).
 */
export function withUpgradedRefs(spec: Json, node: unknown): unknown {
  if (Array.isArray(node)) {
    const items = node.map((item) => withUpgradedRefs(spec, item));
    return items.some((item, index) => item !== node[index]) ? items : node;
  }
  if (!isObject(node)) return node;
  let copy: Json | undefined;
  for (const [key, value] of Object.entries(node)) {
    const next =
      key === '$ref' && typeof value === 'string'
        ? upgradeRef(spec, value)
        : withUpgradedRefs(spec, value);
    if (next !== value) (copy ??= { ...node })[key] = next;
  }
  return copy ?? node;
}

/**
 * A parameter or response as written, its `$ref`s (`#/parameters/X`, `#/responses/X`) followed
 * silently; undefined when a pointer leads nowhere or loops, so the caller keeps the reference
 * as written and the normaliser reports it.
 */
export function followRefs(spec: Json, node: unknown): Json | undefined {
  let current = node;
  for (let hops = 0; hops < 10; hops += 1) {
    const pointer = isObject(current) ? str(current.$ref) : undefined;
    if (pointer === undefined) return isObject(current) ? current : undefined;
    current = resolvePointer(spec, pointer);
    if (!isObject(current)) return undefined;
  }
  return undefined;
}
