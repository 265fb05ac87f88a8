/**
 * File name of a named schema's chunk. Schema names may hold characters that URLs and file
 * systems treat differently, so both the build and the browser map them through this one rule.
 */
export function chunkFileName(schemaName: string): string {
  return `${schemaName.replace(/[^A-Za-z0-9._-]/g, '_')}.json`;
}

/** URL of a named schema's chunk under the API version's chunk folder. */
export function schemaChunkUrl(chunkBase: string, schemaName: string): string {
  return `${chunkBase}${chunkFileName(schemaName)}`;
}

/** Name of the n-th part (n ≥ 2) of a named schema too wide for one file (budget.ts splits it). */
export const partName = (name: string, part: number) => `${name}~${part}`;

/** Whether a schema name is a later part of a wide schema, not a schema of the spec's own. */
export const isPartName = (name: string | undefined) => name !== undefined && /~\d+$/.test(name);
