import path from 'node:path';
import { loadSearchService } from '../search/loadSearchService';
import type { SearchService } from '../search/searchService';

/**
 * The search service over {publicDir}/search/index.json, opened on the first search (most MCP
 * sessions never search) and kept; a missing index is retried on the next call.
 */
export function searchSource(publicDir: string): () => SearchService {
  let service: SearchService | undefined;
  return () => (service ??= loadSearchService(path.join(publicDir, 'search', 'index.json')));
}
