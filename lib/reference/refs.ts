import { addWarning, type NormaliseContext } from './context';
import { isObject, str, type Json } from './json';

const NAMED_SCHEMA = /^#\/components\/schemas\/([^/]+)$/;

/** Value at a local JSON pointer ("#/a/b"), or undefined when the pointer leads nowhere. */
export function resolvePointer(spec: Json, pointer: string): unknown {
  if (!pointer.startsWith('#')) return undefined; // only local refs are read
  const parts = pointer.slice(1).split('/').slice(1).map(decodeSegment);
  let node: unknown = spec;
  for (const part of parts) {
    if (!isObject(node) && !Array.isArray(node)) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

function decodeSegment(segment: string): string {
  let decoded = segment;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    // a stray % is kept as written
  }
  return decoded.replace(/~1/g, '/').replace(/~0/g, '~');
}

/** The schema name of "#/components/schemas/X", else undefined. */
export function namedSchemaOf(pointer: string): string | undefined {
  const match = NAMED_SCHEMA.exec(pointer);
  return match ? decodeSegment(match[1]) : undefined;
}

export function refOf(node: unknown): string | undefined {
  return isObject(node) ? str(node.$ref) : undefined;
}

export function warnBrokenRef(ctx: NormaliseContext, pointer: string): void {
  addWarning(ctx, `broken $ref ${pointer}`);
}

/**
 * Follows $refs of parameters, responses, request bodies, headers and examples to the object
 * they name. A broken one gives undefined and a warning naming the pointer.
 */
export function deref(ctx: NormaliseContext, node: unknown): Json | undefined {
  let current = node;
  for (let hops = 0; hops < 10; hops += 1) {
    const pointer = refOf(current);
    if (pointer === undefined) return isObject(current) ? current : undefined;
    const target = resolvePointer(ctx.spec, pointer);
    if (!isObject(target)) {
      warnBrokenRef(ctx, pointer);
      return undefined;
    }
    current = target;
  }
  addWarning(ctx, `$ref chain too long or circular at ${refOf(node)}`);
  return undefined;
}
