import { createContext, useContext } from 'react';
import type { SchemaModel } from '../../../lib/reference/model';
import { schemaChunkUrl } from '../../../lib/reference/schemaChunkUrl';

/** Where the current page's API version keeps its schema chunks (/api-schemas/<api>/<version>/). */
export const SchemaChunkBase = createContext<string>('');

export function useSchemaChunkBase(): string {
  return useContext(SchemaChunkBase);
}

// One request per chunk per page view, however many nodes point at it.
const loaded = new Map<string, Promise<SchemaModel>>();

/** Fetches the static chunk of a named schema that the page left out beyond its depth. */
export function fetchSchemaChunk(chunkBase: string, schemaName: string): Promise<SchemaModel> {
  const url = schemaChunkUrl(chunkBase, schemaName);
  let pending = loaded.get(url);
  if (!pending) {
    pending = fetch(url).then((response) => {
      if (!response.ok) throw new Error(`${response.status} loading schema ${schemaName}`);
      return response.json() as Promise<SchemaModel>;
    });
    pending.catch(() => loaded.delete(url));
    loaded.set(url, pending);
  }
  return pending;
}
