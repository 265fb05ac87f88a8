import { useEffect, useMemo, useState } from 'react';
import type { SchemaModel } from '../../../../../lib/reference/model';
import {
  editorJsonSchema,
  truncatedNames,
  type JsonSchema,
  type SchemaDefinitions,
} from '../../../../../lib/reference/jsonSchema';
import {
  fetchSchemaChunk,
  useSchemaChunkBase,
} from '../../../../components/reference/schemaChunks';

// A bound on the chunks one editor loads: big specs reach hundreds of schemas transitively,
// and beyond this the deepest parts simply stay open.
export const MAX_SCHEMA_CHUNKS = 80;

/** Loads the chunks of the truncated parts of `schema`, level by level, up to `limit`. */
export async function loadDefinitions(
  schema: SchemaModel,
  load: (name: string) => Promise<SchemaModel>,
  limit = MAX_SCHEMA_CHUNKS,
): Promise<SchemaDefinitions> {
  const definitions: SchemaDefinitions = {};
  const tried = new Set<string>();
  let wanted = [...truncatedNames(schema)];
  while (wanted.length > 0 && tried.size < limit) {
    const batch = wanted.slice(0, limit - tried.size);
    batch.forEach((name) => tried.add(name));
    const loaded = await Promise.all(
      batch.map((name) =>
        Promise.resolve()
          .then(() => load(name))
          .catch(() => null),
      ),
    );
    const next = new Set<string>();
    loaded.forEach((chunk, index) => {
      if (!chunk) return; // a missing chunk leaves its part open
      definitions[batch[index]] = chunk;
      truncatedNames(chunk, next);
    });
    wanted = [...next].filter((name) => !tried.has(name));
  }
  return definitions;
}

/**
 * The JSON Schema of the request body: at once from what the page carries, then complete
 * with the schema chunks of the parts beyond the page's depth.
 */
export function useBodyJsonSchema(schema: SchemaModel | undefined): JsonSchema | undefined {
  const chunkBase = useSchemaChunkBase();
  const [definitions, setDefinitions] = useState<SchemaDefinitions>({});
  useEffect(() => {
    setDefinitions({});
    if (!schema || !chunkBase) return;
    let live = true;
    loadDefinitions(schema, (name) => fetchSchemaChunk(chunkBase, name)).then((loaded) => {
      if (live && Object.keys(loaded).length > 0) setDefinitions(loaded);
    });
    return () => {
      live = false;
    };
  }, [schema, chunkBase]);
  return useMemo(
    // A request body: its read-only fields are not required (the API fills them in).
    () => (schema ? editorJsonSchema(schema, definitions, 'request') : undefined),
    [schema, definitions],
  );
}
