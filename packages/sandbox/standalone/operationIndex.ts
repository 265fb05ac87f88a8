import path from 'node:path';
import {
  indexOperations,
  loadCatalog,
  readRegistry,
  type OperationIndex,
} from '../../../lib/reference';

let loading: Promise<OperationIndex> | undefined;

/**
 * The operations the platform serves when it runs on its own (and in its own tests): the
 * reference catalog a site build wrote (`{publicDir}/api-reference/catalog.jsonl.gz`), else every
 * spec of the registry (DEVCENTER_API_REGISTRY, DEVCENTER_SPECS_DIR) normalised through lib/
 * (about 2 s). Loaded once per process; a failed load is tried again on the next call. Embedded,
 * the portal hands the platform its own shared index instead (server/catalog).
 */
export function specOperationIndex(
  publicDir = process.env.PUBLIC_DIR || path.resolve('public'),
): Promise<OperationIndex> {
  if (!loading) {
    loading = (async () => indexOperations(await loadCatalog(publicDir), readRegistry()))();
    loading.catch(() => {
      loading = undefined;
    });
  }
  return loading;
}
