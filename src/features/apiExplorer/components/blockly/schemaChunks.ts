import type { SchemaModel } from '../../../../../lib/reference/model';
import { chunkResolver, editableProperties, propertySchema } from '../../bodySchema';
import type { ResolveSchema } from '../../bodySchema';

type LoadChunk = (name: string) => Promise<SchemaModel>;

function truncatedName(schema: SchemaModel | undefined, resolve: ResolveSchema): string[] {
  if (!schema?.truncated || !schema.refName) return [];
  return resolve(schema).truncated ? [schema.refName] : [];
}

/** Named schemas the page left out (truncated nodes), one level past what the page carries. */
export function boundaryRefs(schema: SchemaModel): string[] {
  const names = new Set<string>();
  const walk = (node: SchemaModel) => {
    if (node.truncated) return void (node.refName && names.add(node.refName));
    editableProperties(node).forEach((property) => walk(property.schema));
    if (node.items) walk(node.items);
  };
  walk(schema);
  return [...names];
}

/** Truncated, not yet loaded schemas that the body's value reaches into. */
export function refsAlongValue(
  schema: SchemaModel | undefined,
  value: unknown,
  resolve: ResolveSchema,
): string[] {
  if (!schema || value === null || typeof value !== 'object') return [];
  const known = resolve(schema);
  const own = truncatedName(schema, resolve);
  if (Array.isArray(value)) {
    return [...own, ...value.flatMap((item) => refsAlongValue(known.items, item, resolve))];
  }
  const nested = Object.entries(value).flatMap(([name, child]) =>
    refsAlongValue(propertySchema(known, name), child, resolve),
  );
  return [...own, ...nested];
}

/**
 * Loads the chunks the Blockly editor needs to know the body's schema: the page's boundary
 * (for the toolbox) and whatever deeper schema the current value reaches (for its blocks).
 * A chunk that fails to load is left out: its blocks are then plain values.
 */
export async function loadChunks(
  schema: SchemaModel | undefined,
  value: unknown,
  load: LoadChunk,
): Promise<Map<string, SchemaModel>> {
  const chunks = new Map<string, SchemaModel>();
  const failed = new Set<string>();
  let wanted = schema ? boundaryRefs(schema) : [];
  while (wanted.length > 0) {
    const fresh = [...new Set(wanted)].filter((name) => !chunks.has(name) && !failed.has(name));
    if (fresh.length === 0) break;
    const results = await Promise.allSettled(fresh.map(load));
    results.forEach((result, index) => {
      if (result.status === 'fulfilled') chunks.set(fresh[index], result.value);
      else failed.add(fresh[index]);
    });
    wanted = refsAlongValue(schema, value, chunkResolver(chunks));
  }
  return chunks;
}
