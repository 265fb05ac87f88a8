import path from 'node:path';
import {
  indexOperations,
  loadCatalog,
  readRegistry,
  type OperationIndex,
} from '../../lib/reference';
import { PROJECT_ROOT } from '../projectRoot';

let loading: Promise<OperationIndex> | undefined;

/** The built site's folder, as server/config.ts resolves it. */
const publicDir = () => path.resolve(process.env.PUBLIC_DIR || path.join(PROJECT_ROOT, 'public'));

/**
 * The operation index of the reference catalog the build wrote
 * (public/api-reference/catalog.jsonl.gz), else of every spec normalised here through the same
 * lib module (about 2 s). Loaded once per process and shared by its readers: the explorer proxy,
 * MCP, Postman and (handed over by server/app.ts) the embedded platform. A failed load is
 * retried on the next call.
 */
export function operationIndex(): Promise<OperationIndex> {
  if (!loading) {
    loading = (async () => indexOperations(await loadCatalog(publicDir()), readRegistry()))();
    loading.catch(() => {
      loading = undefined;
    });
  }
  return loading;
}
